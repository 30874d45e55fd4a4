public import Foundation
public import Observation
public import StoreHelper

/// A subscription group's plans side by side, as a paywall shows them: each plan's price per month and what it saves
/// over paying by the month, and the introductory offer the customer can still have. Computed from the store's prices
/// (never rounded here: the view formats them).
@MainActor @Observable
public final class PaywallState {
    /// One plan of the group.
    public struct Plan: Hashable, Sendable, Identifiable {
        public let product: StoreProduct
        /// The price per month the plan comes to (its price over its period's months); nil for a period not counted
        /// in months (weeks, days).
        public let pricePerMonth: Decimal?
        /// What the plan saves over the group's one-month plan for as long (0.25 is a quarter less); nil for the
        /// one-month plan itself, a plan that saves nothing, or a group without a one-month plan to compare with.
        public let savings: Decimal?
        /// The introductory offer a new plan starts with, while the customer is eligible for one (nil otherwise).
        public let introductoryOffer: SubscriptionOffer?
        /// The win-back offer the customer chose on the App Store for this plan (a purchase intent), if any: it
        /// comes before the introductory offer, which a returning subscriber cannot have.
        public let winBackOffer: SubscriptionOffer?
        /// The plan's monthly billing with a 12-month commitment, when it offers one (Apple's pricing terms).
        public let commitment: PricingTerms?
        /// What the plan card says: its price per month ("$4.99/month"), its saving ("Save 16%", rounded down), the
        /// offer's terms ("Free for 1 week"), the commitment explained; nil where there is nothing to say.
        public let perMonthText: String?
        public let savingsText: String?
        public let offerText: String?
        public let commitmentText: String?

        public var id: String { product.id }
    }

    /// The subscription group's id.
    public let groupId: String
    /// The group's plans, highest level of service first (as ``ShopSection`` orders them); empty until ``load()``.
    public private(set) var plans: [Plan] = []
    /// Whether the customer can still have the group's introductory offer (once per group:
    /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/iseligibleforintrooffer(for:)).
    public private(set) var isEligibleForIntroOffer = false

    @ObservationIgnored private let helper: StoreHelper
    @ObservationIgnored private let words: OfferWording

    /// The paywall of the subscription group `groupId`, over the products `helper` loaded, worded in `wording` with
    /// prices for `locale` (the user's by default).
    public init(groupId: String, helper: StoreHelper, wording: ShopWording = ShopWording(locale: .current), locale: Locale = .current) {
        self.groupId = groupId
        self.helper = helper
        words = OfferWording(wording: wording, locale: locale)
    }

    /// Buys `plan`, with the win-back offer the customer chose for it on the App Store when there is one.
    @discardableResult
    public func buy(_ plan: Plan) async throws(StoreHelperError) -> PurchaseResult<StoreTransaction> {
        if let intent = helper.purchaseIntents.first(where: { $0.id == plan.id && $0.winBackOfferId != nil }) {
            return try await helper.purchase(intent)
        }
        return try await helper.purchase(plan.product)
    }

    /// Reads the group's plans and the customer's eligibility for its introductory offer. A store that cannot tell
    /// eligibility leaves the customer ineligible: no offer is shown that the purchase would not give.
    public func load() async {
        let products = ShopSection.sections(of: helper.products).first { $0.kind.groupId == groupId }?.products ?? []
        if let first = products.first {
            isEligibleForIntroOffer = (try? await helper.isEligibleForIntroOffer(first)) ?? false
        } else {
            isEligibleForIntroOffer = false
        }
        let monthly = products.filter { Self.months(of: $0) == 1 }
        plans = products.map { product in
            let months = Self.months(of: product)
            let perMonth = months.map { product.price / Decimal($0) }
            // The one-month plan to compare with: the group's only one, or the one at the plan's level.
            let reference = monthly.count == 1 ? monthly.first : monthly.first { $0.subscription?.level == product.subscription?.level }
            var savings: Decimal?
            if let months, months > 1, let reference, reference.price > 0 {
                let saved = 1 - product.price / (reference.price * Decimal(months))
                savings = saved > 0 ? saved : nil
            }
            let offer = isEligibleForIntroOffer ? product.subscription?.introductoryOffer : nil
            let winBack = helper.purchaseIntents.first { $0.id == product.id }?.winBackOfferId.flatMap { id in
                product.subscription?.winBackOffers.first { $0.id == id }
            }
            let commitment = product.subscription?.pricingTerms.first { words.commitment($0) != nil }
            return Plan(
                product: product,
                pricePerMonth: perMonth,
                savings: savings,
                introductoryOffer: offer,
                winBackOffer: winBack,
                commitment: commitment,
                perMonthText: months.flatMap { $0 > 1 ? perMonth : nil }.flatMap { amount in
                    product.currencyCode.map { words.wording(.perMonth(price: words.price(amount, currency: $0))) }
                },
                savingsText: savings.map(words.save),
                offerText: (winBack ?? offer).flatMap(words.terms),
                commitmentText: commitment.flatMap(words.commitment)
            )
        }
    }

    /// How many months a plan's period is, when it is counted in years and months.
    private static func months(of product: StoreProduct) -> Int? {
        guard let period = product.subscription?.period, period.weeks == 0, period.days == 0 else { return nil }
        let (years, overflow) = period.years.multipliedReportingOverflow(by: 12)
        let total = overflow ? nil : years.addingReportingOverflow(period.months)
        guard let total, !total.overflow, total.partialValue > 0 else { return nil }
        return total.partialValue
    }
}

extension ShopSection.Kind {
    /// The subscription group's id, for a group's section.
    var groupId: String? {
        if case .subscriptions(let groupId, _) = self { groupId } else { nil }
    }
}
