import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import Testing

/// Refund requests through the helper: they reach the store for the customer's latest transaction of the
/// product, and a product the customer never bought is refused as such, with nothing asked.
@MainActor
@Suite struct RefundRequestTests {
    @Test func aRefundRequestReachesTheStoreOnce() async throws {
        let shop = try await Shop()
        _ = try await shop.helper.purchase(try shop.product(Florist.large))
        try await shop.helper.requestRefund(for: Florist.large)
        let again = await #expect(throws: StoreHelperError.self) { try await shop.helper.requestRefund(for: Florist.large) }
        #expect(
            again?.kind == .store && again?.message.contains("already requested") == true,
            "the store holds the first: \(String(describing: again))"
        )
    }

    @Test func aSubscriptionsRefundRequestTurnsItsAutoRenewOff() async throws {
        let shop = try await Shop()
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))
        #expect(try await shop.helper.subscriptionInfo(for: "VIP")?.willAutoRenew == true)
        try await shop.helper.requestRefund(for: Florist.silver)
        #expect(try await shop.helper.subscriptionInfo(for: "VIP")?.willAutoRenew == false, "Apple turns auto-renew off while it decides")
    }

    @Test func aProductNeverBoughtIsRefusedAsNotPurchased() async throws {
        let shop = try await Shop()
        let refused = await #expect(throws: StoreHelperError.self) { try await shop.helper.requestRefund(for: Florist.small) }
        #expect(refused?.kind == .notPurchased, "not unknown-product: the store sells it")
        #expect(shop.helper.product(Florist.small) != nil)
    }
}
