public import AppStoreModels

extension SubscriptionState {
    /// Apple's wire code for this state (the `status` of notifications and the App Store Server API):
    /// subscribed is 1 (active), expired 2, in billing retry 3, in grace period 4, revoked 5.
    public var status: AutoRenewableSubscriptionStatus {
        switch self {
        case .subscribed: .active
        case .expired: .expired
        case .inBillingRetryPeriod: .billingRetry
        case .inGracePeriod: .billingGracePeriod
        case .revoked: .revoked
        }
    }

    /// The state for Apple's wire code, or nil for a code this version does not know.
    public init?(_ status: AutoRenewableSubscriptionStatus) {
        guard let state = Self.allCases.first(where: { $0.status == status }) else { return nil }
        self = state
    }
}
