import Logging
import StoreKitInterface

extension StoreHelper {
    /// Completes a purchase the customer started on the App Store: buys its product with its win-back
    /// offer, if any, as ``purchase(_:options:promotionalOfferId:)`` does.
    @discardableResult
    public func purchase(
        _ intent: StorePurchaseIntent,
        options: PurchaseOptions = PurchaseOptions()
    ) async throws(StoreHelperError) -> PurchaseResult<StoreTransaction> {
        var options = options
        if let offerId = intent.winBackOfferId { options.winBackOfferId = offerId }
        return try await purchase(intent.product, options: options)
    }

    /// Forgets the purchase the customer started on the App Store for `productId`, for an app that
    /// decides not to complete it.
    public func dismissPurchaseIntent(for productId: String) {
        purchaseIntents.removeAll { $0.id == productId }
    }

    /// Queues the purchase the customer started outside the app, once per product (the latest intent
    /// wins), when the app sells the product.
    func receivePurchaseIntent(for productId: String, winBackOfferId: String?) {
        guard let product = product(productId) else {
            logger.notice("ignored a purchase intent for \(productId), which the app's configuration does not list")
            return
        }
        logger.info("the customer started buying \(productId) on the App Store")
        let intent = StorePurchaseIntent(product: product, winBackOfferId: winBackOfferId)
        if let index = purchaseIntents.firstIndex(where: { $0.id == productId }) {
            purchaseIntents[index] = intent
        } else {
            purchaseIntents.append(intent)
        }
        broadcast.send(.purchaseIntent(productId: productId))
    }
}
