/// One subscription's status as a store hands it over (StoreKit's `Product.SubscriptionInfo.Status`):
/// its latest transaction and its renewal info, both signed and not yet verified by the receiver.
///
/// The state is not carried: a receiver verifies both tokens and lets the entitlement engine judge
/// the state at its own instant (`SubscriptionState`: subscribed, in grace period, in billing retry,
/// expired, revoked). That state corresponds one to one to Apple's wire code `status` (AutoRenewableSubscriptionStatus)
/// (1 active, 4 billing grace period, 3 billing retry, 2 expired, 5 revoked), which the App Store
/// Server API and notifications carry.
public struct SignedSubscriptionStatus: Hashable, Sendable {
    /// The latest transaction of the subscription.
    public var transaction: SignedJWS
    /// The subscription's renewal info.
    public var renewalInfo: SignedJWS

    public init(transaction: SignedJWS, renewalInfo: SignedJWS) {
        self.transaction = transaction
        self.renewalInfo = renewalInfo
    }
}
