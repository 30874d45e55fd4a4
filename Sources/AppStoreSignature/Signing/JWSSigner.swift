public import Crypto
import Foundation
public import X509

/// Signs payloads the way the App Store does: ES256 compact JWS with the full `x5c` chain.
public struct JWSSigner: Sendable {
    /// The key of the leaf certificate.
    public let privateKey: P256.Signing.PrivateKey
    /// The `x5c` header value: leaf, intermediate, root, each standard base64 DER.
    public let x5c: [String]
    /// The encoded header, the same for every token this signer makes.
    private let headerSegment: String

    /// A signer for `privateKey` whose certificate chain (leaf first) is `chain`.
    /// Throws ``AppStoreModels/ErrorKind/invalidChain`` when the leaf does not hold `privateKey`'s public key.
    public init(privateKey: P256.Signing.PrivateKey, chain: [Certificate]) throws(SigningError) {
        guard let leaf = chain.first, leaf.publicKey == Certificate.PublicKey(privateKey.publicKey) else {
            throw SigningError(.invalidChain, "the first certificate of the chain must hold the signing key's public key")
        }
        self.privateKey = privateKey
        do {
            self.x5c = try chain.map { Data(try $0.derBytes()).base64EncodedString() }
        } catch {
            throw SigningError(.invalidChain, "a certificate of the chain cannot be DER-encoded: \(error)")
        }
        headerSegment = try CompactJWS.headerSegment(JWSHeader(x5c: x5c))
    }

    /// Signs `payload`, encoded as JSON, and returns the compact JWS.
    public func sign<Payload: Encodable>(_ payload: Payload) throws(SigningError) -> String {
        try sign(payloadBytes: Array(try CompactJWS.encode(payload)))
    }

    /// Signs raw payload bytes and returns the compact JWS.
    public func sign(payloadBytes: [UInt8]) throws(SigningError) -> String {
        try CompactJWS.sign(headerSegment: headerSegment, payloadBytes: payloadBytes, with: privateKey)
    }
}
