/// The state of an auto-renewable subscription (`status`).
public struct AutoRenewableSubscriptionStatus: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The subscription is active.
    public static let active = Self(rawValue: 1)
    /// The subscription expired.
    public static let expired = Self(rawValue: 2)
    /// The App Store is trying to renew after a billing failure.
    public static let billingRetry = Self(rawValue: 3)
    /// In billing grace period: the customer keeps access while billing is retried.
    public static let billingGracePeriod = Self(rawValue: 4)
    /// The App Store revoked the subscription.
    public static let revoked = Self(rawValue: 5)

    public static let documentedValues: [Self] = [
        .active, .expired, .billingRetry, .billingGracePeriod,
        .revoked,
    ]
}
