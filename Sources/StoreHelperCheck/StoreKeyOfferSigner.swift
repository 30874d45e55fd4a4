#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperLocal
import StoreKitInterface

/// Signs promotional offers with the local store's offer key at the store's time, as the app's server
/// would with its In-App Purchase key: the check's signer when it runs without StoreServer. Without a
/// key (a store saved before stores made their own), offers go unsigned.
struct StoreKeyOfferSigner: PromotionalOfferSigner {
    let device: LocalStore

    func sign(productId: String, offerId: String, appAccountToken: UUID?) async throws -> PromotionalOffer {
        let store = try await device.snapshot()
        guard let pair = store.offerKey else { return PromotionalOffer(offerId: offerId, signature: nil) }
        guard let key = pair.signingKey else {
            throw CheckFailure(.invalidConfiguration, "the catalog's subscriptionOffersKeyPair is not a P-256 key")
        }
        let signatures = OfferSignatures(
            key: InAppPurchaseKey(privateKey: key, keyId: pair.id, issuerId: "", bundleId: store.bundleId),
            clock: MockClock(store.now)  // signed at the store's instant
        )
        return PromotionalOffer(
            offerId: offerId,
            signature: try signatures.promotionalOfferV1(productId: productId, offerId: offerId, appAccountToken: appAccountToken),
            compactJWS: try signatures.promotionalOfferV2(productId: productId, offerIdentifier: offerId)
        )
    }
}
#endif
