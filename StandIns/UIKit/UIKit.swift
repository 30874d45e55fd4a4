// UIKit as the client half's iOS branches name it, for scripts/apple-typecheck/check.py, which type-checks them
// as iOS on Linux (Package.swift never builds this). Each declaration after its documentation page: the path,
// the precise identifier (USR) and the availability stand beside it (scripts/storekit/storekit-symbols.json
// lists them, and scripts/storekit/check.py compares).

/// /documentation/UIKit/UIScene · c:objc(cs)UIScene
@available(iOS, introduced: 13.0)
@MainActor
open class UIScene {}

/// /documentation/UIKit/UIWindowScene · c:objc(cs)UIWindowScene
@available(iOS, introduced: 13.0)
@MainActor
open class UIWindowScene: UIScene {}
