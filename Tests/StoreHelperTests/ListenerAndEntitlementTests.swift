import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import LocalCertificateAuthority
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// The listener, entitlements, subscription and purchase info, consumables and restore, through
/// StoreHelper's public API against the local App Store.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ListenerAndEntitlementTests {
    typealias S = Shop

    @Test func waitingForTheListenerEndsOnTheChangeOrAtTheTimeout() async throws {
        let shop = try await Shop()
        _ = try await shop.helper.purchase(try shop.product(Florist.bronze))
        #expect(await !shop.helper.wait(until: { shop.helper.purchasedProducts.isEmpty }, timeout: .milliseconds(50)))
        let bronze = try #require(try await shop.latest(Florist.bronze)?.transactionId)
        try await shop.session { store in try store.refund(bronze) }
        // The refund reaches the helper through its listener; the wait ends on that change.
        #expect(await shop.helper.wait(until: { shop.helper.purchasedProducts.isEmpty }))
    }

    @Test func listenerSurvivesRevokedAndUnverifiedAndDeliversTheNext() async throws {
        let injector = WrappedStore.Injector()
        let shop = try await Shop(wrap: { WrappedStore(base: $0, injector: injector) })
        let seen = ChangeLog(shop.helper)
        _ = try await shop.helper.purchase(try shop.product(Florist.large))
        _ = try await shop.helper.purchase(try shop.product(Florist.bronze))
        #expect(shop.helper.purchasedProducts == [Florist.large, Florist.bronze])

        // 1. A refund arrives through the listener as a revoked transaction.
        let large = try #require(try await shop.latest(Florist.large)?.transactionId)
        try await shop.session { store in try store.refund(large) }
        await shop.eventually("refund removes access") { !shop.helper.purchasedProducts.contains(Florist.large) }
        // 2. A transaction that does not verify (signed by someone else) arrives.
        let stranger = try CertificateAuthority.generate(name: "Stranger", options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000)))
        var fake = JWSTransactionDecodedPayload()
        fake.transactionId = "666"
        fake.productId = Florist.roses
        fake.type = .nonConsumable
        fake.bundleId = Florist.bundleId
        fake.environment = .localTesting
        fake.signedDate = MillisecondDate(Florist.start)
        injector.send(.transaction(jws: SignedJWS(try stranger.signer().sign(fake))))
        await seen.until("the forged transaction was seen and rejected") { $0.contains { if case .unverified = $0 { true } else { false } } }
        // 3. The next genuine transaction (a renewal) is still delivered.
        try await shop.session { store in try store.advance(by: 31 * Florist.day) }
        await shop.eventually("renewal delivered and finished") {
            (try? await shop.device.unfinishedTransactions().isEmpty) == true
        }
        #expect(try await shop.helper.isPurchased(productId: Florist.bronze))
        #expect(try await !shop.helper.isPurchased(productId: Florist.roses))
        let renewals = try await shop.transactions().filter { $0.transactionReason == .renewal }
        #expect(renewals.count == 1)
        let renewal = try #require(renewals.first?.transactionId)
        await seen.until("the refund and the renewal were reported") {
            $0.contains(.revoked(productId: Florist.large, transactionId: large))
                && $0.contains(.delivered(productId: Florist.bronze, transactionId: renewal))
        }
    }

    @Test func consumableDeliveredTwiceCountsOnceAndSurvivesARestart() async throws {
        let ledger = Shop.temporaryLedger()
        defer { try? FileManager.default.removeItem(at: ledger) }
        let device = try LocalStore(store: try Florist.store())
        let injector = WrappedStore.Injector()
        let shop = try await Shop(device: device, ledger: ledger, wrap: { WrappedStore(base: $0, injector: injector) })
        let bought = try await shop.helper.purchase(try shop.product(Florist.plant), options: PurchaseOptions(quantity: 2))
        #expect(await shop.helper.count(for: Florist.plant) == 2)
        // The same transaction again through the listener, and once more through restore.
        let jws = SignedJWS(try #require(bought.transaction?.signed.jws))
        injector.send(.transaction(jws: jws))
        try await shop.helper.restorePurchases()
        await shop.eventually("listener handled the duplicate") { (try? await shop.device.unfinishedTransactions().isEmpty) == true }
        #expect(await shop.helper.count(for: Florist.plant) == 2)
        try await shop.helper.consume(Florist.plant)
        await #expect(throws: StoreHelperError.self) { try await shop.helper.consume(Florist.plant, quantity: 5) }
        #expect(await shop.helper.count(for: Florist.plant) == 1)

        // A restart: a new helper over the same ledger file and store.
        let restarted = try await Shop(device: device, ledger: ledger)
        #expect(await restarted.helper.count(for: Florist.plant) == 1)
        try await restarted.helper.restorePurchases()
        #expect(await restarted.helper.count(for: Florist.plant) == 1)
    }

    /// A new install gets non-consumables and subscriptions back from StoreKit; a finished consumable only when the app
    /// sets `SKIncludeConsumableInAppPurchaseHistory` (otherwise StoreKit's history leaves it out and the app's server
    /// is where it is kept:
    /// https://developer.apple.com/documentation/bundleresources/information-property-list/skincludeconsumableinapppurchasehistory).
    @Test(arguments: [false, true])
    func restoreAfterAFreshInstallGivesBackPurchases(includeConsumableHistory: Bool) async throws {
        let device = try LocalStore(store: try Florist.store(["includeConsumableHistory": String(includeConsumableHistory)]))
        let first = try await Shop(device: device)
        _ = try await first.helper.purchase(try first.product(Florist.large))
        _ = try await first.helper.purchase(try first.product(Florist.silver))
        _ = try await first.helper.purchase(try first.product(Florist.plant))

        // Same account, new install: a new ledger file and a new helper.
        let fresh = try await Shop(device: device, ledger: Shop.temporaryLedger())
        try await fresh.helper.restorePurchases()
        #expect(fresh.helper.purchasedProducts == [Florist.large, Florist.silver])
        #expect(await fresh.helper.count(for: Florist.plant) == (includeConsumableHistory ? 1 : 0))
    }

    @Test func upgradeAndDowngradeShowInSubscriptionInfo() async throws {
        let shop = try await Shop()
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))
        var info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
        #expect(info.product.id == Florist.silver && info.state == .subscribed && info.willAutoRenew)
        #expect(Shop.text.text(for: info) == ["Renews on Apr 2, 2026 for $9.99."])

        _ = try await shop.helper.purchase(try shop.product(Florist.gold))  // upgrade: immediate
        info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
        #expect(info.product.id == Florist.gold)
        #expect(shop.helper.purchasedProducts == [Florist.gold])

        _ = try await shop.helper.purchase(try shop.product(Florist.bronze))  // downgrade: at the next renewal
        info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
        #expect(info.product.id == Florist.gold && info.pendingChange?.id == Florist.bronze)
        #expect(Shop.text.text(for: info) == ["Renews on Apr 2, 2026 for $4.99.", "Changes to VIP Bronze on Apr 2, 2026."])

        try await shop.session { store in try store.advance(by: 32 * Florist.day) }
        await shop.eventually("downgrade applied") { shop.helper.purchasedProducts == [Florist.bronze] }
        info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
        #expect(info.product.id == Florist.bronze && info.pendingChange == nil)
    }

    @Test func gracePeriodKeepsAccessAndBillingRetryPastItRemovesIt() async throws {
        let shop = try await Shop(try Florist.store(["billingRetry": "on", "gracePeriod": "on"]))
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))
        try await shop.session { store in try store.advance(by: 32 * Florist.day) }
        var info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
        #expect(info.state == .inGracePeriod)
        #expect(try await shop.helper.isPurchased(productId: Florist.silver))
        #expect(Shop.text.text(for: info) == ["Billing problem: access continues until Apr 18, 2026 while the payment is retried."])

        try await shop.session { store in try store.advance(by: 20 * Florist.day) }
        info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
        #expect(info.state == .inBillingRetryPeriod)
        #expect(try await !shop.helper.isPurchased(productId: Florist.silver))
    }

    @Test func refundRemovesAccessAndSaysSo() async throws {
        let shop = try await Shop()
        _ = try await shop.helper.purchase(try shop.product(Florist.small))
        _ = try await shop.helper.purchase(try shop.product(Florist.gold))
        let small = try #require(try await shop.latest(Florist.small)?.transactionId)
        let gold = try #require(try await shop.latest(Florist.gold)?.transactionId)
        try await shop.session { store in
            try store.advance(by: 3 * Florist.day)
            try store.refund(small)
            try store.refund(gold)
        }
        await shop.eventually("refunds applied") { shop.helper.purchasedProducts.isEmpty }
        #expect(try await shop.purchaseText(Florist.small) == "Refunded on Mar 5, 2026.")
        #expect(try await shop.subscriptionText("VIP") == ["Refunded on Mar 5, 2026."])
    }

    @Test func autoRenewOffAndNonRenewingTexts() async throws {
        let shop = try await Shop()
        _ = try await shop.helper.purchase(try shop.product(Florist.bronze))
        _ = try await shop.helper.purchase(try shop.product(Florist.seasonal))
        try await shop.session { store in
            try store.setAutoRenew(false, product: Florist.bronze)
            try store.advance(by: 28 * Florist.day)
        }
        let info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
        #expect(Shop.text.text(for: info).first == "Expires in 3 days.")
        #expect(try await shop.purchaseText(Florist.seasonal) == "Purchased on Mar 2, 2026. Expires in 64 days.")
        try await shop.session { store in try store.advance(by: 70 * Florist.day) }
        #expect(try await !shop.helper.isPurchased(productId: Florist.seasonal))
        #expect(try await !shop.helper.isPurchased(productId: Florist.bronze))
        #expect(try await shop.purchaseText(Florist.seasonal) == "Purchased on Mar 2, 2026. Expired on Jun 2, 2026.")
    }

    @Test func familySharedPurchaseReachesTheFamily() async throws {
        var store = try Florist.store()
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        let parentDevice = try LocalStore(store: store, accountId: "parent")
        let parent = try await Shop(device: parentDevice)
        _ = try await parent.helper.purchase(try parent.product(Florist.large))
        let childView = try LocalStore(store: try await parentDevice.snapshot(), accountId: "child")
        let child = try await Shop(device: childView)
        #expect(try await child.helper.isPurchased(productId: Florist.large))
        #expect(try await child.helper.purchaseInfo(for: Florist.large)?.isFamilyShared == true)
    }

    @Test func productConfigurationIsChecked() throws {
        #expect(throws: StoreHelperError.self) { try ProductConfiguration(data: Data("{}".utf8)) }
        #expect(throws: StoreHelperError.self) { try ProductConfiguration(data: Data(#"{"Products": ["a", "a"]}"#.utf8)) }
        #expect(throws: StoreHelperError.self) {
            try ProductConfiguration(data: Data(#"{"Products": ["a"], "Subscriptions": [{"Group": "G", "Products": ["b"]}]}"#.utf8))
        }
        #expect(throws: StoreHelperError.self) { try ProductConfiguration(data: Data(#"{"Products": ["a"], "Durations": {"a": "3 months"}}"#.utf8)) }
        let json = try ProductConfiguration(
            data: Data(#"{"Products": ["a", "b"], "Subscriptions": [{"Group": "G", "Products": ["b"]}], "Durations": {"a": "P3M"}}"#.utf8)
        )
        #expect(json.productIds == ["a", "b"] && json.subscriptionGroups.first?.productIds == ["b"])
        #expect(json.nonRenewingDurations["a"] == CalendarDuration(months: 3))
        let plist = try Shop.configuration()
        #expect(plist.productIds.count == 9 && plist.subscriptionGroups.first?.name == "VIP")
    }
}

/// The changes of a helper from the moment it is made, read as a test waits for them.
@MainActor final class ChangeLog {
    private(set) var changes: [StoreHelperChange] = []
    /// Whether the helper's stream of changes ended.
    private var ended = false
    /// Callers of ``until(_:_:)`` waiting for the next change.
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Subscribes now: no change after this line is missed.
    init(_ helper: StoreHelper) {
        let stream = helper.changes
        Task { [weak self] in
            for await change in stream {
                guard let self else { return }
                changes.append(change)
                wake()
            }
            self?.ended = true
            self?.wake()
        }
    }

    private func wake() {
        let woken = waiting
        waiting = []
        for continuation in woken { continuation.resume() }
    }

    /// Reads changes until `predicate` holds over all read so far. The suite's time limit ends a wait
    /// that never succeeds (the stream then ends and the failure is recorded).
    func until(_ what: String, _ predicate: ([StoreHelperChange]) -> Bool) async {
        while !predicate(changes) {
            guard !ended else {
                Issue.record("never happened: \(what)")
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }
    }
}
