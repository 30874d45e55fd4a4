import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreServerAPI
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// Four cases where the local store departed from Apple's documented behaviour (renewal-date extensions
/// in free periods; family members through a downgrade, an upgrade and a reversed refund), each flown as
/// a scenario: the notifications a customer's server receives, and the store's own entitlements, which
/// agree with them at every instant.
@Suite struct FamilyAndExtensionFidelityTests {
    typealias F = Florist

    /// The florist's configuration with VIP Gold's introductory offer a free week.
    static func freeTrialGold() throws -> ConfigurationFile {
        var configuration = try F.configuration()
        configuration.subscriptionGroups?[0].subscriptions?[0].introductoryOffer = try AppleFidelityTests.offer(
            #"{"internalID": "7", "paymentMode": "free", "subscriptionPeriod": "P1W", "numberOfPeriods": 1}"#
        )
        return configuration
    }

    static func extending(days: Int32, id: String) -> ExtendRenewalDateRequest {
        var request = ExtendRenewalDateRequest()
        request.extendByDays = days
        request.extendReasonCode = .customerSatisfaction
        request.requestIdentifier = id
        return request
    }

    /// `days` more for every active subscriber of `product` (request "mass").
    static func massExtending(days: Int32, product: String) -> MassExtendRenewalDateRequest {
        var mass = MassExtendRenewalDateRequest()
        mass.extendByDays = days
        mass.extendReasonCode = .serviceIssueOrOutage
        mass.requestIdentifier = "mass"
        mass.productId = product
        return mass
    }

    @Test func aSubscriptionInAFreeOfferPeriodIsNotExtended() throws {
        var store = try F.store(configuration: try Self.freeTrialGold())
        try store.addAccount("payer")
        let payerFirst = try store.buy(F.gold, account: "payer")
        #expect(payerFirst.offerDiscountType == .freeTrial)
        try store.advance(by: 8 * F.day)  // the trial week is over: the payer pays
        let trial = try store.buy(F.gold)
        #expect(trial.offerDiscountType == .freeTrial)
        let trialOriginal = try #require(trial.originalTransactionId)
        let before = store.outbox.count

        do throws(ServerAPIError) {
            _ = try store.serverAPI.extendRenewalDate(trialOriginal, Self.extending(days: 10, id: "one"))
            Issue.record("a free trial was extended")
        } catch {
            #expect(error.code == .subscriptionExtensionIneligible)
        }
        #expect(store.outbox.count == before, "nothing extended, nothing sent")

        _ = try store.serverAPI.massExtendRenewalDate(Self.massExtending(days: 5, product: F.gold))
        let sent = store.outbox.dropFirst(before)
        #expect(
            sent.map { "\($0.accountId) \($0.notificationType.rawValue)/\($0.subtype?.rawValue ?? "-")" } == [
                "payer RENEWAL_EXTENDED/-", "default RENEWAL_EXTENSION/FAILURE", "default RENEWAL_EXTENSION/SUMMARY",
            ]
        )
        #expect(try store.serverAPI.massExtensionStatus(productId: F.gold, requestIdentifier: "mass").failedCount == 1)
        #expect(store.payloads(product: F.gold).last?.expiresDate == trial.expiresDate, "the trial still ends when it did")
    }

    @Test func aFreeOfferCodePeriodIsNotExtendedEither() throws {
        var configuration = try F.configuration()
        configuration.subscriptionGroups?[0].subscriptions?[1].codeOffers = [
            try AppleFidelityTests.offer(
                #"{"internalID": "8", "referenceName": "FREEMONTH", "paymentMode": "free", "subscriptionPeriod": "P1M", "numberOfPeriods": 1, "eligibility": ["new", "existing", "expired"]}"#
            )
        ]
        var store = try F.store(configuration: configuration)
        let free = try store.buy(F.silver, PurchaseOptions(offerCode: "FREEMONTH"))
        #expect(free.offerType == .offerCode && free.offerDiscountType == .freeTrial)
        let original = try #require(free.originalTransactionId)
        do throws(ServerAPIError) {
            _ = try store.serverAPI.extendRenewalDate(original, Self.extending(days: 10, id: "code"))
            Issue.record("a free offer-code period was extended")
        } catch {
            #expect(error.code == .subscriptionExtensionIneligible)
        }
        try store.advance(by: 32 * F.day)  // now a paid period: eligible
        #expect(try store.serverAPI.extendRenewalDate(original, Self.extending(days: 10, id: "paid")).success == true)
    }

    /// What `account` was sent after `index`, as `TYPE` or `TYPE/SUBTYPE`.
    static func sent(to account: String, in store: LocalAppStore, from index: Int) -> [String] {
        store.outbox.dropFirst(index).filter { $0.accountId == account }.map { entry in
            entry.subtype.map { "\(entry.notificationType.rawValue)/\($0.rawValue)" } ?? entry.notificationType.rawValue
        }
    }

    @Test func aMemberLosesAccessWhenThePurchaserDowngradesToAProductNotShared() throws {
        var store = try F.store(configuration: try AppleFidelityTests.sharedSilver())  // bronze is not shareable
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        _ = try store.buy(F.silver, account: "parent")
        _ = try store.buy(F.bronze, account: "parent")  // a downgrade: bronze from the renewal on
        #expect(store.entitled("child") == [F.silver])

        let renewal = store.outbox.count
        try store.advance(by: 32 * F.day)
        #expect(Self.sent(to: "parent", in: store, from: renewal) == ["DID_RENEW"])
        #expect(Self.sent(to: "child", in: store, from: renewal) == ["REVOKE"])
        #expect(store.entitled("child").isEmpty && store.entitled("parent") == [F.bronze])
        let lost = try #require(store.payloads("child", product: F.silver).last)
        #expect(lost.revocationType == .familyRevoke && lost.revocationDate != nil)

        let next = store.outbox.count
        try store.advance(by: 31 * F.day)  // later renewals never reach the member
        #expect(Self.sent(to: "parent", in: store, from: next) == ["DID_RENEW"] && Self.sent(to: "child", in: store, from: next).isEmpty)
    }

    @Test func aMembersFirstAccessThroughAnUpgradeIsASubscription() throws {
        var store = try F.store(configuration: try AppleFidelityTests.sharedSilver())
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        _ = try store.buy(F.bronze, account: "parent")  // not shareable: the child has nothing
        #expect(store.entitled("child").isEmpty)

        let upgrade = store.outbox.count
        _ = try store.buy(F.silver, account: "parent")  // an upgrade, at once, to a shareable product
        #expect(Self.sent(to: "parent", in: store, from: upgrade) == ["DID_CHANGE_RENEWAL_PREF/UPGRADE"])
        #expect(Self.sent(to: "child", in: store, from: upgrade) == ["SUBSCRIBED/INITIAL_BUY"])
        #expect(store.entitled("child") == [F.silver])

        let renewal = store.outbox.count
        try store.advance(by: 32 * F.day)
        #expect(Self.sent(to: "child", in: store, from: renewal) == ["DID_RENEW"])
    }

    @Test func aReversedRefundGivesTheFamilyBackWhatTheRefundTook() throws {
        var store = try F.store(configuration: try AppleFidelityTests.sharedSilver())
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        try store.addAccount("cousin", familyId: "smiths")
        let silver = try #require(try store.buy(F.silver, account: "parent").transactionId)
        let large = try #require(try store.buy(F.large, account: "parent").transactionId)
        try store.refund(silver)
        try store.refund(large)
        #expect(store.entitled("child").isEmpty)
        try store.leaveFamily("cousin")  // gone before the reversal: nothing comes back to them

        let reversal = store.outbox.count
        try store.reverseRefund(silver)
        try store.reverseRefund(large)
        #expect(Self.sent(to: "parent", in: store, from: reversal) == ["REFUND_REVERSED", "REFUND_REVERSED"])
        #expect(Self.sent(to: "child", in: store, from: reversal) == ["REFUND_REVERSED", "REFUND_REVERSED"])
        #expect(Self.sent(to: "cousin", in: store, from: reversal).isEmpty && store.entitled("cousin").isEmpty)
        #expect(store.entitled("child") == [F.silver, F.large])
        #expect(store.payloads("child").allSatisfy { $0.revocationDate == nil && $0.revocationType == nil })

        let expiry = store.outbox.count
        try store.advance(by: 32 * F.day)  // the refund turned auto-renew off: the month runs out for both
        #expect(Self.sent(to: "child", in: store, from: expiry) == ["EXPIRED/VOLUNTARY"])
        #expect(store.payloads("child", product: F.silver).last?.revocationType == nil)
        #expect(store.entitled("child") == [F.large])
    }

    @Test func aMemberHearsOfTheRenewalDateExtensionOfTheirShare() throws {
        var store = try F.store(configuration: try AppleFidelityTests.sharedSilver())
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        let bought = try store.buy(F.silver, account: "parent")
        let before = store.outbox.count
        _ = try store.serverAPI.extendRenewalDate(try #require(bought.originalTransactionId), Self.extending(days: 10, id: "family"))
        #expect(Self.sent(to: "child", in: store, from: before) == ["RENEWAL_EXTENDED"])
        let extended = try #require(bought.expiresDate).date.addingTimeInterval(10 * F.day)
        #expect(store.payloads("child", product: F.silver).last?.expiresDate == MillisecondDate(extended))
    }
}
