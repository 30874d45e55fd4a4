#if canImport(SwiftUI)
public import StoreHelper
public import StoreKit
public import SwiftUI

extension View {
    /// StoreKit's own views inside this one (`StoreView`, `ProductView`, `SubscriptionStoreView`) buy for
    /// `helper`: with its server's app account token as a purchase option, and each completed purchase handed to
    /// the helper, which verifies, grants and finishes it as it does its own (``StoreKitViewPurchases``). Apply it
    /// once, around the views that sell; a descendant's own `onInAppPurchaseCompletion` takes precedence there.
    public func storeKitViewPurchases(for helper: StoreHelper, through store: StoreKitStore) -> some View {
        let purchases = StoreKitViewPurchases(helper: helper, store: store)
        return
            self
            .inAppPurchaseOptions { product in await purchases.options(for: product) }
            .onInAppPurchaseCompletion { product, result in await purchases.complete(product, result) }
    }
}
#endif
