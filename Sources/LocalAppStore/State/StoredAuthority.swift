import AppStoreSignature
import Crypto
import Foundation
import X509

/// The store's certificate authority as it is kept on disk: DER certificates and raw keys, base64.
struct StoredAuthority: Codable, Hashable, Sendable {
    var root: String
    var rootKey: String
    var intermediate: String
    var intermediateKey: String
    var leaf: String
    var leafKey: String

    init(_ authority: CertificateAuthority) throws {
        func der(_ certificate: Certificate) throws -> String { Data(try certificate.derBytes()).base64EncodedString() }
        root = try der(authority.root)
        rootKey = authority.rootKey.rawRepresentation.base64EncodedString()
        intermediate = try der(authority.intermediate)
        intermediateKey = authority.intermediateKey.rawRepresentation.base64EncodedString()
        leaf = try der(authority.leaf)
        leafKey = authority.leafKey.rawRepresentation.base64EncodedString()
    }

    func authority() throws -> CertificateAuthority {
        func certificate(_ text: String) throws -> Certificate {
            guard let data = Data(base64Encoded: text) else { throw StoreError.state("a stored certificate is not base64") }
            return try Certificate(derEncoded: Array(data))
        }
        func key(_ text: String) throws -> P256.Signing.PrivateKey {
            guard let data = Data(base64Encoded: text) else { throw StoreError.state("a stored key is not base64") }
            return try P256.Signing.PrivateKey(rawRepresentation: data)
        }
        return CertificateAuthority(
            root: try certificate(root),
            rootKey: try key(rootKey),
            intermediate: try certificate(intermediate),
            intermediateKey: try key(intermediateKey),
            leaf: try certificate(leaf),
            leafKey: try key(leafKey)
        )
    }
}
