public import AppStoreModels
import Foundation

/// The state of one subscription (one original transaction) at an instant, as StoreKit's
/// `Product.SubscriptionInfo.RenewalState`. Apple's wire code for it is ``status`` (`SubscriptionStatus`);
/// a store hands a subscription over as a `SignedSubscriptionStatus`, from which the engine judges it.
public enum SubscriptionState: String, Hashable, Sendable, Codable, CaseIterable {
    case subscribed
    case expired
    case inBillingRetryPeriod
    case inGracePeriod
    case revoked

    /// Whether the customer has access in this state.
    public var grantsAccess: Bool { self == .subscribed || self == .inGracePeriod }
}

/// A change that takes effect at the next renewal.
public enum ScheduledChange: String, Hashable, Sendable, Codable {
    /// To a lower service level (a larger level number).
    case downgrade
    /// To another product at the same level.
    case crossgrade
    /// To another product whose level is not known.
    case productChange
}

/// One subscription (one original transaction) within a group.
public struct SubscriptionRenewalStatus: Hashable, Sendable {
    public var originalTransactionId: String
    public var state: SubscriptionState
    /// The latest transaction of the subscription at the instant.
    public var transaction: JWSTransactionDecodedPayload
    public var renewalInfo: JWSRenewalInfoDecodedPayload?
    public var productId: String { transaction.productId ?? "" }
    /// The service level of the current product (1 is highest); `nil` when the catalog does not say.
    public var level: Int?
    public var willAutoRenew: Bool { renewalInfo?.autoRenewStatus == .on }
    public var autoRenewProductId: String? { renewalInfo?.autoRenewProductId }
    public var expiresDate: MillisecondDate? { transaction.expiresDate }
    public var gracePeriodExpiresDate: MillisecondDate? { renewalInfo?.gracePeriodExpiresDate }
    /// The 12-month commitment whose month the latest transaction pays (a monthly plan); `nil` when billed up front.
    /// Access follows each month's `expiresDate`, as for any renewal.
    public var commitment: TransactionCommitmentInfo? { transaction.commitmentInfo }
    /// Whether the commitment renews at its end (`nil` outside one); every month before its end is billed regardless.
    public var willRenewCommitment: Bool? { renewalInfo?.commitmentInfo?.commitmentAutoRenewStatus.map { $0 == .on } }
    public var expirationIntent: ExpirationIntent? { renewalInfo?.expirationIntent }
    public var priceIncreaseStatus: PriceIncreaseStatus? { renewalInfo?.priceIncreaseStatus }
    /// A downgrade or crossgrade scheduled for the next renewal, if any.
    public var scheduledChange: ScheduledChange?
}

/// Every subscription the customer has touched in one subscription group.
public struct SubscriptionGroupStatus: Hashable, Sendable {
    public var subscriptionGroupIdentifier: String
    /// One status per original transaction (Family Sharing can add some), most relevant first:
    /// access-granting before not, then higher service level, then later expiry.
    public var statuses: [SubscriptionRenewalStatus]

    /// The status that gives the highest service level with access, if any has access.
    public var highestServiceLevel: SubscriptionRenewalStatus? {
        statuses.first { $0.state.grantsAccess }
    }

    /// The group's state: that of its highest service level, else that of its most relevant status.
    public var state: SubscriptionState { (highestServiceLevel ?? statuses[0]).state }
}
