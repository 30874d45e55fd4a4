import AppStoreModels
import Foundation

/// A product as the app shows it: what a ``Store`` returns for the app's product ids.
public struct AppProduct: Hashable, Sendable, Identifiable {
    public var id: String
    public var type: ProductType
    public var displayName: String
    public var description: String
    public var price: Decimal
    /// The price formatted in the customer's currency.
    public var displayPrice: String
    public var isFamilyShareable: Bool
    /// Present for auto-renewable subscriptions.
    public var subscription: Subscription?

    /// What an auto-renewable subscription adds.
    public struct Subscription: Hashable, Sendable {
        public var groupId: String
        public var groupDisplayName: String
        /// The service level; 1 is the highest.
        public var level: Int
        /// ISO 8601, e.g. `P1M`.
        public var period: String
        public var introductoryOffer: Offer?
        public var promotionalOffers: [Offer]

        public init(groupId: String, groupDisplayName: String, level: Int, period: String, introductoryOffer: Offer?, promotionalOffers: [Offer]) {
            self.groupId = groupId
            self.groupDisplayName = groupDisplayName
            self.level = level
            self.period = period
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
        }
    }

    /// A subscription offer.
    public struct Offer: Hashable, Sendable {
        /// The offer identifier (promotional offers).
        public var id: String?
        public var paymentMode: OfferDiscountType
        /// ISO 8601 length of one discounted period.
        public var period: String
        public var periodCount: Int
        public var price: Decimal
        public var displayPrice: String

        public init(id: String?, paymentMode: OfferDiscountType, period: String, periodCount: Int, price: Decimal, displayPrice: String) {
            self.id = id
            self.paymentMode = paymentMode
            self.period = period
            self.periodCount = periodCount
            self.price = price
            self.displayPrice = displayPrice
        }
    }

    public init(
        id: String, type: ProductType, displayName: String, description: String, price: Decimal, displayPrice: String,
        isFamilyShareable: Bool, subscription: Subscription?
    ) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
    }
}
