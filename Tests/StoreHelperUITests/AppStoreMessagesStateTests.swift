import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI
import Testing

@testable import StoreHelper

/// When the App Store's held-back messages are shown: the most pressing first, never while the customer is busy or
/// buying, each once.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AppStoreMessagesStateTests {
    @Test func aBillingProblemIsShownBeforeAPriceIncreaseAndEachOnce() async throws {
        let monthly = "com.revenuecat.monthly_4.99.1_week_intro"
        let annual = "com.revenuecat.annual_39.99_no_trial"
        let (helper, device) = try await Shops.catalog(
            "RevenueCat__purchases-ios__UnitTestsConfiguration.storekit",
            bundleId: "com.revenuecat.StoreKitUnitTestsHostApp",
            ["Monthly": [monthly], "Annual": [annual]]
        )
        let messages = AppStoreMessagesState(helper: helper)
        _ = try await helper.purchase(try #require(helper.product(annual)))
        _ = try await helper.purchase(try #require(helper.product(monthly)))
        try await device.session { store in
            try store.priceIncrease(.request, product: annual)  // the annual plan's increase waits for consent
            try store.set("billingRetry", to: "on")
            try store.advance(by: 95 * Florist.day)  // past the monthly plan's free three months: its renewal fails
        }
        #expect(await helper.wait(until: { helper.pendingMessages.count == 2 }), "\(helper.pendingMessages)")
        #expect(helper.pendingMessages.first?.reason == .priceIncreaseConsent, "the annual subscription, and its message, came first")
        #expect(messages.due?.reason == .billingIssue, "a subscription about to be lost is shown first")
        #expect(await messages.showDue())
        #expect(messages.due?.reason == .priceIncreaseConsent)
        #expect(await messages.showDue())
        #expect(messages.due == nil && helper.pendingMessages.isEmpty)
        #expect(!(await messages.showDue()), "nothing is due")
        #expect(try await device.pendingMessages().isEmpty, "the store raises neither again")
    }

    /// The florist's gold subscriber with a price increase waiting for consent, and the state of their messages.
    static func priceIncreaseWaiting() async throws -> (AppStoreMessagesState, StoreHelper, LocalStore) {
        var store = try Florist.store()
        _ = try store.purchase(Florist.gold)
        try store.priceIncrease(.request, product: Florist.gold)
        let (helper, device) = try await Shops.florist(store)
        return (AppStoreMessagesState(helper: helper), helper, device)
    }

    @Test func nothingIsShownWhileTheCustomerIsBusyOrBuying() async throws {
        let (messages, helper, device) = try await Self.priceIncreaseWaiting()
        messages.customerIsBusy = true
        #expect(messages.due == nil)
        #expect(!(await messages.showDue()))
        #expect(try await device.pendingMessages().count == 1, "still waiting")
        messages.customerIsBusy = false
        #expect(messages.due?.reason == .priceIncreaseConsent)
        helper.purchaseState = .inProgress  // a purchase sheet is up
        #expect(messages.due == nil)
        helper.purchaseState = .purchased
        #expect(messages.due?.reason == .priceIncreaseConsent)
    }

    @Test func aMessageThatCannotBeShownKeepsWaitingWithWhy() async throws {
        let (messages, _, device) = try await Self.priceIncreaseWaiting()
        let waiting = try #require(messages.due)
        // Another device of the customer's showed it meanwhile: this one can no longer.
        try await device.session { store in try store.markDisplayed(waiting.id, accountId: LocalAppStore.defaultAccountId) }
        #expect(!(await messages.showDue()))
        #expect(messages.failure?.contains(waiting.id) == true, "\(messages.failure ?? "no failure")")
    }
}
