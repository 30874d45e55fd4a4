import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

/// The App Store messages the local store raises (StoreKit's `Message.Reason`): when Apple's pages say each is sent,
/// for whom, and that one shown is not raised again.
@Suite struct MessageTests {
    typealias F = Florist

    /// A real catalog whose subscriptions have win-back offers, and one such subscription.
    static func withWinBackOffers() throws -> (ConfigurationFile, String) {
        let configuration = try Fixtures.storekit("Kosikowski__swift-storekit__Demo.storekit")
        let product = try #require(configuration.allProducts.map(\.product).first { !($0.winbackOffers ?? []).isEmpty })
        return (configuration, product.productID)
    }

    @Test func aBillingProblemRaisesOneMessageUntilShownOrRecovered() throws {
        var store = try F.store(["billingRetry": "on", "gracePeriod": "on"])
        #expect(store.messages(for: "default").isEmpty)
        let expires = try #require(try store.buy(F.silver).expiresDate?.date)
        #expect(store.messages(for: "default").isEmpty)
        try store.advance(by: expires.timeIntervalSince(F.start) + F.day)  // the renewal failed: grace period
        let message = try #require(store.messages(for: "default").first)
        #expect(message.reason == .billingIssue && message.productId == F.silver)
        #expect(store.messages(for: "default").count == 1)
        try store.advance(by: 20 * F.day)  // grace over, still in billing retry: the same failure, the same message
        #expect(store.messages(for: "default") == [message])

        try store.markDisplayed(message.id, accountId: "default")
        #expect(store.messages(for: "default").isEmpty)
        #expect(throws: StoreError.self) { try store.markDisplayed(message.id, accountId: "default") }  // shown once

        var recovering = try F.store(["billingRetry": "on"])
        _ = try recovering.buy(F.bronze)
        try recovering.advance(by: 31 * F.day)
        #expect(recovering.messages(for: "default").map(\.reason) == [.billingIssue])
        _ = try recovering.resolve(try #require(recovering.subscriptions.first?.latestTransactionId))
        #expect(recovering.messages(for: "default").isEmpty)  // paid: nothing to fix
    }

    @Test func aPriceIncreaseRaisesAMessageWhileItWaitsForConsent() throws {
        var store = try F.store()
        _ = try store.buy(F.silver)
        try store.priceIncrease(.notice, product: F.silver)  // no consent needed: no message
        #expect(store.messages(for: "default").isEmpty)

        var consent = try F.store()
        _ = try consent.buy(F.gold)
        try consent.priceIncrease(.request, product: F.gold)
        let message = try #require(consent.messages(for: "default").first)
        #expect(message.reason == .priceIncreaseConsent && message.productId == F.gold)
        try consent.priceIncrease(.accept, product: F.gold)
        #expect(consent.messages(for: "default").isEmpty)
    }

    @Test func aLapsedSubscriberWithWinBackOffersIsSentOneMessagePerGroup() throws {
        let (configuration, productId) = try Self.withWinBackOffers()
        var store = try F.store(configuration: configuration)
        _ = try store.buy(productId)
        #expect(store.messages(for: "default").isEmpty)  // subscribed: nothing to win back
        try store.expireSubscription(productId)
        let message = try #require(store.messages(for: "default").first)
        #expect(message.reason == .winBackOffer && message.productId == productId)
        #expect(store.messages(for: "default").count == 1)
        _ = try store.buy(productId)  // subscribed again
        #expect(store.messages(for: "default").isEmpty)

        var florist = try F.store()  // the florist's groups have no win-back offers
        _ = try florist.buy(F.silver)
        try florist.expireSubscription(F.silver)
        #expect(florist.messages(for: "default").isEmpty)
    }

    @Test func messagesBelongToTheSubscriberWhoPays() throws {
        var store = try F.store(["billingRetry": "on"])
        try store.addAccount("other")
        _ = try store.buy(F.bronze)
        try store.advance(by: 31 * F.day)
        let message = try #require(store.messages(for: "default").first)
        #expect(store.messages(for: "other").isEmpty)
        #expect(throws: StoreError.self) { try store.markDisplayed(message.id, accountId: "other") }
        #expect(throws: StoreError.self) { try store.markDisplayed(message.id, accountId: "nobody") }
        #expect(store.messages(for: "default") == [message])

        // An organization's seat is paid by the organization: taken back, it leaves nothing to win back.
        let (configuration, productId) = try Self.withWinBackOffers()
        var seats = try F.store(configuration: configuration)
        try seats.assign(productId, to: "default", organization: "Acme")
        try seats.revokeAssignment(try #require(seats.subscriptions.first?.originalTransactionId))
        #expect(seats.messages(for: "default").isEmpty)
    }
}
