// Apple's StoreKit brings in its SwiftUI views (module _StoreKit_SwiftUI) where SwiftUI is imported too. Linux
// has no SwiftUI: the stand-in brings them in always, which can only find more collisions, never fewer.
@_exported import _StoreKit_SwiftUI
