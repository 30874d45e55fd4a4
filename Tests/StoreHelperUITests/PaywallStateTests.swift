import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI
import Testing

/// A paywall's plans over a real `.storekit` file (RevenueCat's purchase tester catalog, Resources/storekit): each
/// plan's price per month, its savings over the group's one-month plan, and the introductory offer while eligible.
@MainActor
struct PaywallStateTests {
    static let catalog = "RevenueCat__purchases-ios__PurchaseTesterStoreKitConfiguration.storekit"

    /// A started helper over the catalog, selling the products `ids` (the groups named as in the catalog).
    static func helper(_ groups: [String: [String]]) async throws -> (StoreHelper, LocalStore) {
        try await Shops.catalog(catalog, groups)
    }

    static func fraction(_ value: Decimal?) -> Double? { value.map { NSDecimalNumber(decimal: $0).doubleValue } }

    @Test func anAnnualPlanSavesOverTwelveMonthsOfTheMonthlyOne() async throws {
        let (helper, _) = try await Self.helper(["greenie": ["greenie_annual", "greenie_monthly"]])
        let annual = try #require(helper.product("greenie_annual"))
        let paywall = PaywallState(groupId: try #require(annual.subscription?.groupId), helper: helper)
        await paywall.load()
        #expect(paywall.plans.map(\.id) == ["greenie_annual", "greenie_monthly"], "level 1 first")
        let (yearly, monthly) = (paywall.plans[0], paywall.plans[1])
        // 99.99 a year against 12 × 12.99 = 155.88: 1 − 99.99 / 155.88 ≈ 0.35855.
        #expect(abs((Self.fraction(yearly.savings) ?? 0) - 0.35855) < 0.00001)
        #expect(abs((Self.fraction(yearly.pricePerMonth) ?? 0) - 99.99 / 12) < 0.000001)
        #expect(monthly.savings == nil && monthly.pricePerMonth == monthly.product.price, "nothing to save on the monthly plan itself")
        #expect(yearly.introductoryOffer == nil && monthly.introductoryOffer == nil, "this group has no introductory offer")
    }

    @Test func theIntroductoryOfferIsShownOnlyWhileTheCustomerIsEligible() async throws {
        let ids = [
            "com.revenuecat.purchaseTester.annual_39.99.2_week_intro", "com.revenuecat.purchaseTester.monthly_4.99.1_week_intro",
        ]
        let (helper, _) = try await Self.helper(["tester": ids])
        let annual = try #require(helper.product(ids[0]))
        let paywall = PaywallState(groupId: try #require(annual.subscription?.groupId), helper: helper)
        await paywall.load()
        #expect(paywall.isEligibleForIntroOffer)
        let trial = try #require(paywall.plans.first { $0.id == ids[0] }?.introductoryOffer)
        #expect(trial.paymentMode == .freeTrial && trial.period == CalendarDuration(weeks: 2))
        // 39.99 a year against 12 × 4.99 = 59.88: 1 − 39.99 / 59.88 ≈ 0.33216.
        #expect(abs((Self.fraction(paywall.plans.first { $0.id == ids[0] }?.savings) ?? 0) - 0.33216) < 0.00001)

        _ = try await helper.purchase(annual)
        await paywall.load()
        #expect(!paywall.isEligibleForIntroOffer && paywall.plans.allSatisfy { $0.introductoryOffer == nil }, "once per group")
    }

    @Test func aPlanCountedInWeeksHasNoMonthlyPriceAndAGroupWithoutAMonthlyPlanNoSavings() async throws {
        let (helper, _) = try await Self.helper(["weekly": ["test_product1", "test_refname2"]])
        let weekly = try #require(helper.product("test_product1"))
        let paywall = PaywallState(groupId: try #require(weekly.subscription?.groupId), helper: helper)
        await paywall.load()
        let byId = Dictionary(uniqueKeysWithValues: paywall.plans.map { ($0.id, $0) })
        #expect(byId["test_product1"]?.pricePerMonth == nil, "a week is not counted in months")
        let twoMonths = try #require(byId["test_refname2"])
        #expect(twoMonths.pricePerMonth == twoMonths.product.price / 2 && twoMonths.savings == nil)
        #expect(PaywallState(groupId: "no-such-group", helper: helper).plans.isEmpty)
    }

    @Test func thePlanCardsWordThePricePerMonthTheSavingAndTheTrial() async throws {
        let ids = [
            "com.revenuecat.purchaseTester.annual_39.99.2_week_intro", "com.revenuecat.purchaseTester.monthly_4.99.1_week_intro",
        ]
        let (helper, _) = try await Self.helper(["tester": ids])
        let groupId = try #require(helper.product(ids[0])?.subscription?.groupId)
        let english = PaywallState(groupId: groupId, helper: helper, wording: .english, locale: Locale(identifier: "en_US"))
        await english.load()
        let (annual, monthly) = (try #require(english.plans.first { $0.id == ids[0] }), try #require(english.plans.first { $0.id == ids[1] }))
        // 39.99 / 12 = 3.3325; a saving of 0.33216 is rounded down.
        #expect(annual.perMonthText == "$3.33/month" && annual.savingsText == "Save 33%")
        #expect(annual.offerText == "Free for 2 weeks" && monthly.offerText == "$0.49 for 1 month", "\(monthly.offerText ?? "nil")")
        #expect(monthly.perMonthText == nil && monthly.savingsText == nil, "a monthly plan's price is its price per month")
        #expect(annual.commitmentText == nil)

        let french = PaywallState(groupId: groupId, helper: helper, wording: .french, locale: Locale(identifier: "fr_FR"))
        await french.load()
        let plan = try #require(french.plans.first { $0.id == ids[0] })
        #expect(plan.perMonthText?.hasPrefix("3,33") == true && plan.perMonthText?.hasSuffix("/mois") == true, "\(plan.perMonthText ?? "nil")")
        #expect(plan.savingsText?.hasPrefix("Économisez 33") == true && plan.offerText == "Gratuit pendant 2 semaines")
    }

    @Test func aMonthlyPlanExplainsItsCommitment() async throws {
        let (helper, _) = try await Shops.garden()
        let groupId = try #require(helper.product(Florist.gardenPlus)?.subscription?.groupId)
        let paywall = PaywallState(groupId: groupId, helper: helper, wording: .english, locale: Locale(identifier: "en_GB"))
        await paywall.load()
        let plus = try #require(paywall.plans.first { $0.id == Florist.gardenPlus })
        #expect(plus.commitment?.billingPlanType == .monthly)
        #expect(plus.commitmentText == "£4.99/month for 12 months: you commit to every month")
    }

    @Test func aWinBackOfferChosenOnTheAppStoreComesFirstAndIsBought() async throws {
        let monthly = "com.example.purchasedemo.membership.monthly"
        let offerId = "membership.winback.three"
        let (helper, device) = try await Shops.catalog("Kosikowski__swift-storekit__Demo.storekit", ["Membership": [monthly]])
        let product = try #require(helper.product(monthly))
        _ = try await helper.purchase(product)
        try await device.session { store in
            try store.setAutoRenew(false, product: monthly)
            try store.advance(by: 40 * Florist.day)
        }
        try await device.sendPurchaseIntent(for: monthly, winBackOfferId: offerId)
        #expect(await helper.wait { !helper.purchaseIntents.isEmpty })
        let paywall = PaywallState(
            groupId: try #require(product.subscription?.groupId),
            helper: helper,
            wording: .english,
            locale: Locale(identifier: "en_US")
        )
        await paywall.load()
        let plan = try #require(paywall.plans.first)
        #expect(plan.winBackOffer?.id == offerId && plan.offerText == "$10.99/month for 3 months")
        _ = try await paywall.buy(plan)
        let transaction = try #require(try await helper.subscriptionInfo(for: "Membership")?.transaction)
        #expect(transaction.payload.offerType == .winBack && transaction.payload.offerIdentifier == offerId)
        #expect(helper.purchaseIntents.isEmpty)
    }
}
