public import Foundation

/// A product as a store sells it in one storefront and locale (StoreKit's `Product`): the one product
/// type of this package. The local App Store makes them from `.storekit` files, a store hands them to
/// StoreHelper, and the entitlement engine reads the facts it needs from them (type, group, level,
/// family sharing, how long a non-renewing subscription lasts).
public struct StoreProduct: Hashable, Sendable, Identifiable {
    public var id: String
    public var type: ProductType
    /// The display name for the locale.
    public var displayName: String
    /// The description for the locale.
    public var description: String
    public var price: Decimal
    /// `price` formatted in the storefront's currency for the locale.
    public var displayPrice: String
    /// The ISO 4217 code of the storefront's currency `price` is in (StoreKit's `priceFormatStyle.currencyCode`), for
    /// prices derived from `price` (a price per month); nil when the store did not say.
    public var currencyCode: String?
    public var isFamilyShareable: Bool
    /// Present for auto-renewable subscriptions.
    public var subscription: Subscription?
    /// Non-renewing subscriptions: how long one purchase lasts. The app decides (Apple sets no length
    /// and `.storekit` files hold none); nil when unknown, and the purchase then never ends.
    public var nonRenewingDuration: CalendarDuration?

    public init(
        id: String,
        type: ProductType,
        displayName: String = "",
        description: String = "",
        price: Decimal = 0,
        displayPrice: String = "",
        currencyCode: String? = nil,
        isFamilyShareable: Bool = false,
        subscription: Subscription? = nil,
        nonRenewingDuration: CalendarDuration? = nil
    ) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.currencyCode = currencyCode
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
        self.nonRenewingDuration = nonRenewingDuration
    }

    /// What an auto-renewable subscription adds (StoreKit's `Product.SubscriptionInfo`).
    public struct Subscription: Hashable, Sendable {
        public var groupId: String
        /// The group's display name for the locale (its reference name when it has none).
        public var groupDisplayName: String
        /// The service level; 1 is the highest. Nil when the store does not say.
        public var level: Int?
        public var period: CalendarDuration
        public var introductoryOffer: SubscriptionOffer?
        public var promotionalOffers: [SubscriptionOffer]
        public var offerCodes: [SubscriptionOffer]
        public var winBackOffers: [SubscriptionOffer]
        /// The ways to pay for it, up front first (StoreKit's `pricingTerms`): a monthly plan with a 12-month
        /// commitment follows where the product has one and the storefront offers it.
        public var pricingTerms: [PricingTerms]

        public init(
            groupId: String,
            groupDisplayName: String = "",
            level: Int?,
            period: CalendarDuration,
            introductoryOffer: SubscriptionOffer? = nil,
            promotionalOffers: [SubscriptionOffer] = [],
            offerCodes: [SubscriptionOffer] = [],
            winBackOffers: [SubscriptionOffer] = [],
            pricingTerms: [PricingTerms] = []
        ) {
            self.groupId = groupId
            self.groupDisplayName = groupDisplayName
            self.level = level
            self.period = period
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
            self.offerCodes = offerCodes
            self.winBackOffers = winBackOffers
            self.pricingTerms = pricingTerms
        }
    }

    /// When a non-renewing subscription bought at `purchaseDate` ends (UTC Gregorian calendar), if its
    /// duration is known.
    public func nonRenewingEnd(after purchaseDate: Date) -> Date? {
        nonRenewingDuration.map { $0.added(to: purchaseDate) }
    }
}
