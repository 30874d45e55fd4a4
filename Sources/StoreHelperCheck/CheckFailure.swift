#if Server
package import AppStoreModels
import Foundation

/// Why the differential check stopped: its kind is stable (the command line prints it), its message says what
/// was wrong.
package struct CheckFailure: KindedError {
    package let kind: Kind
    package let message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

extension ErrorKind where Owner == CheckFailure {
    /// The device, the store and the server disagree.
    package static var disagreement: Self { Self(rawValue: "disagreement") }
    /// The catalog or the products cannot drive a check (a promotional-offer key that is not P-256, say).
    package static var invalidConfiguration: Self { Self(rawValue: "invalid-configuration") }
}
#endif
