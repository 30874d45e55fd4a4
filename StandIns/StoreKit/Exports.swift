// Apple's StoreKit brings in its SwiftUI views (module _StoreKit_SwiftUI, its cross-import overlay) where SwiftUI is
// imported too. Linux has no SwiftUI: there the stand-in brings their names in always, which can only find more
// collisions, never fewer. The type-check as iOS and macOS compiles the overlay after StoreKit and SwiftUI and declares
// it their cross-import overlay, as Apple's SDK does (scripts/apple-typecheck/check.py).
#if os(Linux)
@_exported import _StoreKit_SwiftUI
#endif
