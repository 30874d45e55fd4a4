import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelperTesting
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
            _ = try store.extendRenewalDate(trialOriginal, Self.extending(days: 10, id: "one"))
            Issue.record("a free trial was extended")
        } catch {
            #expect(error.code == .subscriptionExtensionIneligible)
        }
        #expect(store.outbox.count == before, "nothing extended, nothing sent")

        var mass = MassExtendRenewalDateRequest()
        mass.extendByDays = 5
        mass.extendReasonCode = .serviceIssueOrOutage
        mass.requestIdentifier = "mass"
        mass.productId = F.gold
        _ = try store.massExtendRenewalDate(mass)
        let sent = store.outbox.dropFirst(before)
        #expect(sent.map { "\($0.accountId) \($0.notificationType.rawValue)/\($0.subtype?.rawValue ?? "-")" } == [
            "payer RENEWAL_EXTENDED/-", "default RENEWAL_EXTENSION/FAILURE", "default RENEWAL_EXTENSION/SUMMARY",
        ])
        #expect(try store.massExtensionStatus(productId: F.gold, requestIdentifier: "mass").failedCount == 1)
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
            _ = try store.extendRenewalDate(original, Self.extending(days: 10, id: "code"))
            Issue.record("a free offer-code period was extended")
        } catch {
            #expect(error.code == .subscriptionExtensionIneligible)
        }
        try store.advance(by: 32 * F.day)  // now a paid period: eligible
        #expect(try store.extendRenewalDate(original, Self.extending(days: 10, id: "paid")).success == true)
    }
}
