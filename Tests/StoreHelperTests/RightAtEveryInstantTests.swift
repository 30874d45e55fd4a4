import AppStoreModels
import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// Forwards only new transactions, as a store that cannot report status changes would: what the
/// helper gets right then, it gets right from its own timer on the store's clock.
struct TransactionsOnlyStore: ForwardingStore {
    let base: LocalStore
    var updates: AsyncStream<StoreUpdate> {
        let source = base.updates
        return AsyncStream { continuation in
            let task = Task {
                for await update in source {
                    if case .subscriptionStatus = update { continue }
                    continuation.yield(update)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// A subscription flies through every state on the store's clock. After each step, nobody asks the
/// helper to refresh: `isPurchased` is judged when asked, and `purchasedProducts` must turn by
/// itself (the listener, the store's status updates, or the helper's timer on the store's clock).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RightAtEveryInstantTests {
    enum Updates: String, CaseIterable { case all, transactionsOnly }

    static func shop(_ settings: [String: String], updates: Updates) async throws -> Shop {
        let device = try LocalStore(store: try Florist.store(settings))
        return try await Shop(device: device, wrap: updates == .all ? nil : { TransactionsOnlyStore(base: $0) })
    }

    /// Moves the store's clock, then checks what the helper says without refreshing it.
    func fly(_ shop: Shop, days: Double) async throws {
        try await shop.session { store in try store.advance(by: days * Florist.day) }
    }

    func expect(
        _ shop: Shop,
        owns: Bool,
        state: SubscriptionState,
        text: [String],
        _ step: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        // First the observable property, which nothing here refreshes; then the answers judged when asked.
        await shop.eventually("purchasedProducts \(step)", sourceLocation: sourceLocation) {
            shop.helper.purchasedProducts.contains(Florist.silver) == owns
        }
        #expect(try await shop.helper.isPurchased(productId: Florist.silver) == owns, "isPurchased \(step)", sourceLocation: sourceLocation)
        let info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"), sourceLocation: sourceLocation)
        #expect(info.state == state, "state \(step)", sourceLocation: sourceLocation)
        #expect(Shop.text.text(for: info) == text, "text \(step)", sourceLocation: sourceLocation)
    }

    @Test(arguments: Updates.allCases)
    func billingRetryWithoutGraceRemovesAccessAtTheRenewalDate(updates: Updates) async throws {
        let shop = try await Self.shop(["billingRetry": "on"], updates: updates)
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))
        try await expect(shop, owns: true, state: .subscribed, text: ["Renews on Apr 2, 2026 for $9.99."], "after buying")

        try await fly(shop, days: 31.5)  // the renewal on 2 Apr fails
        try await expect(
            shop,
            owns: false,
            state: .inBillingRetryPeriod,
            text: ["Billing problem: access is paused until the payment method is updated."],
            "in billing retry"
        )

        let id = try #require(try await shop.latest(Florist.silver)?.transactionId)
        try await shop.session { store in _ = try store.resolve(id) }
        try await expect(shop, owns: true, state: .subscribed, text: ["Renews on May 2, 2026 for $9.99."], "after recovery")

        try await fly(shop, days: 91)  // the renewal on 2 May fails again, and billing retry gives up after 60 days
        try await expect(shop, owns: false, state: .expired, text: ["Expired on May 2, 2026."], "after billing retry ends")
    }

    @Test(arguments: Updates.allCases)
    func gracePeriodKeepsAccessUntilItsEnd(updates: Updates) async throws {
        let shop = try await Self.shop(["billingRetry": "on", "gracePeriod": "on"], updates: updates)
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))

        try await fly(shop, days: 31.5)
        let inGrace = ["Billing problem: access continues until Apr 18, 2026 while the payment is retried."]
        try await expect(shop, owns: true, state: .inGracePeriod, text: inGrace, "in the grace period")

        try await fly(shop, days: 16)  // 18 Apr 22:00: the grace period ended at 10:00
        try await expect(
            shop,
            owns: false,
            state: .inBillingRetryPeriod,
            text: ["Billing problem: access is paused until the payment method is updated."],
            "after the grace period"
        )
    }

    @Test(arguments: Updates.allCases)
    func autoRenewOffExpiresAtThePeriodEnd(updates: Updates) async throws {
        let shop = try await Self.shop([:], updates: updates)
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))
        try await shop.session { store in try store.setAutoRenew(false, product: Florist.silver) }
        try await expect(
            shop,
            owns: true,
            state: .subscribed,
            text: ["Expires in 31 days.", "Auto-renew is off; access ends on Apr 2, 2026."],
            "with auto-renew off"
        )

        try await fly(shop, days: 30.9)
        try await expect(
            shop,
            owns: true,
            state: .subscribed,
            text: ["Expires today.", "Auto-renew is off; access ends today."],
            "just before the end, on its last day"
        )
        try await fly(shop, days: 0.2)
        try await expect(shop, owns: false, state: .expired, text: ["Expired on Apr 2, 2026."], "just after the end")
    }

    @Test(arguments: Updates.allCases)
    func refundRevokesAtOnce(updates: Updates) async throws {
        let shop = try await Self.shop([:], updates: updates)
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))
        try await fly(shop, days: 3)
        let id = try #require(try await shop.latest(Florist.silver)?.transactionId)
        try await shop.session { store in try store.refund(id) }
        try await expect(shop, owns: false, state: .revoked, text: ["Refunded on Mar 5, 2026."], "after the refund")
    }

    @Test(arguments: Updates.allCases)
    func familyMemberLosesAccessWhenThePurchaseIsRevoked(updates: Updates) async throws {
        var store = try Florist.store()
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        let parent = try LocalStore(store: store, accountId: "parent")
        guard case .purchased(let jws) = try await parent.purchase(Florist.large, options: PurchaseOptions()) else {
            Issue.record("the purchase failed")
            return
        }
        let id = try #require(try await parent.verifier.verifyTransaction(jws.compact).transactionId)
        let childDevice = try LocalStore(store: try await parent.snapshot(), accountId: "child")
        let child = try await Shop(device: childDevice, wrap: updates == .all ? nil : { TransactionsOnlyStore(base: $0) })
        #expect(try await child.helper.isPurchased(productId: Florist.large))

        try await child.session { store in
            try store.advance(by: 2 * Florist.day)
            try store.refund(id)
        }
        await child.eventually("the child loses the shared purchase") { !child.helper.purchasedProducts.contains(Florist.large) }
        #expect(try await !child.helper.isPurchased(productId: Florist.large))
        // The child was not refunded: the sharing ended because the purchaser was (FAMILY_REVOKE).
        #expect(try await child.purchaseText(Florist.large) == "Family sharing ended on Mar 4, 2026.")
    }

    @Test func catchUpTakesInWhatTheStoreDidWithoutWaiting() async throws {
        let shop = try await Self.shop([:], updates: .all)
        try await shop.session { store in
            _ = try store.purchase(Florist.plant, accountId: LocalAppStore.defaultAccountId, options: PurchaseOptions(quantity: 2))
        }
        await shop.helper.catchUp()
        #expect(await shop.helper.count(for: Florist.plant) == 2)
        #expect(try await shop.device.unfinishedTransactions().isEmpty)
    }
}
