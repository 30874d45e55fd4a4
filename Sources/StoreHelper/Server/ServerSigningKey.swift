public import Crypto
import Foundation

/// The public half of the app's server's response-signing key (Ed25519), as the app pins it: the base64 text
/// that `storehelper server` prints when it starts and `storehelper server keys` prints beside the key it makes.
public struct ServerSigningKey: Sendable {
    /// The key, as swift-crypto holds it.
    public let publicKey: Curve25519.Signing.PublicKey

    /// The key from its printed text: standard base64 of the 32 raw bytes. Throws `configuration` when the text
    /// is not that.
    public init(base64 text: String) throws(ServerConnectionError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.utf8.count <= 64, let bytes = Data(base64Encoded: trimmed) else {
            throw ServerConnectionError(.configuration, "the server's signing key is not base64 (paste the text the server printed)")
        }
        guard bytes.count == 32, let key = try? Curve25519.Signing.PublicKey(rawRepresentation: bytes) else {
            throw ServerConnectionError(.configuration, "the server's signing key is \(bytes.count) bytes; an Ed25519 public key is 32")
        }
        publicKey = key
    }

    /// A key swift-crypto already holds (the server's own, in tests).
    public init(_ publicKey: Curve25519.Signing.PublicKey) { self.publicKey = publicKey }

    /// The text the server prints for it.
    public var base64: String { publicKey.rawRepresentation.base64EncodedString() }
}
