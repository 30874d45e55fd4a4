public import Foundation

/// One way to pay for an auto-renewable subscription (StoreKit's `Product.SubscriptionInfo.PricingTerms`, OS 26.4):
/// every one-year subscription is billed up front; one with a monthly billing plan may also be paid monthly over
/// a 12-month commitment, where the customer's storefront offers it
/// (https://developer.apple.com/documentation/storekit/supporting-monthly-subscriptions-with-a-12-month-commitment).
public struct PricingTerms: Hashable, Sendable {
    /// The 12-month commitment a monthly plan binds the customer to (StoreKit's `Product.SubscriptionInfo.CommitmentInfo`).
    public struct Commitment: Hashable, Sendable {
        /// The price of the whole commitment.
        public var price: Decimal
        public var displayPrice: String
        /// The commitment's length: one year.
        public var period: CalendarDuration
        /// How many billing periods it has: 12.
        public var billingPeriods: Int

        public init(price: Decimal, displayPrice: String, period: CalendarDuration, billingPeriods: Int) {
            self.price = price
            self.displayPrice = displayPrice
            self.period = period
            self.billingPeriods = billingPeriods
        }
    }

    /// `BILLED_UPFRONT` or `MONTHLY`.
    public var billingPlanType: BillingPlanType
    /// What one billing period costs.
    public var billingPrice: Decimal
    public var billingDisplayPrice: String
    /// How often the customer pays: the subscription's period up front, a month on a monthly plan.
    public var billingPeriod: CalendarDuration
    /// The commitment of a monthly plan; `nil` up front.
    public var commitment: Commitment?

    public init(
        billingPlanType: BillingPlanType,
        billingPrice: Decimal,
        billingDisplayPrice: String,
        billingPeriod: CalendarDuration,
        commitment: Commitment? = nil
    ) {
        self.billingPlanType = billingPlanType
        self.billingPrice = billingPrice
        self.billingDisplayPrice = billingDisplayPrice
        self.billingPeriod = billingPeriod
        self.commitment = commitment
    }
}
