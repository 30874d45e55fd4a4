public import Foundation

/// What a customer is entitled to at one instant.
public struct EntitlementSnapshot: Hashable, Sendable {
    /// The instant evaluated.
    public var at: Date
    /// Current entitlements, by product id then transaction id.
    public var entitlements: [Entitlement]
    /// Every subscription group the customer has touched, by group id.
    public var subscriptionGroups: [SubscriptionGroupStatus]
    /// The first instant after ``at`` at which the same history may be judged differently: an expiry,
    /// a grace period's end, a revocation or purchase dated in the future, a non-renewing period's
    /// end. `nil` when nothing in the history is dated after ``at``. Evaluate again at this instant
    /// (on the store's clock) to stay right without new data.
    public var nextChange: Date?

    /// Whether any current entitlement is for `productId`.
    public func isEntitled(to productId: String) -> Bool {
        entitlements.contains { $0.productId == productId }
    }
}
