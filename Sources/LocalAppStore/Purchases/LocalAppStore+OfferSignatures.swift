import AppStoreModels
package import AppStoreSignature
import Crypto
import Foundation
import StoreKitConfiguration
import StoreKitInterface

extension LocalAppStore {
    /// Why the signatures in `options` do not let `account` buy `item`, or nil when they do (or when the
    /// store knows no offer key: like Xcode's testing without a key pair, nothing is checked but the
    /// product a signature names).
    func signatureFailure(_ options: PurchaseOptions, for item: Catalog.Item, account: Account) -> StoreKitErrorName? {
        let verifier = offerKey.flatMap { pair in
            pair.signingKey.map { OfferSignatureVerifier(publicKey: $0.publicKey, keyId: pair.id, bundleId: state.bundleId) }
        }
        if let jws = options.introductoryOfferEligibility {
            if let verifier {
                guard (try? verifier.introductoryOfferEligibility(jws, productId: item.id)) != nil else {
                    return StoreKitErrorName("invalidOfferSignature")
                }
            } else if Self.unverifiedEligibility(jws)?.productId != item.id {
                return StoreKitErrorName("invalidOfferSignature")
            }
        }
        guard let offer = options.promotionalOffer, let verifier else { return nil }
        if let jws = offer.compactJWS {
            guard (try? verifier.promotionalOffer(jws, productId: item.id, offerId: offer.offerId)) != nil else {
                return StoreKitErrorName("invalidOfferSignature")
            }
            return nil
        }
        guard let signature = offer.signature else { return StoreKitErrorName("missingOfferParameters") }
        guard signature.keyIdentifier == verifier.keyId,
            OfferSignatures.isValid(
                signature,
                publicKey: verifier.publicKey,
                bundleId: state.bundleId,
                productId: item.id,
                offerId: offer.offerId,
                appAccountToken: options.appAccountToken ?? account.appAccountToken
            )
        else { return StoreKitErrorName("invalidOfferSignature") }
        return nil
    }

    /// Whether the introductory-offer eligibility signature in `options` lets the purchase take the
    /// introductory offer; nil without one. Read once ``signatureFailure(_:for:account:)`` passed it.
    static func introductoryOfferAllowed(by options: PurchaseOptions) -> Bool? {
        options.introductoryOfferEligibility.flatMap(unverifiedEligibility)?.allowIntroductoryOffer
    }

    /// The claims of a version 2 promotional-offer signature, read without checking it (a purchase with
    /// it checks it).
    package static func unverifiedOfferClaims(_ jws: String) -> OfferSignatures.PromotionalOfferV2Claims? {
        guard jws.utf8.count <= OfferSignatureVerifier.maximumSize, let payload = CompactJWS.payloadBytes(of: jws) else { return nil }
        return try? JSONDecoder().decode(OfferSignatures.PromotionalOfferV2Claims.self, from: Data(payload))
    }

    private static func unverifiedEligibility(_ jws: String) -> OfferSignatures.IntroductoryOfferEligibilityClaims? {
        guard jws.utf8.count <= OfferSignatureVerifier.maximumSize, let payload = CompactJWS.payloadBytes(of: jws) else { return nil }
        return try? JSONDecoder().decode(OfferSignatures.IntroductoryOfferEligibilityClaims.self, from: Data(payload))
    }
}
