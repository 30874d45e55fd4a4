import AppStoreModels
package import AppStoreSignature
import Crypto
import Foundation
import StoreKitConfiguration

extension LocalAppStore {
    /// Why the signatures in `options` do not let `account` buy `item`, or nil when they do. A store made since
    /// stores make their own offer key always has one; only a store saved before, over a catalog without a key
    /// pair, knows none, and then checks nothing but the product a signature names.
    func signatureFailure(_ options: PurchaseOptions, for item: Catalog.Item, account: Account) -> StoreKitErrorName? {
        let verifier = offerKey.flatMap { pair in
            pair.signingKey.map { OfferSignatureVerifier(publicKey: $0.publicKey, keyId: pair.id, bundleId: state.bundleId) }
        }
        if let jws = options.introductoryOfferEligibility {
            if let verifier {
                guard let claims = try? verifier.introductoryOfferEligibility(jws, productId: item.id),
                    isWithinValidity(signedAt: Date(timeIntervalSince1970: TimeInterval(claims.iat)))
                else {
                    return StoreKitErrorName("invalidOfferSignature")
                }
            } else if Self.unverifiedEligibility(jws)?.productId != item.id {
                return StoreKitErrorName("invalidOfferSignature")
            }
        }
        guard let offer = options.promotionalOffer, let verifier else { return nil }
        if let jws = offer.compactJWS {
            guard let claims = try? verifier.promotionalOffer(jws, productId: item.id, offerId: offer.offerId),
                !isRedeemed(nonce: claims.nonce),
                isWithinValidity(signedAt: Date(timeIntervalSince1970: TimeInterval(claims.iat))),
                claims.transactionId.map({ belongs($0, to: account) }) ?? true
            else { return StoreKitErrorName("invalidOfferSignature") }
            return nil
        }
        guard let signature = offer.signature else { return StoreKitErrorName("missingOfferParameters") }
        // The token in the signed string is the one the purchase carries (an empty string without one): Apple's
        // "Generating a signature for promotional offers" combines `appAccountToken` as the app passes it.
        guard signature.keyIdentifier == verifier.keyId,
            !isRedeemed(nonce: signature.nonce.uuidString),
            isWithinValidity(signedAt: Date(timeIntervalSince1970: TimeInterval(signature.timestamp) / 1_000)),
            OfferSignatures.isValid(
                signature,
                publicKey: verifier.publicKey,
                bundleId: state.bundleId,
                productId: item.id,
                offerId: offer.offerId,
                appAccountToken: options.appAccountToken
            )
        else { return StoreKitErrorName("invalidOfferSignature") }
        return nil
    }

    /// How long a signature stays good: "The timestamp keeps the offer active for 24 hours" (Apple's App Store Server
    /// Library, `PromotionalOfferSignatureCreator`; StoreKit's `Product.SubscriptionOffer.Signature.timestamp`).
    static let signatureValidity: TimeInterval = 24 * 3_600
    /// How far ahead of the clock a signature may be dated (clock skew between the signing server and the store;
    /// Apple gives no number, so the store allows little).
    static let signatureClockSkew: TimeInterval = 5 * 60

    /// Whether a signature made at `signed` is within its 24 hours, on the store's clock or on the wall clock:
    /// servers sign on the wall clock while tests and demos move the store's, and a signature outside the window on
    /// both is refused. (Dates are made from the signature's numbers as floating point: no overflow.)
    private func isWithinValidity(signedAt signed: Date) -> Bool {
        [now, wallClock.now].contains { clock in
            signed.timeIntervalSince(clock) <= Self.signatureClockSkew && clock.timeIntervalSince(signed) <= Self.signatureValidity
        }
    }

    /// Whether a purchase already used a signature with this nonce (Apple: "a one-time UUID your server
    /// generates"; StoreKit's `Product.SubscriptionOffer.Signature.nonce`).
    private func isRedeemed(nonce: String) -> Bool { state.redeemedOfferNonces?.contains(nonce.lowercased()) == true }

    /// Whether `transactionId` is one of `account`'s own transactions (or their original): a version 2 signature that
    /// names a transaction is for that customer.
    private func belongs(_ transactionId: String, to account: Account) -> Bool {
        state.transactions.held(by: account.id).contains { $0.id == transactionId || $0.payload.originalTransactionId == transactionId }
    }

    /// Records the nonce of the promotional-offer signature `options` redeem: it is good once.
    mutating func redeemOfferNonce(of options: PurchaseOptions) {
        guard let offer = options.promotionalOffer else { return }
        let nonce = offer.compactJWS.flatMap { Self.unverifiedOfferClaims($0)?.nonce } ?? offer.signature?.nonce.uuidString
        guard let nonce else { return }
        state.redeemedOfferNonces = (state.redeemedOfferNonces ?? []).union([nonce.lowercased()])
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
