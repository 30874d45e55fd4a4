import StoreKitInterface

/// A purchase the customer started outside the app, for the app to complete (StoreKit's
/// `PurchaseIntent`): a promoted In-App Purchase, or a win-back offer redeemed on the App Store.
public struct StorePurchaseIntent: Hashable, Sendable, Identifiable {
    /// The product to buy.
    public var product: StoreProduct
    /// The win-back offer the customer chose, which the purchase must apply; nil for a promoted purchase.
    public var winBackOfferId: String?

    public init(product: StoreProduct, winBackOfferId: String? = nil) {
        self.product = product
        self.winBackOfferId = winBackOfferId
    }

    /// The product's id: one intent per product waits.
    public var id: String { product.id }
}
