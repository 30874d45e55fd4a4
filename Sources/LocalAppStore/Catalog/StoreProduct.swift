import AppStoreModels
import Foundation

/// A product as an app sees it in one storefront and locale (StoreKit's `Product`).
public struct StoreProduct: Hashable, Sendable {
    public var id: String
    public var type: ProductType
    /// The display name for the session's locale.
    public var displayName: String
    /// The description for the session's locale.
    public var description: String
    public var price: Decimal
    /// `price` formatted in the storefront's currency for the session's locale.
    public var displayPrice: String
    public var isFamilyShareable: Bool
    /// Present for auto-renewable subscriptions.
    public var subscription: Subscription?

    /// What an auto-renewable subscription adds (StoreKit's `Product.SubscriptionInfo`).
    public struct Subscription: Hashable, Sendable {
        public var groupId: String
        /// The group's display name for the locale (its reference name when it has none).
        public var groupDisplayName: String
        /// The service level; 1 is the highest.
        public var level: Int
        public var period: SubscriptionPeriod
        public var introductoryOffer: Offer?
        public var promotionalOffers: [Offer]
        public var offerCodes: [Offer]
        public var winBackOffers: [Offer]
    }

    /// A subscription offer (StoreKit's `Product.SubscriptionOffer`).
    public struct Offer: Hashable, Sendable {
        /// The offer identifier (promotional and win-back offers) or reference name (offer codes).
        public var id: String?
        public var type: OfferType
        public var paymentMode: OfferDiscountType
        /// One discounted period (for pay-up-front, the whole time the payment covers).
        public var period: SubscriptionPeriod
        public var periodCount: Int
        public var price: Decimal
        public var displayPrice: String
        /// Offer codes: `new`, `existing`, `expired`.
        public var eligibility: [String]
    }
}
