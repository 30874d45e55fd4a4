// README snippet "screens": StoreHelperUI's views in an app's screen (compiled as an app's code by CI: on Linux, where
// SwiftUI is absent, as iOS and as macOS by scripts/apple-typecheck/check.py against the checked SwiftUI stand-in;
// the README quotes the imports and the lines between the markers exactly).
#if canImport(SwiftUI)
// README snippet screens: imports
import StoreHelper
import StoreHelperUI
import SwiftUI

// README snippet screens: end

// README snippet screens: body
/// The florist's shop: its products with their purchase buttons, the VIP subscription's status, and its paywall.
struct ShopScreen: View {
    let helper: StoreHelper  // made and started at launch (above)
    let openSubscriptionManagement: @MainActor () -> Void  // StoreKitSheets, or StoreKit's SwiftUI sheet

    var body: some View {
        VStack(alignment: .leading) {
            ShopList(helper: helper)  // every product by section, each with its purchase button
            SubscriptionStatusView(group: "VIP", helper: helper) { action in
                if action == .manageSubscriptions { openSubscriptionManagement() }
            }
            PaywallView(groupId: "21482001", helper: helper)  // plans, price per month, savings, offers
        }
    }
}
// README snippet screens: end
#endif
