import AppStoreModels
import Entitlements
import Foundation
import Testing

/// One row per rule of StoreKit 2's current entitlements and subscription status.
struct Rule: CustomTestStringConvertible, Sendable {
    let name: String
    var transactions: [JWSTransactionDecodedPayload] = []
    var renewals: [JWSRenewalInfoDecodedPayload] = []
    var at: Double
    var catalog = Florist.catalog()
    var finished: Set<String> = []
    /// Entitled product ids, sorted.
    var entitled: [String]
    /// Group id → (state, product of the highest service level with access, scheduled change).
    var groups: [String: (SubscriptionState, String?, ScheduledChange?)] = [:]

    var testDescription: String { name }
}

@Suite struct EntitlementRuleTests {
    static let rules: [Rule] = [
        Rule(name: "non-consumable bought", transactions: [tx("1", Florist.flowers, .nonConsumable, bought: 1)], at: 2, entitled: [Florist.flowers]),
        Rule(name: "non-consumable revoked", transactions: [tx("1", Florist.flowers, .nonConsumable, bought: 1, revoked: 5)], at: 6, entitled: []),
        Rule(
            name: "non-consumable before its revocation",
            transactions: [tx("1", Florist.flowers, .nonConsumable, bought: 1, revoked: 5)],
            at: 4,
            entitled: [Florist.flowers]
        ),
        Rule(name: "nothing bought yet at the instant", transactions: [tx("1", Florist.flowers, .nonConsumable, bought: 10)], at: 4, entitled: []),
        Rule(
            name: "subscription active",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
            renewals: [renewal("1", Florist.gold)],
            at: 10,
            entitled: [Florist.gold],
            groups: ["VIP": (.subscribed, Florist.gold, nil)]
        ),
        Rule(
            name: "subscription expired",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
            renewals: [renewal("1", Florist.gold, on: false)],
            at: 31,
            entitled: [],
            groups: ["VIP": (.expired, nil, nil)]
        ),
        Rule(
            name: "subscription in grace period",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
            renewals: [renewal("1", Florist.gold, billingRetry: true, graceUntil: 36, signed: 30)],
            at: 33,
            entitled: [Florist.gold],
            groups: ["VIP": (.inGracePeriod, Florist.gold, nil)]
        ),
        Rule(
            name: "billing retry past grace",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
            renewals: [renewal("1", Florist.gold, billingRetry: true, graceUntil: 36, signed: 30)],
            at: 40,
            entitled: [],
            groups: ["VIP": (.inBillingRetryPeriod, nil, nil)]
        ),
        Rule(
            name: "billing retry without grace",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
            renewals: [renewal("1", Florist.gold, billingRetry: true, signed: 30)],
            at: 31,
            entitled: [],
            groups: ["VIP": (.inBillingRetryPeriod, nil, nil)]
        ),
        Rule(
            name: "subscription without an expiry date grants nothing",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0)],
            at: 1,
            entitled: [],
            groups: ["VIP": (.expired, nil, nil)]
        ),
        Rule(
            name: "subscription revoked",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30, revoked: 10)],
            renewals: [renewal("1", Florist.gold)],
            at: 11,
            entitled: [],
            groups: ["VIP": (.revoked, nil, nil)]
        ),
        Rule(
            name: "upgrade: the old transaction is upgraded",
            transactions: [
                tx("1", Florist.silver, .autoRenewable, bought: 0, expires: 30, upgraded: true, signed: 12),
                tx("2", Florist.gold, .autoRenewable, bought: 12, expires: 42, original: "1"),
            ],
            renewals: [renewal("1", Florist.gold, signed: 12)],
            at: 13,
            entitled: [Florist.gold],
            groups: ["VIP": (.subscribed, Florist.gold, nil)]
        ),
        Rule(
            name: "downgrade scheduled",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
            renewals: [renewal("1", Florist.gold, autoRenew: Florist.bronze, signed: 5)],
            at: 10,
            entitled: [Florist.gold],
            groups: ["VIP": (.subscribed, Florist.gold, .downgrade)]
        ),
        Rule(
            name: "crossgrade scheduled",
            transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
            renewals: [renewal("1", Florist.gold, autoRenew: Florist.goldAnnual, signed: 5)],
            at: 10,
            entitled: [Florist.gold],
            groups: ["VIP": (.subscribed, Florist.gold, .crossgrade)]
        ),
        Rule(
            name: "downgrade takes effect at renewal",
            transactions: [
                tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30),
                tx("2", Florist.bronze, .autoRenewable, bought: 30, expires: 60, original: "1"),
            ],
            renewals: [renewal("1", Florist.bronze, signed: 30)],
            at: 31,
            entitled: [Florist.bronze],
            groups: ["VIP": (.subscribed, Florist.bronze, nil)]
        ),
        Rule(
            name: "family-shared and own subscription: highest level wins",
            transactions: [
                tx("A", Florist.bronze, .autoRenewable, bought: 0, expires: 30),
                tx("B", Florist.gold, .autoRenewable, bought: 2, expires: 32, shared: true),
            ],
            at: 10,
            entitled: [Florist.bronze, Florist.gold],
            groups: ["VIP": (.subscribed, Florist.gold, nil)]
        ),
        Rule(
            name: "revoking the shared one leaves the own one",
            transactions: [
                tx("A", Florist.bronze, .autoRenewable, bought: 0, expires: 30),
                tx("B", Florist.gold, .autoRenewable, bought: 2, expires: 32, revoked: 8, shared: true),
            ],
            at: 10,
            entitled: [Florist.bronze],
            groups: ["VIP": (.subscribed, Florist.bronze, nil)]
        ),
        Rule(
            name: "an organization's seat gives access",
            transactions: [tx("S", Florist.silver, .autoRenewable, bought: 0, expires: 30, assigned: true)],
            at: 10,
            entitled: [Florist.silver],
            groups: ["VIP": (.subscribed, Florist.silver, nil)]
        ),
        Rule(
            name: "a seat the organization took back gives none",
            transactions: [tx("S", Florist.silver, .autoRenewable, bought: 0, expires: 30, revoked: 8, assigned: true)],
            at: 10,
            entitled: [],
            groups: ["VIP": (.revoked, nil, nil)]
        ),
        Rule(
            name: "two groups are independent",
            transactions: [
                tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30),
                tx("2", Florist.news, .autoRenewable, bought: 0, expires: 30, revoked: 5),
            ],
            at: 10,
            entitled: [Florist.gold],
            groups: ["VIP": (.subscribed, Florist.gold, nil), "NEWS": (.revoked, nil, nil)]
        ),
        Rule(
            name: "non-renewing within its duration",
            transactions: [tx("1", Florist.pass, .nonRenewing, bought: 0)],
            at: 80,
            entitled: [Florist.pass]
        ),
        Rule(name: "non-renewing past its duration", transactions: [tx("1", Florist.pass, .nonRenewing, bought: 0)], at: 95, entitled: []),
        Rule(
            name: "non-renewing without a duration",
            transactions: [tx("1", Florist.pass, .nonRenewing, bought: 0)],
            at: 400,
            catalog: Florist.catalog(passDuration: nil),
            entitled: [Florist.pass]
        ),
        Rule(name: "non-renewing revoked", transactions: [tx("1", Florist.pass, .nonRenewing, bought: 0, revoked: 3)], at: 4, entitled: []),
        Rule(
            name: "consumables: finished ones are not entitlements",
            transactions: [
                tx("1", Florist.plant, .consumable, bought: 0), tx("2", Florist.plant, .consumable, bought: 1),
            ],
            at: 2,
            finished: ["1"],
            entitled: [Florist.plant]
        ),
        Rule(name: "consumable refunded", transactions: [tx("1", Florist.plant, .consumable, bought: 0, revoked: 1)], at: 2, entitled: []),
        Rule(
            name: "refund re-signed: the later version wins",
            transactions: [
                tx("1", Florist.flowers, .nonConsumable, bought: 0, signed: 0),
                tx("1", Florist.flowers, .nonConsumable, bought: 0, revoked: 4, signed: 4),
            ],
            at: 5,
            entitled: []
        ),
        Rule(
            name: "group from the transaction when the catalog is empty",
            transactions: [
                {
                    var t = tx("1", "com.other.sub", .autoRenewable, bought: 0, expires: 30)
                    t.subscriptionGroupIdentifier = "20929536"
                    return t
                }()
            ],
            at: 5,
            catalog: .empty,
            entitled: ["com.other.sub"],
            groups: ["20929536": (.subscribed, "com.other.sub", nil)]
        ),
    ]

    @Test(arguments: rules)
    func rule(_ rule: Rule) {
        let snapshot = EntitlementEngine(catalog: rule.catalog)
            .evaluate(History(transactions: rule.transactions, renewalInfos: rule.renewals), at: Day.at(rule.at), finishedConsumables: rule.finished)
        #expect(snapshot.entitlements.map(\.productId).sorted() == rule.entitled)
        #expect(Set(snapshot.subscriptionGroups.map(\.subscriptionGroupIdentifier)) == Set(rule.groups.keys))
        for group in snapshot.subscriptionGroups {
            guard let (state, product, change) = rule.groups[group.subscriptionGroupIdentifier] else { continue }
            #expect(group.state == state, "\(group.subscriptionGroupIdentifier)")
            #expect(group.highestServiceLevel?.productId == product, "\(group.subscriptionGroupIdentifier)")
            #expect(group.statuses.first?.scheduledChange == change, "\(group.subscriptionGroupIdentifier)")
        }
    }

    @Test func graceEntitlementIsMarkedAndKeepsItsExpiry() {
        let snapshot = EntitlementEngine(catalog: Florist.catalog()).evaluate(
            History(
                transactions: [tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30)],
                renewalInfos: [renewal("1", Florist.gold, billingRetry: true, graceUntil: 36, signed: 30)]
            ),
            at: Day.at(33)
        )
        let entitlement = try! #require(snapshot.entitlements.first)
        #expect(entitlement.isInGracePeriod)
        #expect(entitlement.expiresDate == Day.ms(30))
        #expect(snapshot.subscriptionGroups[0].statuses[0].gracePeriodExpiresDate == Day.ms(36))
    }

    @Test func familySharingGivesOneStatusPerOriginalTransaction() {
        let snapshot = EntitlementEngine(catalog: Florist.catalog()).evaluate(
            History(transactions: [
                tx("A", Florist.bronze, .autoRenewable, bought: 0, expires: 30),
                tx("B", Florist.gold, .autoRenewable, bought: 2, expires: 32, shared: true),
            ]),
            at: Day.at(10)
        )
        let statuses = snapshot.subscriptionGroups[0].statuses
        #expect(statuses.map(\.originalTransactionId) == ["B", "A"])
        #expect(statuses.map(\.level) == [1, 3])
        #expect(snapshot.isEntitled(to: Florist.gold) && snapshot.isEntitled(to: Florist.bronze))
    }

    @Test func theCustomersOwnPurchaseComesBeforeASeatBeforeAFamilyCopy() {
        let snapshot = EntitlementEngine(catalog: Florist.catalog()).evaluate(
            History(transactions: [
                tx("F", Florist.gold, .autoRenewable, bought: 0, expires: 30, shared: true),
                tx("S", Florist.gold, .autoRenewable, bought: 0, expires: 30, assigned: true),
                tx("P", Florist.gold, .autoRenewable, bought: 0, expires: 30),
            ]),
            at: Day.at(10)
        )
        #expect(snapshot.subscriptionGroups[0].statuses.map(\.originalTransactionId) == ["P", "S", "F"])
    }

    @Test func nextChangeIsTheEarliestExpiryOrGraceEnd() {
        let history = History(
            transactions: [
                tx("1", Florist.gold, .autoRenewable, bought: 0, expires: 30),
                tx("2", Florist.pass, .nonRenewing, bought: 0),
                tx("3", Florist.flowers, .nonConsumable, bought: 0, revoked: 50, signed: 5),
            ],
            renewalInfos: [renewal("1", Florist.gold, billingRetry: true, graceUntil: 36, signed: 30)]
        )
        let engine = EntitlementEngine(catalog: Florist.catalog())
        #expect(engine.evaluate(history, at: Day.at(10)).nextChange == Day.at(30))  // the period ends
        #expect(engine.evaluate(history, at: Day.at(30)).nextChange == Day.at(36))  // the grace period ends
        #expect(engine.evaluate(history, at: Day.at(36)).nextChange == Day.at(50))  // a revocation dated ahead
        #expect(engine.evaluate(history, at: Day.at(50)).nextChange == Date(timeIntervalSince1970: 1_775_001_600))  // the pass ends
        #expect(engine.evaluate(history, at: Day.at(100)).nextChange == nil)
    }

    @Test func nonRenewingEntitlementReportsItsComputedEnd() {
        let snapshot = EntitlementEngine(catalog: Florist.catalog())
            .evaluate(History(transactions: [tx("1", Florist.pass, .nonRenewing, bought: 0)]), at: Day.at(1))
        #expect(snapshot.entitlements.first?.expiresDate?.date == Date(timeIntervalSince1970: 1_775_001_600))  // 2026-04-01
    }
}

@Suite struct SubscriptionStateMappingTests {
    @Test func everyStateHasApplesWireCodeAndBack() {
        #expect(SubscriptionState.allCases.map(\.status.rawValue) == [1, 2, 3, 4, 5])
        for state in SubscriptionState.allCases { #expect(SubscriptionState(state.status) == state) }
        #expect(SubscriptionState(AutoRenewableSubscriptionStatus(rawValue: 9)) == nil)
    }
}
