import Foundation
public import StoreHelper
public import StoreKit

/// What StoreKit's own views (`StoreView`, `ProductView`, `SubscriptionStoreView`) buy, routed through StoreHelper:
/// the options they buy with, and what they hand back on completion. The SwiftUI modifier
/// `storeKitViewPurchases(for:through:)` installs both; this type is the part that decides, and runs wherever
/// StoreKit does (on Linux, over StoreKit on Linux, in this package's tests).
///
/// Without it, a purchase completed in StoreKit's views reaches `Transaction.updates`, which ``StoreKitStore``
/// listens to: it is granted, but without the customer's app account token, and a failure shows only StoreKit's
/// alert (Apple: `onInAppPurchaseCompletion(perform:)`).
@MainActor
public struct StoreKitViewPurchases: Sendable {
    /// The helper the purchases are granted by.
    public let helper: StoreHelper
    /// The store over StoreKit the helper buys through.
    public let store: StoreKitStore

    /// Purchases made in StoreKit's views, granted by `helper` (whose store is `store`).
    public init(helper: StoreHelper, store: StoreKitStore) {
        self.helper = helper
        self.store = store
    }

    /// The options a StoreKit view buys `product` with: the app account token of the helper's server, when it has
    /// one, so that the App Store and the app's server attribute the purchase to this customer, as they do the
    /// helper's own purchases.
    public func options(for product: Product) -> Set<Product.PurchaseOption> {
        guard let token = helper.server?.appAccountToken else { return [] }
        return [.appAccountToken(token)]
    }

    /// Takes in what a StoreKit view's purchase of `product` ended with: the helper verifies, delivers and
    /// finishes a purchased transaction once, notes a pending one, and records a cancellation or a failure in
    /// its `purchaseState` (a failure in `lastError` too). What the helper made of it,
    /// or why it granted nothing.
    @discardableResult
    public func complete(
        _ product: Product,
        _ result: Result<Product.PurchaseResult, any Error>
    ) async -> Result<PurchaseResult<StoreTransaction>, StoreHelperError> {
        let outcome: Result<PurchaseResult<SignedJWS>, StoreFailure>
        do { outcome = .success(try await store.outcome(of: result, for: product)) } catch { outcome = .failure(error) }
        do { return .success(try await helper.receivePurchase(of: product.id, outcome)) } catch { return .failure(error) }
    }
}
