public import AppStoreSignature
import Crypto
public import Foundation
import SwiftASN1
public import X509

/// A three-level P-256 certificate authority shaped like the App Store's: a root, an intermediate
/// carrying 1.2.840.113635.100.6.2.1, and a signing leaf carrying 1.2.840.113635.100.6.11.1.
///
/// Certificates follow RFC 5280 strictly (basic constraints and key usage marked critical, subject
/// and authority key identifiers, random serial numbers), so strict verifiers accept them.
/// `SignedDataVerifier` accepts its tokens when given ``root`` as a trusted root. It lives apart from
/// AppStoreSignature, which every production verifier imports: only the local store and tests mint chains.
/// Its private keys never leave it but through ``signer()`` and its stored form (``Stored``).
public struct CertificateAuthority: Sendable {
    public let root: Certificate
    let rootKey: P256.Signing.PrivateKey
    public let intermediate: Certificate
    let intermediateKey: P256.Signing.PrivateKey
    public let leaf: Certificate
    let leafKey: P256.Signing.PrivateKey

    /// Validity and policy choices for ``generate(name:options:)``.
    public struct Options: Sendable {
        /// Validity of the root and intermediate.
        public var caValidity: ClosedRange<Date>
        /// Validity of the signing leaf.
        public var leafValidity: ClosedRange<Date>
        /// Whether the intermediate carries Apple's intermediate OID (turn off only to test rejection).
        public var intermediateHasAppleOID = true
        /// Whether the leaf carries Apple's leaf OID (turn off only to test rejection).
        public var leafHasAppleOID = true

        /// Certificates valid from `notBefore` for `years` years.
        public init(notBefore: Date, years: Int = 10) {
            let end = Calendar(identifier: .gregorian).date(byAdding: .year, value: years, to: notBefore) ?? notBefore
            caValidity = notBefore...end
            leafValidity = notBefore...end
        }
    }

    /// Wraps existing certificates and keys (a stored authority).
    init(
        root: Certificate,
        rootKey: P256.Signing.PrivateKey,
        intermediate: Certificate,
        intermediateKey: P256.Signing.PrivateKey,
        leaf: Certificate,
        leafKey: P256.Signing.PrivateKey
    ) {
        self.root = root
        self.rootKey = rootKey
        self.intermediate = intermediate
        self.intermediateKey = intermediateKey
        self.leaf = leaf
        self.leafKey = leafKey
    }

    /// Generates a new authority with fresh keys. `name` goes into every subject's common name.
    public static func generate(name: String, options: Options) throws -> CertificateAuthority {
        let rootKey = P256.Signing.PrivateKey()
        let intermediateKey = P256.Signing.PrivateKey()
        let leafKey = P256.Signing.PrivateKey()
        let rootName = try distinguishedName("\(name) Root CA")
        let intermediateName = try distinguishedName("\(name) Intermediate CA")

        let root = try issue(
            subject: rootName,
            key: rootKey,
            issuer: rootName,
            issuerKey: rootKey,
            validity: options.caValidity,
            extensions: Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                SubjectKeyIdentifier(hash: Certificate.PublicKey(rootKey.publicKey))
            }
        )
        let intermediate = try issue(
            subject: intermediateName,
            key: intermediateKey,
            issuer: rootName,
            issuerKey: rootKey,
            validity: options.caValidity,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                SubjectKeyIdentifier(hash: Certificate.PublicKey(intermediateKey.publicKey))
                AuthorityKeyIdentifier(keyIdentifier: keyIdentifier(of: rootKey))
                if options.intermediateHasAppleOID {
                    appleMarker(AppleCertificateOIDs.intermediate)
                }
            }
        )
        let leaf = try issue(
            subject: try distinguishedName("\(name) Signing"),
            key: leafKey,
            issuer: intermediateName,
            issuerKey: intermediateKey,
            validity: options.leafValidity,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                SubjectKeyIdentifier(hash: Certificate.PublicKey(leafKey.publicKey))
                AuthorityKeyIdentifier(keyIdentifier: keyIdentifier(of: intermediateKey))
                if options.leafHasAppleOID {
                    appleMarker(AppleCertificateOIDs.leaf)
                }
            }
        )
        return CertificateAuthority(
            root: root,
            rootKey: rootKey,
            intermediate: intermediate,
            intermediateKey: intermediateKey,
            leaf: leaf,
            leafKey: leafKey
        )
    }

    /// The chain, leaf first, as it goes into `x5c`.
    public var chain: [Certificate] { [leaf, intermediate, root] }

    /// A signer that signs with the leaf and sends the full chain.
    public func signer() throws(SigningError) -> JWSSigner {
        try JWSSigner(privateKey: leafKey, chain: chain)
    }

    /// The root certificate as DER, for exporting to verifiers that should trust it.
    public func rootDER() throws -> [UInt8] {
        try root.derBytes()
    }

    private static func issue(
        subject: DistinguishedName,
        key: P256.Signing.PrivateKey,
        issuer: DistinguishedName,
        issuerKey: P256.Signing.PrivateKey,
        validity: ClosedRange<Date>,
        extensions: Certificate.Extensions
    ) throws -> Certificate {
        try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: Certificate.PublicKey(key.publicKey),
            notValidBefore: validity.lowerBound,
            notValidAfter: validity.upperBound,
            issuer: issuer,
            subject: subject,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: extensions,
            issuerPrivateKey: Certificate.PrivateKey(issuerKey)
        )
    }

    private static func distinguishedName(_ commonName: String) throws -> DistinguishedName {
        try DistinguishedName {
            CountryName("US")
            OrganizationName("StoreHelper")
            CommonName(commonName)
        }
    }

    private static func keyIdentifier(of key: P256.Signing.PrivateKey) -> ArraySlice<UInt8> {
        SubjectKeyIdentifier(hash: Certificate.PublicKey(key.publicKey)).keyIdentifier
    }

    /// Apple's marker extensions hold an ASN.1 NULL.
    private static func appleMarker(_ oid: ASN1ObjectIdentifier) -> Certificate.Extension {
        Certificate.Extension(oid: oid, critical: false, value: [0x05, 0x00])
    }
}
