public import Crypto
import Foundation

/// Checks the JWS-based offer signatures an app's server makes with its In-App Purchase key
/// (``OfferSignatures``) as a store does before it applies them: ES256 by the known key, the right
/// audience, this app's bundle id, and the product (and offer) being bought. The local App Store's
/// counterpart of StoreKit's `promotionalOffer(_:compactJWS:)` and `introductoryOfferEligibility(compactJWS:)`.
public struct OfferSignatureVerifier: Sendable {
    /// The key offers are signed with.
    public var publicKey: P256.Signing.PublicKey
    /// The key's identifier: the JWS header's `kid`.
    public var keyId: String
    /// The app's bundle id: the `bid` claim.
    public var bundleId: String

    public init(publicKey: P256.Signing.PublicKey, keyId: String, bundleId: String) {
        self.publicKey = publicKey
        self.keyId = keyId
        self.bundleId = bundleId
    }

    /// The claims of a promotional offer signature (audience `promotional-offer`) for `offerId` on
    /// `productId`; a ``VerificationError`` saying what was wrong otherwise.
    public func promotionalOffer(
        _ compactJWS: String,
        productId: String,
        offerId: String
    ) throws(VerificationError)
        -> OfferSignatures.PromotionalOfferV2Claims
    {
        let claims: OfferSignatures.PromotionalOfferV2Claims = try verified(
            compactJWS,
            audience: "promotional-offer",
            what: "the promotional offer signature"
        )
        guard claims.bid == bundleId, claims.productId == productId, claims.offerIdentifier == offerId else {
            throw VerificationError(
                .invalidClaim,
                "the promotional offer signature is for \(claims.bid) \(claims.productId) \(claims.offerIdentifier), not \(bundleId) \(productId) \(offerId)"
            )
        }
        return claims
    }

    /// The claims of an introductory-offer eligibility signature (audience
    /// `introductory-offer-eligibility`) for `productId`; a ``VerificationError`` otherwise.
    public func introductoryOfferEligibility(
        _ compactJWS: String,
        productId: String
    ) throws(VerificationError)
        -> OfferSignatures.IntroductoryOfferEligibilityClaims
    {
        let claims: OfferSignatures.IntroductoryOfferEligibilityClaims = try verified(
            compactJWS,
            audience: "introductory-offer-eligibility",
            what: "the introductory offer eligibility signature"
        )
        guard claims.bid == bundleId, claims.productId == productId else {
            throw VerificationError(
                .invalidClaim,
                "the introductory offer eligibility signature is for \(claims.bid) \(claims.productId), not \(bundleId) \(productId)"
            )
        }
        return claims
    }

    private func verified<Claims: Decodable & Sendable>(_ text: String, audience: String, what: String) throws(VerificationError) -> Claims {
        guard text.utf8.count <= Self.maximumSize else { throw .inputTooLarge(size: text.utf8.count, limit: Self.maximumSize) }
        let jws = try CompactJWS(text)
        try jws.checkSigned(by: publicKey, keyId: keyId, what: what)
        guard let audienceClaim = try? JSONDecoder().decode(Audience.self, from: Data(jws.payload)), audienceClaim.aud == audience else {
            throw VerificationError(.invalidClaim, "\(what)'s aud is not \(audience)")
        }
        do { return try JSONDecoder().decode(Claims.self, from: Data(jws.payload)) } catch {
            throw .payloadNotDecodable("\(what) lacks a claim it needs: \(error)")
        }
    }

    /// The largest signature read: an offer signature is a few hundred bytes.
    public static let maximumSize = 8 * 1024

    private struct Audience: Decodable { var aud: String }
}
