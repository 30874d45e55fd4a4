// DocC snippet of StoreHelperUI's "Getting started", section "Apple's views" (compiled as an app's code by CI: as iOS
// and as macOS by scripts/apple-typecheck/check.py, against the checked StoreKit and SwiftUI stand-ins; the article
// quotes it exactly).
#if canImport(SwiftUI)
// DocC StoreHelperUI apple-views: imports
import StoreHelper
import StoreHelperStoreKit
import StoreKit
import SwiftUI

// DocC StoreHelperUI apple-views: end

// DocC StoreHelperUI apple-views: body
/// The florist's shop in StoreKit's own views: what they sell is bought for the helper's customer, and granted,
/// finished and shown by the helper, as its own purchases are.
struct AppleShopScreen: View {
    let helper: StoreHelper  // made over `store` and started at launch
    let store: StoreKitStore

    var body: some View {
        VStack(alignment: .leading) {
            if !helper.purchasedProducts.contains("com.storehelper.subscription.vip.gold") {
                SubscriptionStoreView(groupID: "21482001")  // hidden once Gold, the top plan, is owned
            }
            ProductView(id: "com.storehelper.nonconsumable.flowers-large")
            StoreView(ids: ["com.storehelper.consumable.plant-installation"])
        }
        .storeKitViewPurchases(for: helper, through: store)
    }
}
// DocC StoreHelperUI apple-views: end
#endif
