/// Why something could not be signed. Its ``kind`` is stable; new kinds may be added without
/// breaking a client's code (it is a struct, as swift-certificates' `CertificateError` is).
public struct SigningError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable machine-readable value.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The key is not a P-256 private key in a form this library reads (PKCS#8 PEM or DER).
        public static let invalidKey = Kind(rawValue: "invalid-key")
        /// An argument is outside what Apple accepts (an API token's lifetime, for example).
        public static let invalidArgument = Kind(rawValue: "invalid-argument")
        /// The certificate chain does not hold the signing key, or cannot be encoded.
        public static let invalidChain = Kind(rawValue: "invalid-chain")
        /// The payload could not be encoded as JSON.
        public static let encodingFailed = Kind(rawValue: "encoding-failed")
        /// The cryptography library refused to sign.
        public static let signingFailed = Kind(rawValue: "signing-failed")
    }

    /// What went wrong.
    public var kind: Kind
    /// What was wrong and what to do about it.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind): \(message)" }
}
