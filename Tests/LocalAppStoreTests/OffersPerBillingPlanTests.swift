import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// Offers belong to one billing plan each, and a `.storekit` file of format 5 says which (`billingPlanType` on an
/// offer; `introductoryOffers`, one per plan): "a free trial only for the 12-month commitment" must not reach a
/// customer who pays up front
/// (https://developer.apple.com/documentation/storekit/supporting-monthly-subscriptions-with-a-12-month-commitment).
@Suite struct OffersPerBillingPlanTests {
    typealias F = Florist

    /// The Annual catalog with `plus` and `basic` (JSON objects) merged into Garden Club Plus's and Basic's keys.
    static func configuration(plus: String = "{}", basic: String = "{}") throws -> ConfigurationFile {
        func object(_ json: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: F.annualStorekitURL)) as? [String: Any])
        var groups = try #require(root["subscriptionGroups"] as? [[String: Any]])
        var subscriptions = try #require(groups.first?["subscriptions"] as? [[String: Any]])
        subscriptions[0].merge(try object(plus)) { $1 }
        subscriptions[1].merge(try object(basic)) { $1 }
        groups[0]["subscriptions"] = subscriptions
        root["subscriptionGroups"] = groups
        return try ConfigurationFile.load(try JSONSerialization.data(withJSONObject: root))
    }

    static let introductoryOffers = """
        { "introductoryOffers" : [
          { "billingPlanType" : "MONTHLY", "internalID" : "9001", "numberOfPeriods" : 1, "paymentMode" : "free", "subscriptionPeriod" : "P1M" },
          { "billingPlanType" : "BILLED_UPFRONT", "internalID" : "9002", "numberOfPeriods" : 1, "paymentMode" : "payUpFront",
            "subscriptionPeriod" : "P1Y", "displayPrice" : "39.99" }
        ] }
        """

    @Test func aCustomerPayingUpFrontGetsTheUpFrontIntroductoryOfferNotTheMonthlyPlans() throws {
        let configuration = try Self.configuration(plus: Self.introductoryOffers)
        var store = try F.store(configuration: configuration)
        let shown = try store.products([F.gardenPlus]).first?.subscription?.introductoryOffer
        #expect(shown?.paymentMode == .payUpFront && shown?.price == Decimal(string: "39.99"), "the product shows the up-front plan's offer")
        let bought = try store.buy(F.gardenPlus)
        #expect(bought.offerType == .introductory && bought.offerDiscountType == .payUpFront && bought.price == 39_990)
    }

    @Test func aPromotionalOfferForTheMonthlyPlanIsNotSoldUpFront() throws {
        let configuration = try Self.configuration(
            plus: """
                { "adHocOffers" : [
                  { "billingPlanType" : "MONTHLY", "internalID" : "9003", "offerID" : "monthly-half", "numberOfPeriods" : 3,
                    "paymentMode" : "payAsYouGo", "subscriptionPeriod" : "P1M", "displayPrice" : "2.49", "referenceName" : "half" }
                ] }
                """
        )
        var store = try F.store(configuration: configuration)
        #expect(try store.products([F.gardenPlus]).first?.subscription?.promotionalOffers.isEmpty == true, "not listed for the up-front plan")
        let options = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: "monthly-half", compactJWS: "unused"))
        #expect(try purchaseFailure { try store.purchase(F.gardenPlus, options: options) } == StoreKitErrorName("invalidOfferIdentifier"))
        #expect(store.transactions(for: LocalAppStore.defaultAccountId).isEmpty)
    }

    @Test func theReaderRefusesAnOfferForAPlanTheProductDoesNotHave() throws {
        let refused: [(plus: String, basic: String, reason: String)] = [
            (
                #"{ "introductoryOffers" : [ { "billingPlanType" : "WEEKLY", "paymentMode" : "free", "subscriptionPeriod" : "P1W" } ] }"#, "{}",
                "not BILLED_UPFRONT or MONTHLY"
            ),
            (
                #"{ "introductoryOffers" : [ { "billingPlanType" : "BILLED_UPFRONT", "paymentMode" : "free", "subscriptionPeriod" : "P1W" }, { "paymentMode" : "free", "subscriptionPeriod" : "P1M" } ] }"#,
                "{}", "more than one introductory offer"
            ),
            (
                "{}",
                #"{ "billingPlans" : [ { "billingPlanType" : "MONTHLY", "displayPrice" : "2.99", "commitmentDisplayPrice" : "35.88", "isEnabled" : false } ], "adHocOffers" : [ { "billingPlanType" : "MONTHLY", "offerID" : "m", "paymentMode" : "free", "subscriptionPeriod" : "P1M" } ] }"#,
                "an offer for the monthly plan on a product without an enabled one"
            ),
        ]
        for (plus, basic, reason) in refused {
            #expect {
                _ = try Self.configuration(plus: plus, basic: basic)
            } throws: { error in
                (error as? ConfigurationError)?.reason.contains(reason) == true
            }
        }
        #expect(
            try Self.configuration(plus: Self.introductoryOffers).subscriptionGroups?.first?.subscriptions?.first?.upFrontIntroductoryOffer?
                .internalID == "9002"
        )
    }
}
