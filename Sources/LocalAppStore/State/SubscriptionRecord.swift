public import AppStoreModels
public import Foundation

/// One customer's subscription in one group: the chain of transactions that share an original
/// transaction id, and what happens at its next renewal.
public struct SubscriptionRecord: Codable, Hashable, Sendable {
    /// Where the subscription stands.
    public enum Phase: String, Codable, Hashable, Sendable {
        /// Paid through `expiresDate`.
        case active
        /// A renewal failed; Apple keeps retrying until `retryEndsDate`.
        case billingRetry
        case expired
        /// Refunded or revoked.
        case revoked
    }

    /// An offer that prices the next periods.
    public struct OfferPeriods: Codable, Hashable, Sendable {
        public var type: OfferType
        public var id: String?
        public var discountType: OfferDiscountType
        /// ISO 8601 length of one discounted period.
        public var period: String
        public var remainingPeriods: Int
        public var price: Decimal
    }

    /// A monthly plan's 12-month commitment in progress
    /// (https://developer.apple.com/documentation/storekit/managing-lifecycle-of-monthly-subscriptions-with-a-12-month-commitment-).
    public struct Commitment: Codable, Hashable, Sendable {
        /// The billing period the latest transaction pays for: 1 to 12.
        public var billingPeriodNumber: Int
        /// When its first month began.
        public var startDate: Date
        /// When the commitment ends: twelve months after it began.
        public var expiresDate: Date
        /// What the whole commitment costs, and each month.
        public var price: Decimal
        public var monthlyPrice: Decimal

        /// Whether months of the commitment are still to be billed after the current one.
        public var hasMonthsLeft: Bool { billingPeriodNumber < Catalog.MonthlyPlan.billingPeriods }
    }

    public var originalTransactionId: String
    public var accountId: String
    public var groupId: String
    /// The product of the current period.
    public var productId: String
    /// The product the next period will be (differs after a downgrade or a crossgrade).
    public var autoRenewProductId: String
    public var autoRenews: Bool
    public var latestTransactionId: String
    public var expiresDate: Date
    public var phase: Phase
    /// When the current run of uninterrupted paid periods began.
    public var recentStartDate: Date
    public var retryEndsDate: Date?
    public var graceEndsDate: Date?
    public var graceExpiryNotified = false
    public var expirationIntent: ExpirationIntent?
    /// `nil`, or the price-increase consent status.
    public var priceIncreaseStatus: PriceIncreaseStatus?
    /// The offer that prices the next periods, if any.
    public var offer: OfferPeriods?
    /// For a family member's copy: the purchaser's original transaction id.
    public var sharedFrom: String?
    /// For a seat an organization or group assigned to the customer (`ASSIGNED`): the organization. It renews on
    /// the purchaser's schedule; the customer neither refunds it nor changes its renewal, and the organization can
    /// take it back (`ASSIGNMENT_REVOKE`).
    public var assignedBy: String?
    /// A family member's copy that has just given the member access (a new share, or one back after
    /// it lapsed) and that no notification has announced yet: the next one the member gets about it
    /// is `SUBSCRIBED`, whatever the purchaser's event.
    public var newlyShared: Bool?
    /// When the renewal date was extended (App Store Server API), oldest first.
    public var extensionDates: [Date]?
    /// The 12-month commitment of a monthly plan, while one runs; `nil` when billed up front. While months of it
    /// are left, each is billed whatever ``autoRenews`` says: ``autoRenews`` then says whether a new commitment
    /// (or period) follows its end.
    public var commitment: Commitment?
    /// How the subscription is billed from its next commitment or period on: `MONTHLY` starts a new commitment,
    /// `BILLED_UPFRONT` (or `nil`) a period paid up front.
    public var renewalBillingPlanType: BillingPlanType?

    /// Whether the customer bought this subscription (not a family member's copy, not an organization's seat).
    public var isOwnPurchase: Bool { sharedFrom == nil && assignedBy == nil }

    /// Whether the subscription still gives access or may recover.
    public var isLive: Bool { phase == .active || phase == .billingRetry }

    /// The instant of the next timed event (renewal or expiry, grace end, retry end), if any.
    public var nextEventDate: Date? {
        guard sharedFrom == nil else { return nil }
        switch phase {
        case .active: return expiresDate
        case .billingRetry:
            if let grace = graceEndsDate, !graceExpiryNotified, let retry = retryEndsDate { return min(grace, retry) }
            return retryEndsDate
        case .expired, .revoked: return nil
        }
    }
}
