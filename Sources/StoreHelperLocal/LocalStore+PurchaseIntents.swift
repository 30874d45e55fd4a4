import AppStoreModels
public import LocalAppStore
import StoreKitInterface

extension LocalStore {
    /// The customer starts buying `productId` on the App Store (a promoted In-App Purchase, or with one
    /// of its win-back offers, as StoreKit's `PurchaseIntent.intents` reports them): sends ``updates`` the
    /// intent, for the app to complete the purchase. Nothing is bought. Throws for a product the store
    /// does not sell now, or a win-back offer the product does not have.
    public func sendPurchaseIntent(for productId: String, winBackOfferId: String? = nil) async throws(StoreError) {
        try await oneAtATime { () async throws(StoreError) in
            try await load { (store: LocalAppStore) throws(StoreError) in
                guard store.isForSale(productId) else { throw StoreError.unknownProduct(productId) }
                guard let winBackOfferId else { return }
                let offers = try store.products([productId]).first?.subscription?.winBackOffers ?? []
                guard offers.contains(where: { $0.id == winBackOfferId }) else {
                    throw StoreError.invalidRequest("\(productId) has no win-back offer \(winBackOfferId)")
                }
            }
        }
        subscribers.send(.purchaseIntent(productId: productId, winBackOfferId: winBackOfferId))
    }
}
