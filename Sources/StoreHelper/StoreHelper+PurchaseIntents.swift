import StoreKitInterface

extension StoreHelper {
    /// Forgets the purchase the customer started on the App Store for `productId`, for an app that
    /// decides not to complete it.
    public func dismissPurchaseIntent(for productId: String) {
        purchaseIntents.removeAll { $0.id == productId }
    }

    /// Queues the product the customer started buying outside the app, once, when the app sells it.
    func receivePurchaseIntent(for productId: String) {
        guard let product = product(productId) else {
            logger.notice("ignored a purchase intent for \(productId), which the app's configuration does not list")
            return
        }
        logger.info("the customer started buying \(productId) on the App Store")
        if !purchaseIntents.contains(where: { $0.id == productId }) { purchaseIntents.append(product) }
        broadcast.send(.purchaseIntent(productId: productId))
    }
}
