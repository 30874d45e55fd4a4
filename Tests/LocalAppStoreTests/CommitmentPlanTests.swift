import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// Monthly subscriptions with a 12-month commitment, as Apple's pages describe them:
/// https://developer.apple.com/documentation/storekit/supporting-monthly-subscriptions-with-a-12-month-commitment and
/// https://developer.apple.com/documentation/storekit/managing-lifecycle-of-monthly-subscriptions-with-a-12-month-commitment-
/// (what they leave open is marked as the store's choice in LocalAppStore's guide).
@Suite struct CommitmentPlanTests {
    typealias F = Florist
    static let monthly = PurchaseOptions(billingPlanType: .monthly)

    /// The subscription's renewal info now.
    static func renewalInfo(_ store: LocalAppStore) throws -> JWSRenewalInfoDecodedPayload {
        store.renewalInfo(for: try #require(store.subscriptions.first))
    }

    /// Moves the clock to a minute after the latest transaction expires, checking access a minute before.
    static func throughMonth(_ store: inout LocalAppStore) throws {
        let expires = try #require(store.payloads().last?.expiresDate?.date)
        try store.advance(by: expires.timeIntervalSince(store.now) - 60)
        #expect(store.entitled() == [F.gardenPlus], "entitled a minute before the month ends")
        try store.advance(by: 120)
    }

    // Rule: a monthly plan bills each month of a 12-month commitment; each transaction says which month it pays and
    // when the commitment ends (Transaction.billingPlanType, commitmentInfo; WWDC26 session 210).
    @Test func aMonthlyPlanBillsEachOfTwelveMonthsAndSaysWhichMonthEachPays() throws {
        var store = try F.annualStore()
        let first = try store.buy(F.gardenPlus, Self.monthly)
        #expect(first.billingPlanType == .monthly && first.price == 4_990 && first.currency == "GBP")
        let commitment = try #require(first.commitmentInfo)
        #expect(commitment.billingPeriodNumber == 1 && commitment.totalBillingPeriods == 12 && commitment.commitmentPrice == 59_880)
        let end = Calendar.utc.date(byAdding: .month, value: 12, to: F.start)
        #expect(commitment.commitmentExpiresDate?.date == end)
        #expect(first.expiresDate?.date == Calendar.utc.date(byAdding: .month, value: 1, to: F.start))
        for _ in 1..<12 { try Self.throughMonth(&store) }
        let months = store.payloads()
        #expect(months.map { $0.commitmentInfo?.billingPeriodNumber } == (1...12).map { Int32($0) })
        #expect(Set(months.map(\.commitmentInfo?.commitmentExpiresDate)).count == 1, "one commitment")
        #expect(months.last?.expiresDate?.date == end, "the twelfth month ends where the commitment does")
        #expect(months.allSatisfy { $0.price == 4_990 && $0.originalTransactionId == first.transactionId })
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY"] + Array(repeating: "DID_RENEW", count: 11))
    }

    // Rule: the renewal info's commitmentRenewalPrice is the price of a billing period after the commitment, as
    // renewalPrice is of the next one: a month when it renews monthly (WWDC26 session 210's example, 10990 beside a
    // commitmentPrice of 131880), the year when it renews up front.
    @Test func theCommitmentRenewalPriceIsABillingPeriodsPrice() throws {
        var store = try F.annualStore()
        _ = try store.buy(F.gardenPlus, Self.monthly)
        let info = try Self.renewalInfo(store)
        #expect(info.commitmentInfo?.commitmentRenewalBillingPlanType == .monthly)
        #expect(info.commitmentInfo?.commitmentRenewalPrice == 4_990 && info.renewalPrice == 4_990, "a month, not the commitment's 59_880")
        _ = try store.buy(F.gardenPlus, PurchaseOptions(billingPlanType: .billedUpfront))
        let upFront = try Self.renewalInfo(store)
        #expect(upFront.commitmentInfo?.commitmentRenewalBillingPlanType == .billedUpfront)
        #expect(upFront.commitmentInfo?.commitmentRenewalPrice == 49_990, "the year up front")
    }

    // Rule: a commitment's price is set when it begins ("commitmentPrice", the total of its 12 billing periods; WWDC26
    // session 210): a monthly price changed in the catalog later does not reach the months of the running commitment.
    @Test func aCommitmentsMonthsKeepThePriceItBeganWith() throws {
        var store = try F.annualStore()
        _ = try store.buy(F.gardenPlus, Self.monthly)
        let cheaper = try String(contentsOf: F.annualStorekitURL, encoding: .utf8)
            .replacingOccurrences(of: #""displayPrice": "4.99""#, with: #""displayPrice": "3.99""#)
        #expect(cheaper.contains(#""displayPrice": "3.99""#))
        try store.replaceConfiguration(try ConfigurationFile.load(Data(cheaper.utf8)), path: nil)
        for _ in 1...2 { try Self.throughMonth(&store) }
        #expect(store.payloads().map(\.price) == [4_990, 4_990, 4_990])
    }

    // Rule: the renewal info's autoRenewStatus says whether the next billing period renews; its commitmentInfo says
    // whether the commitment renews at its end (Apple's life-cycle page); a cancellation ends the subscription at
    // the commitment's end, every month before it still billed (the customer is committed).
    @Test func cancellingDuringTheCommitmentEndsItAtTheCommitmentsEndNotBefore() throws {
        var store = try F.annualStore()
        _ = try store.buy(F.gardenPlus, Self.monthly)
        for _ in 1...3 { try Self.throughMonth(&store) }
        try store.setAutoRenew(false, product: F.gardenPlus)
        var info = try Self.renewalInfo(store)
        #expect(info.autoRenewStatus == .on, "month 5 is still billed")
        #expect(info.commitmentInfo?.commitmentAutoRenewStatus == .off)
        #expect(info.renewalBillingPlanType == .monthly && info.renewalPrice == 4_990)
        for _ in 4..<12 { try Self.throughMonth(&store) }
        info = try Self.renewalInfo(store)
        #expect(store.payloads().last?.commitmentInfo?.billingPeriodNumber == 12)
        #expect(info.autoRenewStatus == .off, "in the twelfth month nothing renews")
        try Self.throughMonth(&store)
        #expect(store.entitled().isEmpty, "ended with the commitment")
        #expect(store.notificationNames().suffix(2) == ["DID_RENEW", "EXPIRED/VOLUNTARY"])
        #expect(store.notificationNames().contains("DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED"))
        #expect(store.payloads().count == 12)
    }

    // Rule: when the twelfth month completes with the commitment renewing, DID_RENEW starts period 1 of a new
    // commitment (Apple's life-cycle page).
    @Test func aRenewingCommitmentStartsANewOneAfterTheTwelfthMonth() throws {
        var store = try F.annualStore()
        _ = try store.buy(F.gardenPlus, Self.monthly)
        for _ in 1...12 { try Self.throughMonth(&store) }
        let thirteenth = try #require(store.payloads().last)
        #expect(thirteenth.commitmentInfo?.billingPeriodNumber == 1 && thirteenth.transactionReason == .renewal)
        #expect(thirteenth.commitmentInfo?.commitmentExpiresDate?.date == Calendar.utc.date(byAdding: .month, value: 24, to: F.start))
        #expect(store.notificationNames().last == "DID_RENEW")
    }

    // Rule: a failed monthly payment goes to billing retry like any renewal; the recovered payment is the next
    // month of the same commitment (DID_RENEW BILLING_RECOVERY).
    @Test func aMonthInBillingRetryRecoversIntoTheSameCommitment() throws {
        var store = try F.annualStore()
        _ = try store.buy(F.gardenPlus, Self.monthly)
        try Self.throughMonth(&store)
        try store.set("billingRetry", to: "on")
        let expires = try #require(store.payloads().last?.expiresDate?.date)
        try store.advance(by: expires.timeIntervalSince(store.now) + 60)
        #expect(store.notificationNames().last == "DID_FAIL_TO_RENEW")
        #expect(store.entitled().isEmpty, "no grace period: no access while retrying")
        try store.set("billingRetry", to: "off")
        try store.forceRenewal(F.gardenPlus)
        #expect(store.notificationNames().last == "DID_RENEW/BILLING_RECOVERY")
        let recovered = try #require(store.payloads().last)
        #expect(recovered.commitmentInfo?.billingPeriodNumber == 3)
        #expect(store.entitled() == [F.gardenPlus])
    }

    // Rule: a change of product or billing plan during a commitment takes effect when it ends: the renewal info's
    // commitmentInfo names the product, plan and price it renews into (WWDC26 session 210: "the customer changed their
    // subscription to renew into a different BILLED_UPFRONT plan once their commitment completes").
    @Test func aPlanChangeDuringTheCommitmentTakesEffectAtItsEnd() throws {
        var store = try F.annualStore()
        _ = try store.buy(F.gardenPlus, Self.monthly)
        try Self.throughMonth(&store)
        _ = try store.buy(F.gardenBasic, PurchaseOptions(billingPlanType: .billedUpfront))
        #expect(store.notificationNames().last == "DID_CHANGE_RENEWAL_PREF/DOWNGRADE")
        let info = try Self.renewalInfo(store)
        #expect(info.commitmentInfo?.commitmentAutoRenewProductId == F.gardenBasic)
        #expect(info.commitmentInfo?.commitmentRenewalBillingPlanType == .billedUpfront)
        #expect(info.commitmentInfo?.commitmentRenewalPrice == 29_990)
        #expect(info.productId == F.gardenPlus && info.renewalPrice == 4_990, "month 3 is Plus, monthly")
        for _ in 2...12 { try Self.throughMonth(&store) }
        let afterwards = try #require(store.payloads().last)
        #expect(afterwards.productId == F.gardenBasic && afterwards.billingPlanType == .billedUpfront && afterwards.commitmentInfo == nil)
        #expect(afterwards.price == 29_990)
        #expect(afterwards.expiresDate?.date == Calendar.utc.date(byAdding: .year, value: 2, to: F.start))
        #expect(store.payloads().filter { $0.productId == F.gardenPlus }.count == 12, "every month of the commitment stayed Plus")
    }

    // Rule: the monthly plan is one of the product's pricing terms where the storefront offers it; it is bought with
    // the billingPlanType purchase option and only for a product that has it (Supporting monthly subscriptions…).
    @Test func theMonthlyPlanIsSoldOnlyWhereItIsOffered() throws {
        var store = try F.annualStore()
        let terms = try #require(try store.products([F.gardenPlus]).first?.subscription?.pricingTerms)
        #expect(terms.map(\.billingPlanType) == [.billedUpfront, .monthly])
        #expect(terms.last?.billingPrice == Decimal(string: "4.99") && terms.last?.commitment?.price == Decimal(string: "59.88"))
        #expect(terms.last?.commitment?.billingPeriods == 12 && terms.last?.billingPeriod == CalendarDuration(months: 1))
        try store.set("storefront", to: "USA")
        #expect(try store.products([F.gardenPlus]).first?.subscription?.pricingTerms.map(\.billingPlanType) == [.billedUpfront])
        #expect(try purchaseFailure { try store.purchase(F.gardenPlus, options: Self.monthly) } == StoreKitErrorName("productUnavailable"))
        var florist = try F.store(["storefront": "GBR"])
        #expect(
            try purchaseFailure { try florist.purchase(F.gold, options: Self.monthly) } == StoreKitErrorName("productUnavailable"),
            "a monthly product has no plan"
        )
        #expect(try florist.products([F.gold]).first?.subscription?.pricingTerms.map(\.billingPlanType) == [.billedUpfront])
        #expect(florist.payloads().isEmpty && store.payloads().isEmpty)
    }
}

extension Calendar {
    /// The Gregorian calendar in UTC.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
