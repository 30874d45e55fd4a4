public import AppStoreModels
public import Foundation

/// A retention offer: a discount on the subscriber's own subscription that an App Store Connect retention message
/// carries in the cancellation flow. Redeemed, the transactions and renewal info it prices carry `offerType` 5 with
/// its `offerIdentifier`, `offerDiscountType` and `offerPeriod` (WWDC26 session 309).
public struct RetentionOffer: Codable, Hashable, Sendable {
    /// Its `offerIdentifier`.
    public var id: String
    /// The subscription it discounts.
    public var productId: String
    public var discountType: OfferDiscountType
    /// One discounted period, ISO 8601 (`P1M`).
    public var period: String
    /// How many periods it lasts (pay as you go), or 1.
    public var periodCount: Int
    /// What one period costs (0 for a free trial).
    public var price: Decimal

    public init(id: String, productId: String, discountType: OfferDiscountType, period: String, periodCount: Int = 1, price: Decimal = 0) {
        self.id = id
        self.productId = productId
        self.discountType = discountType
        self.period = period
        self.periodCount = periodCount
        self.price = price
    }
}
