public import AppStoreModels
import AppStoreSignature
import Crypto
import Foundation
import SwiftASN1
import X509

extension CertificateAuthority {
    /// The authority as a store keeps it on disk: DER certificates and raw keys, base64. Whoever holds it
    /// can sign as the authority: keep it where the store's state is kept, nowhere else.
    public struct Stored: Codable, Hashable, Sendable {
        var root: String
        var rootKey: String
        var intermediate: String
        var intermediateKey: String
        var leaf: String
        var leafKey: String

        /// Why a stored authority could not be read back: always `unreadable-authority`; the description says why.
        public struct Unreadable: Error, CustomStringConvertible {
            public typealias Kind = ErrorKind<Unreadable>
            public var kind: Kind { Kind(rawValue: "unreadable-authority") }
            public let description: String
        }

        public init(_ authority: CertificateAuthority) throws {
            func der(_ certificate: Certificate) throws -> String { Data(try certificate.derBytes()).base64EncodedString() }
            root = try der(authority.root)
            rootKey = authority.rootKey.rawRepresentation.base64EncodedString()
            intermediate = try der(authority.intermediate)
            intermediateKey = authority.intermediateKey.rawRepresentation.base64EncodedString()
            leaf = try der(authority.leaf)
            leafKey = authority.leafKey.rawRepresentation.base64EncodedString()
        }

        /// The authority again; throws ``Unreadable`` for a value that is not base64, DER or a P-256 key.
        public func authority() throws -> CertificateAuthority {
            func certificate(_ text: String) throws -> Certificate {
                guard let data = Data(base64Encoded: text) else { throw Unreadable(description: "a stored certificate is not base64") }
                return try Certificate(derEncoded: Array(data))
            }
            func key(_ text: String) throws -> P256.Signing.PrivateKey {
                guard let data = Data(base64Encoded: text) else { throw Unreadable(description: "a stored key is not base64") }
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
}
