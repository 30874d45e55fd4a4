import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// Issue 64: right after `device.session { … }` returned, the helper sometimes answered from a history read while the
/// session was changing the store (a commitment's months stuck at month 7, a resolved billing issue, a refund seen two
/// seconds late). When a session returns, every answer must be the store's own: random schedules of sessions
/// (months-long jumps, refunds, resolved billing issues, auto-renew turned off, purchases on monthly plans that wait
/// for a commitment's end), each answer compared with the store's entitlements, without waiting and without
/// `catchUp()`.
@MainActor
@Suite struct SessionConsistencyTests {
    /// xorshift64*: a deterministic generator, so a failing seed replays (not for secrets).
    struct Schedule: RandomNumberGenerator {
        var state: UInt64
        init(seed: Int) { state = UInt64(seed) &* 0x2545_F491_4F6C_DD1D | 1 }
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    static let products = [Florist.gardenPlus, Florist.gardenBasic]

    /// Throws a description of the first answer of the helper that is not the store's.
    static func compare(_ helper: StoreHelper, _ device: LocalStore, after step: String) async throws {
        let store = try await device.snapshot()
        let owned = Set(store.entitlements(for: LocalAppStore.defaultAccountId).entitlements.map(\.productId))
        for product in products {
            let answer = try await helper.isPurchased(productId: product)
            guard answer == owned.contains(product) else {
                throw Disagreement(
                    description: "after \(step): the helper says \(product) is \(answer ? "" : "not ")owned; the store says \(owned.sorted())"
                )
            }
        }
        guard helper.purchasedProducts == owned else {
            throw Disagreement(description: "after \(step): purchasedProducts \(helper.purchasedProducts.sorted()), the store \(owned.sorted())")
        }
    }

    struct Disagreement: Error, CustomStringConvertible {
        let description: String
    }

    /// One schedule: a customer of the Garden Club, and six random sessions.
    static func run(seed: Int) async throws {
        var random = Schedule(seed: seed)
        let settings = Bool.random(using: &random) ? ["billingRetry": "on"] : [:]
        let (helper, device) = try await CommitmentStatusTests.gardenShop(try Florist.annualStore(settings))
        let first = try #require(helper.product(Florist.gardenPlus))
        _ = try await helper.purchase(first, options: PurchaseOptions(billingPlanType: Bool.random(using: &random) ? .monthly : nil))
        try await compare(helper, device, after: "seed \(seed): the first purchase")
        for step in 1...6 {
            let choice = Int.random(in: 0..<6, using: &random)
            let days = Double(Int.random(in: 1...400, using: &random))
            let what: String
            switch choice {
            case 0, 1:
                what = "advance \(days) days"
                try await device.session { try $0.advance(by: days * Florist.day) }
            case 2:
                what = "advance and refund the latest"
                try await device.session { store in
                    try store.advance(by: days * Florist.day)
                    if let latest = store.transactions(for: LocalAppStore.defaultAccountId).last { try? store.refund(latest.id) }
                }
            case 3:
                what = "resolve a billing issue"
                try await device.session { store in
                    for record in store.subscriptions where record.isLive { _ = try? store.resolve(record.originalTransactionId) }
                }
            case 4:
                what = "turn auto-renew off"
                try await device.session { store in try? store.setAutoRenew(false, product: Florist.gardenPlus) }
            default:
                let product = try #require(helper.product(products[Int.random(in: 0..<2, using: &random)]))
                let plan: BillingPlanType? = Bool.random(using: &random) ? .monthly : nil
                what = "buy \(product.id) \(plan?.rawValue ?? "up front")"
                _ = try? await helper.purchase(product, options: PurchaseOptions(billingPlanType: plan))
            }
            // Random timing: ask at once, or after the listener had a few turns at the session's updates.
            for _ in 0..<Int.random(in: 0...3, using: &random) { await Task.yield() }
            try await compare(helper, device, after: "seed \(seed), step \(step): \(what)")
        }
    }

    /// How many schedules: `STOREHELPER_SESSION_SCHEDULES`, or 2,000 (14,000 sessions).
    static let schedules = ProcessInfo.processInfo.environment["STOREHELPER_SESSION_SCHEDULES"].flatMap(Int.init) ?? 2_000

    @Test func everyAnswerRightAfterASessionIsTheStores() async throws {
        var failures: [String] = []
        for seed in 0..<Self.schedules {
            do { try await Self.run(seed: seed) } catch {
                failures.append("\(error)")
                if failures.count == 5 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Issue 64: two helpers over one `LocalStore`; after A bought, B never learned of it until `catchUp()`. An app's
    /// own purchase is not on `Transaction.updates`, so B's listener hears nothing, but B's next question is the
    /// store's (its change count moved), and `purchasedProducts` follows that question.
    @Test func aSecondHelperAnswersWithTheFirstOnesPurchase() async throws {
        let (first, device) = try await CommitmentStatusTests.gardenShop()
        let (second, _) = try await CommitmentStatusTests.gardenShop(device: device)
        _ = try await first.purchase(try #require(first.product(Florist.gardenPlus)), options: PurchaseOptions())
        #expect(try await second.isPurchased(productId: Florist.gardenPlus), "the next question")
        #expect(second.purchasedProducts == [Florist.gardenPlus], "and the observable property with it")
    }
}
