public import Foundation

/// A subscription offer (StoreKit's `Product.SubscriptionOffer`): introductory, promotional, offer
/// code or win-back.
public struct SubscriptionOffer: Hashable, Sendable {
    /// The offer identifier (promotional and win-back offers) or reference name (offer codes); nil
    /// for introductory offers.
    public var id: String?
    public var type: OfferType
    public var paymentMode: OfferDiscountType
    /// One discounted period (for pay-up-front, the whole time the payment covers).
    public var period: CalendarDuration
    public var periodCount: Int
    public var price: Decimal
    public var displayPrice: String
    /// Offer codes: who may redeem (`new`, `existing`, `expired`); empty for other offers.
    public var eligibility: [String]

    public init(
        id: String?,
        type: OfferType,
        paymentMode: OfferDiscountType,
        period: CalendarDuration,
        periodCount: Int,
        price: Decimal,
        displayPrice: String,
        eligibility: [String] = []
    ) {
        self.id = id
        self.type = type
        self.paymentMode = paymentMode
        self.period = period
        self.periodCount = periodCount
        self.price = price
        self.displayPrice = displayPrice
        self.eligibility = eligibility
    }
}
