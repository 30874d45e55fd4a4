import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// A purchase the customer starts on the App Store (a promoted In-App Purchase) waits in
/// `purchaseIntents` until the app completes or dismisses it; nothing is bought meanwhile.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PurchaseIntentTests {
    @Test func anIntentWaitsOnceUntilTheAppCompletesThePurchase() async throws {
        let shop = try await Shop()
        let changes = shop.helper.changes
        try await shop.device.sendPurchaseIntent(for: Florist.large)
        try await shop.device.sendPurchaseIntent(for: Florist.large)
        try await shop.device.sendPurchaseIntent(for: Florist.gold)
        await shop.eventually("both intents arrive") { shop.helper.purchaseIntents.count == 2 }
        #expect(shop.helper.purchaseIntents.map(\.id) == [Florist.large, Florist.gold], "oldest first, each once")
        #expect(!(try await shop.helper.isPurchased(productId: Florist.large)), "an intent buys nothing")
        var announced: [String] = []
        for await change in changes {
            if case .purchaseIntent(let productId) = change { announced.append(productId) }
            if announced.count == 3 { break }
        }
        #expect(announced == [Florist.large, Florist.large, Florist.gold])

        let intent = try #require(shop.helper.purchaseIntents.first)
        _ = try await shop.helper.purchase(intent)
        #expect(shop.helper.purchaseIntents.map(\.id) == [Florist.gold])
        #expect(try await shop.helper.isPurchased(productId: Florist.large))

        shop.helper.dismissPurchaseIntent(for: Florist.gold)
        #expect(shop.helper.purchaseIntents.isEmpty)
    }

    @Test func aCancelledPurchaseStillClearsTheIntent() async throws {
        let shop = try await Shop(try Florist.store(["error.purchase": "userCancelled"]))
        try await shop.device.sendPurchaseIntent(for: Florist.large)
        await shop.eventually("the intent arrives") { !shop.helper.purchaseIntents.isEmpty }
        #expect(try await shop.helper.purchase(try #require(shop.helper.purchaseIntents.first)) == .userCancelled)
        #expect(shop.helper.purchaseIntents.isEmpty)
    }

    @Test func anIntentForAProductOffSaleOrAnOfferItLacksIsRefusedByTheLocalStore() async throws {
        let shop = try await Shop()
        try await shop.session { try $0.setForSale(Florist.large, false) }
        await #expect(throws: StoreError.self) { try await shop.device.sendPurchaseIntent(for: Florist.large) }
        await #expect(throws: StoreError.self) { try await shop.device.sendPurchaseIntent(for: "com.example.unknown") }
        await #expect(throws: StoreError.self) { try await shop.device.sendPurchaseIntent(for: Florist.gold, winBackOfferId: "no-such-offer") }
    }
}
