// AppKit as the client half's macOS branches name it, for scripts/apple-typecheck/check.py, which type-checks
// them as macOS on Linux (Package.swift never builds this). Each declaration after its documentation page: the
// path, the precise identifier (USR) and the availability stand beside it (scripts/storekit/storekit-symbols.json
// lists them, and scripts/storekit/check.py compares).

/// /documentation/AppKit/NSViewController · c:objc(cs)NSViewController (the page declares no isolation)
@available(macOS, introduced: 10.5)
open class NSViewController {}
