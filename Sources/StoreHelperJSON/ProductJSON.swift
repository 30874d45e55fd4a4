public import AppStoreModels
import StoreKitInterface

/// A product in the JSON shape `storehelper store products --json` prints: Apple's product type
/// names, prices as decimal strings, periods in ISO 8601.
public struct ProductJSON: Codable, Hashable, Sendable {
    public var id, type, displayName, description, price, displayPrice: String
    public var isFamilyShareable: Bool
    public var subscription: Subscription?

    /// What an auto-renewable subscription adds, with the customer's introductory-offer eligibility.
    public struct Subscription: Codable, Hashable, Sendable {
        public var groupId: String
        public var groupDisplayName: String
        public var level: Int?
        public var period: String
        public var introductoryOffer: Offer?
        public var isEligibleForIntroOffer: Bool
        public var promotionalOffers: [Offer]
        public var offerCodes: [Offer]
        public var winBackOffers: [Offer]
    }

    /// A subscription offer.
    public struct Offer: Codable, Hashable, Sendable {
        public var id: String?
        public var paymentMode: String
        public var period: String
        public var periodCount: Int
        public var price: String
        public var displayPrice: String

        public init(_ offer: SubscriptionOffer) {
            id = offer.id
            paymentMode = offer.paymentMode.rawValue
            period = offer.period.description
            periodCount = offer.periodCount
            price = "\(offer.price)"
            displayPrice = offer.displayPrice
        }
    }

    /// `product` as JSON; `isEligibleForIntroOffer` says whether the customer may take its group's introductory offer.
    public init(_ product: StoreProduct, isEligibleForIntroOffer: (_ groupId: String) -> Bool) {
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
                winBackOffers: info.winBackOffers.map(Offer.init)
            )
        }
    }
}
