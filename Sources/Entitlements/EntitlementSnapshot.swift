import Foundation

/// What a customer is entitled to at one instant.
public struct EntitlementSnapshot: Hashable, Sendable {
    /// The instant evaluated.
    public var at: Date
    /// Current entitlements, by product id then transaction id.
    public var entitlements: [Entitlement]
    /// Every subscription group the customer has touched, by group id.
    public var subscriptionGroups: [SubscriptionGroupStatus]

    /// Whether any current entitlement is for `productId`.
    public func isEntitled(to productId: String) -> Bool {
        entitlements.contains { $0.productId == productId }
    }
}
