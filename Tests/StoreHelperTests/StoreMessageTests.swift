import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// The App Store's messages reach the app as they arise, wait until the app shows them, and are shown once.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreMessageTests {
    @Test func aBillingProblemWaitsForTheAppAndIsShownOnce() async throws {
        let shop = try await Shop(try Florist.store(["billingRetry": "on"]))
        #expect(shop.helper.pendingMessages.isEmpty)
        _ = try await shop.helper.purchase(try shop.product(Florist.bronze))
        let changes = shop.helper.changes
        try await shop.session { try $0.advance(by: 31 * Florist.day) }  // the renewal fails: billing retry
        await shop.eventually("the billing problem's message arrives") { shop.helper.pendingMessages.map(\.reason) == [.billingIssue] }
        for await change in changes {
            if case .pendingMessages(let count) = change {
                #expect(count == 1)
                break
            }
        }

        let message = try #require(shop.helper.pendingMessages.first)
        #expect(message.productId == Florist.bronze)
        try await shop.helper.display(message)
        #expect(shop.helper.pendingMessages.isEmpty)
        #expect(try await shop.device.pendingMessages().isEmpty, "the store does not raise it again")
        await shop.helper.refreshMessages()
        #expect(shop.helper.pendingMessages.isEmpty)
        await #expect(throws: StoreHelperError.self) { try await shop.helper.display(message) }
    }

    @Test func aPriceIncreaseWaitingForConsentIsReadAtStart() async throws {
        var store = try Florist.store()
        _ = try store.purchase(Florist.gold)
        try store.priceIncrease(.request, product: Florist.gold)
        let shop = try await Shop(store)
        #expect(shop.helper.pendingMessages.map(\.reason) == [.priceIncreaseConsent])
        try await shop.session { try $0.priceIncrease(.accept, product: Florist.gold) }
        await shop.eventually("the consent clears the message") { shop.helper.pendingMessages.isEmpty }
    }
}
