// DocC snippet of StoreHelperUI's "Getting started" (compiled as an app's code by CI: as iOS and as macOS by
// scripts/apple-typecheck/check.py; the article quotes it exactly).
#if canImport(SwiftUI)
// DocC StoreHelperUI paywall: imports
import Foundation
import StoreHelper
import StoreHelperUI
import SwiftUI

// DocC StoreHelperUI paywall: end

// DocC StoreHelperUI paywall: body
/// The VIP paywall, in French for a French customer and in English otherwise.
struct VIPPaywall: View {
    let helper: StoreHelper  // made and started at launch

    var body: some View {
        PaywallView(groupId: "21482001", helper: helper, wording: ShopWording(locale: .current))
    }
}
// DocC StoreHelperUI paywall: end
#endif
