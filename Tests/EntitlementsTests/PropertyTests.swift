import AppStoreModels
import Entitlements
import Foundation
import Testing

/// SplitMix64: a small, seeded generator so every run checks the same random histories.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Properties that hold for every history: order and duplicates never matter, revocation always ends access.
@Suite struct PropertyTests {
    static let seeds: [UInt64] = Array(1...60)

    /// A random history over the florist catalog: purchases, renewals, upgrades, family sharing,
    /// refunds (also as re-signed later versions of the same transaction) and renewal infos.
    static func randomHistory(
        _ generator: inout SeededGenerator
    ) -> (transactions: [JWSTransactionDecodedPayload], renewals: [JWSRenewalInfoDecodedPayload]) {
        let products: [(String, ProductType)] = [
            (Florist.flowers, .nonConsumable), (Florist.plant, .consumable), (Florist.pass, .nonRenewing),
            (Florist.gold, .autoRenewable), (Florist.silver, .autoRenewable), (Florist.bronze, .autoRenewable), (Florist.news, .autoRenewable),
        ]
        var transactions: [JWSTransactionDecodedPayload] = []
        var renewals: [JWSRenewalInfoDecodedPayload] = []
        for chain in 0..<Int.random(in: 1...6, using: &generator) {
            let (product, type) = products.randomElement(using: &generator)!
            let start = Double(Int.random(in: 0...60, using: &generator))
            let shared = Bool.random(using: &generator) && Bool.random(using: &generator)
            let periods = type == .autoRenewable ? Int.random(in: 1...4, using: &generator) : 1
            let original = "\(chain)-0"
            for period in 0..<periods {
                let bought = start + Double(period * 30)
                let revoked: Double? =
                    Int.random(in: 0..<5, using: &generator) == 0 ? bought + Double(Int.random(in: 0...40, using: &generator)) : nil
                var transaction = tx(
                    "\(chain)-\(period)",
                    type == .autoRenewable ? (period > 0 && Bool.random(using: &generator) ? Florist.silver : product) : product,
                    type,
                    bought: bought,
                    expires: type == .autoRenewable ? bought + 30 : nil,
                    original: original,
                    upgraded: type == .autoRenewable && period < periods - 1 && Int.random(in: 0..<4, using: &generator) == 0,
                    shared: shared
                )
                transactions.append(transaction)
                if let revoked {
                    transaction.revocationDate = Day.ms(revoked)
                    transaction.signedDate = Day.ms(revoked)
                    transactions.append(transaction)
                }
            }
            if type == .autoRenewable {
                let end = start + Double(periods * 30)
                renewals.append(
                    renewal(
                        original,
                        product,
                        on: Bool.random(using: &generator),
                        billingRetry: Bool.random(using: &generator),
                        graceUntil: Bool.random(using: &generator) ? end + 6 : nil,
                        signed: end - 1
                    )
                )
            }
        }
        return (transactions, renewals)
    }

    @Test(arguments: seeds)
    func orderDoesNotMatter(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let (transactions, renewals) = Self.randomHistory(&generator)
        let engine = EntitlementEngine(catalog: Florist.catalog())
        for day in stride(from: 0.0, through: 200, by: 7) {
            let reference = engine.evaluate(History(transactions: transactions, renewalInfos: renewals), at: Day.at(day))
            let shuffled = engine.evaluate(
                History(transactions: transactions.shuffled(using: &generator), renewalInfos: renewals.shuffled(using: &generator)),
                at: Day.at(day)
            )
            #expect(shuffled == reference)
        }
    }

    @Test(arguments: seeds)
    func duplicatesDoNotMatter(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let (transactions, renewals) = Self.randomHistory(&generator)
        let engine = EntitlementEngine(catalog: Florist.catalog())
        let doubled = (transactions + transactions.filter { _ in Bool.random(using: &generator) }).shuffled(using: &generator)
        for day in stride(from: 0.0, through: 200, by: 7) {
            let reference = engine.evaluate(History(transactions: transactions, renewalInfos: renewals), at: Day.at(day))
            #expect(engine.evaluate(History(transactions: doubled, renewalInfos: renewals + renewals), at: Day.at(day)) == reference)
        }
    }

    @Test(arguments: seeds)
    func nothingIsEntitledAfterItsRevocation(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let (transactions, renewals) = Self.randomHistory(&generator)
        let history = History(transactions: transactions, renewalInfos: renewals)
        let engine = EntitlementEngine(catalog: Florist.catalog())
        for day in stride(from: 0.0, through: 200, by: 1) {
            let at = Day.ms(day)
            for entitlement in engine.evaluate(history, at: Day.at(day)).entitlements {
                #expect(entitlement.transaction.revocationDate.map { $0 > at } ?? true, "\(entitlement.transactionId) on day \(day)")
                #expect(entitlement.transaction.isUpgraded != true)
            }
        }
    }

    /// Between an evaluation and its `nextChange` nothing changes, and at `nextChange` something may:
    /// a helper that re-evaluates exactly then is right at every instant.
    @Test(arguments: seeds)
    func nothingChangesBeforeNextChange(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let (transactions, renewals) = Self.randomHistory(&generator)
        let history = History(transactions: transactions, renewalInfos: renewals)
        let engine = EntitlementEngine(catalog: Florist.catalog())
        var instant = Day.at(-1)
        var changes = 0
        while let next = engine.evaluate(history, at: instant).nextChange {
            #expect(next > instant)
            let reference = engine.evaluate(history, at: instant)
            for fraction in [0.25, 0.5, 0.999] {
                let between = instant.addingTimeInterval(next.timeIntervalSince(instant) * fraction)
                var judged = engine.evaluate(history, at: between)
                judged.at = reference.at
                judged.nextChange = reference.nextChange
                #expect(judged == reference, "seed \(seed): changed before \(next)")
            }
            instant = next
            changes += 1
            #expect(changes < 1_000)
            if changes >= 1_000 { break }
        }
        #expect(changes > 0)
    }

    @Test func randomHistoriesExerciseEveryState() {
        var seen = Set<SubscriptionState>()
        for seed in Self.seeds {
            var generator = SeededGenerator(state: seed)
            let (transactions, renewals) = Self.randomHistory(&generator)
            let history = History(transactions: transactions, renewalInfos: renewals)
            for day in stride(from: 0.0, through: 200, by: 3) {
                for group in EntitlementEngine(catalog: Florist.catalog()).evaluate(history, at: Day.at(day)).subscriptionGroups {
                    seen.formUnion(group.statuses.map(\.state))
                }
            }
        }
        #expect(seen == Set(SubscriptionState.allCases))
    }
}
