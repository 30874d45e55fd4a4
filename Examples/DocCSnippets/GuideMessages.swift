// DocC snippet of StoreHelper's guide, "App Store messages" (compiled by CI; the article quotes it exactly).
import StoreHelper

/// Shows the App Store's waiting messages once the customer is between tasks (after a purchase has ended, on the
/// shop's first appearance): a billing problem first, for a subscription is at stake.
@MainActor
func showAppStoreMessages(_ helper: StoreHelper, customerIsBusy: Bool) async {
    // DocC Messages: body
    guard !customerIsBusy else { return }  // they wait in helper.pendingMessages
    let billing = helper.pendingMessages.filter { $0.reason == .billingIssue }
    let urgentFirst = billing + helper.pendingMessages.filter { $0.reason != .billingIssue }
    for message in urgentFirst {
        do { try await helper.display(message) } catch { break }  // not shown: it keeps waiting
    }
    // DocC Messages: end
}
