// DocC snippet of StoreHelperUI's "Getting started" (compiled by CI; the article quotes it exactly): a paywall of
// one's own over PaywallState, where the SwiftUI views do not fit.
// DocC StoreHelperUI state: imports
import Foundation
import StoreHelper
import StoreHelperUI

// DocC StoreHelperUI state: end

/// A subscription group's plans, one line each, as a paywall of the app's own would show them.
@MainActor
func planLines(helper: StoreHelper, groupId: String) async -> [String] {
    // DocC StoreHelperUI state: body
    let paywall = PaywallState(groupId: groupId, helper: helper, wording: ShopWording(locale: .current))
    await paywall.load()  // prices per month, savings, the offer the customer can have
    let lines = paywall.plans.map { plan in
        [plan.product.displayName, plan.product.displayPrice, plan.perMonthText, plan.savingsText, plan.offerText, plan.commitmentText]
            .compactMap { $0 }.joined(separator: " · ")  // "VIP Gold · $19.99 · $9.99/month for 2 months"
    }
    // DocC StoreHelperUI state: end
    return lines
}
