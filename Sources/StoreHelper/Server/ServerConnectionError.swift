public import AppStoreModels
import Foundation

/// Why a call to the app's server failed. Its ``kind`` is stable; the message says what was wrong.
public struct ServerConnectionError: KindedError, Sendable, Equatable {
    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

extension ErrorKind where Owner == ServerConnectionError {
    /// No answer came (offline, refused, timed out, or an answer over the size limit).
    public static var unreachable: Self { Self(rawValue: "unreachable") }
    /// The server answered with an error status.
    public static var refused: Self { Self(rawValue: "refused") }
    /// The answer is not what the server sends.
    public static var badAnswer: Self { Self(rawValue: "bad-answer") }
    /// Trusted entitlements are enforced and the answer carries no signature.
    public static var signatureMissing: Self { Self(rawValue: "signature-missing") }
    /// The answer's signature does not check under the pinned key, or is for another request.
    public static var signatureInvalid: Self { Self(rawValue: "signature-invalid") }
    /// The queue of transactions waiting to be sent cannot be read or written.
    public static var outbox: Self { Self(rawValue: "outbox") }
    /// The connection's settings are not usable.
    public static var configuration: Self { Self(rawValue: "configuration") }
}
