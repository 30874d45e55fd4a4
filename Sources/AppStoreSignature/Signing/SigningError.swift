public import AppStoreModels
import Foundation

/// Why something could not be signed. Its ``kind`` is stable; new kinds may be added without
/// breaking a client's code (it is a struct, as swift-certificates' `CertificateError` is).
public struct SigningError: KindedError, Hashable, Sendable {
    public var kind: Kind
    /// What was wrong and what to do about it.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

extension ErrorKind where Owner == SigningError {
    /// The key is not a P-256 private key in a form this library reads (PKCS#8 PEM or DER).
    public static var invalidKey: Self { Self(rawValue: "invalid-key") }
    /// An argument is outside what Apple accepts (an API token's lifetime, for example).
    public static var invalidArgument: Self { Self(rawValue: "invalid-argument") }
    /// The certificate chain does not hold the signing key, or cannot be encoded.
    public static var invalidChain: Self { Self(rawValue: "invalid-chain") }
    /// The payload could not be encoded as JSON.
    public static var encodingFailed: Self { Self(rawValue: "encoding-failed") }
    /// The cryptography library refused to sign.
    public static var signingFailed: Self { Self(rawValue: "signing-failed") }
}
