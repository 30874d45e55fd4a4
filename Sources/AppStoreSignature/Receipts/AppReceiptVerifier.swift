public import Foundation
import SwiftASN1
@_spi(CMS) @_spi(FixedExpiryValidationTime) import X509

/// Verifies an app receipt (the PKCS #7 signed data of Apple's "Receipt Fields" page, the content attached) before
/// anything in it is believed: exactly one signer, its signature over the receipt (swift-certificates' CMS), its
/// certificate's chain to a trusted root under RFC 5280 at the receipt's creation date, Apple's policy extensions on
/// the signer (1.2.840.113635.100.6.11.1) and on the intermediate above it (1.2.840.113635.100.6.2.1), and the
/// receipt's bundle identifier. What Apple's archived "Validating Receipts Locally" asks of a receipt: the signature
/// verified against Apple's root, then the bundle identifier compared with the app's.
///
/// Apple signs receipts under the Apple Inc. Root certificate (not Apple Root CA - G3, which signs JWS): give it in
/// `roots`. A local App Store signs them under its own root, with Apple's extensions.
public struct AppReceiptVerifier: Sendable {
    /// What a verified receipt says.
    public struct Receipt: Hashable, Sendable {
        /// Field 2.
        public var bundleId: String
        /// Field 12: when the App Store made the receipt; the instant its chain was validated at.
        public var creationDate: Date
        /// The transaction identifiers (field 1703) and original transaction identifiers (field 1705) of its in-app
        /// purchases (field 17), each once, in the receipt's order.
        public var transactionIds: [String]
    }

    /// What receipts must chain to.
    public let trust: TrustAnchor
    /// The app's bundle identifier: a receipt of another app is refused.
    public let bundleId: String

    /// A verifier of `bundleId`'s receipts signed under `trust`: ``TrustAnchor/roots(_:)`` with Apple's extensions
    /// required, or ``TrustAnchor/xcode(_:)`` for the self-signed certificate Xcode's StoreKit testing signs with.
    public init(trust: TrustAnchor, bundleId: String) {
        self.trust = trust
        self.bundleId = bundleId
    }

    /// The receipt in `receipt` (base64 text, at most ``ReceiptReader/maximumReceiptCharacters``), once its signature,
    /// chain and bundle identifier are verified.
    public func verify(_ receipt: String) async throws(ReceiptError) -> Receipt {
        let bytes = try ReceiptReader.decoded(receipt)
        let fields = try ReceiptReader.receiptFields(bytes)
        guard let creationDate = fields.creationDate else {
            throw ReceiptError(.malformed, "the receipt has no creation date (field 12)")
        }
        try await verifySignature(bytes, at: creationDate)
        guard let bundle = fields.bundleId else { throw ReceiptError(.malformed, "the receipt has no bundle identifier (field 2)") }
        guard bundle == bundleId else {
            throw ReceiptError(.wrongBundle, "the receipt is for \(bundle.debugDescription), not \(bundleId.debugDescription)")
        }
        return Receipt(bundleId: bundle, creationDate: creationDate, transactionIds: fields.transactionIds)
    }

    /// Throws unless the receipt's single signer signed its attached content and either chains to a trusted root at
    /// `checkTime` (``TrustAnchor/roots(_:)``) or is exactly Xcode's certificate (``TrustAnchor/xcode(_:)``: Xcode's
    /// self-signed certificate has no chain to validate, as for Xcode's JWS).
    private func verifySignature(_ bytes: [UInt8], at checkTime: Date) async throws(ReceiptError) {
        let signedData: [UInt8]
        do { signedData = try ReceiptReader.signedDataWithPrimitiveContent(bytes) } catch {
            throw (error as? ReceiptError) ?? ReceiptError(.malformed, "not PKCS #7 signed data: \(error)")
        }
        let roots: [Certificate]
        let pinned: Certificate?
        switch trust {
        case .roots(let trusted):
            (roots, pinned) = (trusted, nil)
        case .xcode(let certificate):
            guard certificate.notValidBefore <= checkTime, checkTime <= certificate.notValidAfter else {
                throw ReceiptError(.untrusted, "Xcode's certificate is not valid at the receipt's creation date \(checkTime)")
            }
            (roots, pinned) = ([certificate], certificate)
        }
        let result = await CMS.isValidAttachedSignature(signatureBytes: signedData, trustRoots: CertificateStore(roots)) {
            RFC5280Policy(fixedExpiryValidationTime: checkTime)
            ReceiptChainPolicy()
        }
        switch result {
        case .success(let valid) where pinned == nil || valid.signer == pinned:
            return
        case .success(let valid):
            throw ReceiptError(.untrusted, "the receipt is signed by \(valid.signer.subject), not Xcode's certificate")
        case .failure(.invalidCMSBlock(let block)):
            throw ReceiptError(.untrusted, "the receipt's signature does not verify: \(block.reason)")
        case .failure(.unableToValidateSigner(let failure)):
            // The signature over the content verified before the signer's chain was looked at.
            if let pinned, failure.signer == pinned { return }
            let reason = failure.policyFailures.first.map { String(describing: $0.policyFailureReason) }
            throw ReceiptError(.untrusted, "the receipt's signer does not chain to a trusted root: \(reason ?? "no path")")
        }
    }
}

/// Apple's receipt chain: the signer carries the receipt-signing extension and the certificate above it the WWDR one
/// (both declared handled, so a chain that marks them critical still builds).
struct ReceiptChainPolicy: VerifierPolicy {
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [AppleCertificateOIDs.leaf, AppleCertificateOIDs.intermediate]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) async -> PolicyEvaluationResult {
        let certificates = Array(chain)
        guard certificates.count >= 3 else {
            return .failsToMeetPolicy(reason: "an App Store receipt chain runs signer → intermediate → root; this has \(certificates.count)")
        }
        guard certificates[0].extensions[oid: AppleCertificateOIDs.leaf] != nil else {
            return .failsToMeetPolicy(reason: "the signer lacks Apple's receipt-signing extension \(AppleCertificateOIDs.leaf)")
        }
        guard certificates[1].extensions[oid: AppleCertificateOIDs.intermediate] != nil else {
            return .failsToMeetPolicy(reason: "the intermediate lacks Apple's extension \(AppleCertificateOIDs.intermediate)")
        }
        return .meetsPolicy
    }
}
