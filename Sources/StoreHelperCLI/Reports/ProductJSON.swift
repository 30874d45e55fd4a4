#if Server
import AppStoreModels
import StoreKitInterface

/// A product in the JSON shape `storehelper store products --json` prints: Apple's product type
/// names, prices as decimal strings, periods in ISO 8601.
struct ProductJSON: Codable, Hashable, Sendable {
    var id, type, displayName, description, price, displayPrice: String
    var isFamilyShareable: Bool
    var subscription: Subscription?

    /// What an auto-renewable subscription adds, with the customer's introductory-offer eligibility.
    struct Subscription: Codable, Hashable, Sendable {
        var groupId: String
        var groupDisplayName: String
        var level: Int?
        var period: String
        var introductoryOffer: Offer?
        var isEligibleForIntroOffer: Bool
        var promotionalOffers: [Offer]
        var offerCodes: [Offer]
        var winBackOffers: [Offer]
        /// The ways to pay: up front, and a monthly plan with a 12-month commitment where offered.
        var pricingTerms: [Terms]
    }

    /// One way to pay for a subscription.
    struct Terms: Codable, Hashable, Sendable {
        var billingPlanType: String
        var billingPrice: String
        var billingDisplayPrice: String
        var billingPeriod: String
        /// A monthly plan's whole commitment: its price and how many billing periods it has.
        var commitmentPrice: String?
        var commitmentDisplayPrice: String?
        var commitmentBillingPeriods: Int?

        init(_ terms: PricingTerms) {
            billingPlanType = terms.billingPlanType.rawValue
            billingPrice = "\(terms.billingPrice)"
            billingDisplayPrice = terms.billingDisplayPrice
            billingPeriod = terms.billingPeriod.description
            commitmentPrice = terms.commitment.map { "\($0.price)" }
            commitmentDisplayPrice = terms.commitment?.displayPrice
            commitmentBillingPeriods = terms.commitment?.billingPeriods
        }
    }

    /// A subscription offer.
    struct Offer: Codable, Hashable, Sendable {
        var id: String?
        var paymentMode: String
        var period: String
        var periodCount: Int
        var price: String
        var displayPrice: String

        init(_ offer: SubscriptionOffer) {
            id = offer.id
            paymentMode = offer.paymentMode.rawValue
            period = offer.period.description
            periodCount = offer.periodCount
            price = "\(offer.price)"
            displayPrice = offer.displayPrice
        }
    }

    /// `product` as JSON; `isEligibleForIntroOffer` says whether the customer may take its group's introductory offer.
    init(_ product: StoreProduct, isEligibleForIntroOffer: (_ groupId: String) -> Bool) {
        id = product.id
        type = product.type.rawValue
        displayName = product.displayName
        description = product.description
        price = "\(product.price)"
        displayPrice = product.displayPrice
        isFamilyShareable = product.isFamilyShareable
        subscription = product.subscription.map { info in
            Subscription(
                groupId: info.groupId,
                groupDisplayName: info.groupDisplayName,
                level: info.level,
                period: info.period.description,
                introductoryOffer: info.introductoryOffer.map(Offer.init),
                isEligibleForIntroOffer: isEligibleForIntroOffer(info.groupId),
                promotionalOffers: info.promotionalOffers.map(Offer.init),
                offerCodes: info.offerCodes.map(Offer.init),
                winBackOffers: info.winBackOffers.map(Offer.init),
                pricingTerms: info.pricingTerms.map(Terms.init)
            )
        }
    }
}
#endif
