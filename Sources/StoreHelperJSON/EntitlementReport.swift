public import AppStoreModels
public import Entitlements
import Foundation

/// An entitlement snapshot in the JSON shape `storehelper entitlements --json` and `store entitlements --json`
/// print (scripts depend on it).
/// Dates are milliseconds since 1970, as on the wire.
public struct EntitlementReport: Codable, Hashable, Sendable {
    public struct Item: Codable, Hashable, Sendable {
        public var productId: String
        public var transactionId: String
        public var originalTransactionId: String?
        /// Apple's product type name, e.g. `Auto-Renewable Subscription`.
        public var type: String
        public var purchaseDate: MillisecondDate?
        public var expiresDate: MillisecondDate?
        public var ownershipType: String?
        public var isInGracePeriod: Bool
    }

    public struct Status: Codable, Hashable, Sendable {
        public var originalTransactionId: String
        public var state: SubscriptionState
        public var productId: String
        public var level: Int?
        public var ownershipType: String?
        public var expiresDate: MillisecondDate?
    }

    public struct Group: Codable, Hashable, Sendable {
        public var subscriptionGroupIdentifier: String
        public var state: SubscriptionState
        /// The product of the highest service level with access, or of the most relevant subscription when none has access.
        public var productId: String
        public var level: Int?
        public var willAutoRenew: Bool
        public var autoRenewProductId: String?
        public var scheduledChange: ScheduledChange?
        public var expiresDate: MillisecondDate?
        public var gracePeriodExpiresDate: MillisecondDate?
        public var expirationIntent: Int32?
        public var priceIncreaseStatus: Int32?
        /// Every subscription in the group, most relevant first.
        public var statuses: [Status]
    }

    public var at: MillisecondDate
    /// Whether every input was verified (false for `--decoded` input).
    public var verified: Bool
    /// Whether a catalog supplied service levels.
    public var levelsKnown: Bool
    public var entitlements: [Item]
    public var subscriptionGroups: [Group]

    public init(_ snapshot: EntitlementSnapshot, verified: Bool, levelsKnown: Bool) {
        at = MillisecondDate(snapshot.at)
        self.verified = verified
        self.levelsKnown = levelsKnown
        entitlements = snapshot.entitlements.map { entitlement in
            Item(
                productId: entitlement.productId,
                transactionId: entitlement.transactionId,
                originalTransactionId: entitlement.originalTransactionId,
                type: entitlement.type.rawValue,
                purchaseDate: entitlement.purchaseDate,
                expiresDate: entitlement.expiresDate,
                ownershipType: entitlement.ownershipType?.rawValue,
                isInGracePeriod: entitlement.isInGracePeriod
            )
        }
        subscriptionGroups = snapshot.subscriptionGroups.map { group in
            let lead = group.highestServiceLevel ?? group.statuses[0]
            return Group(
                subscriptionGroupIdentifier: group.subscriptionGroupIdentifier,
                state: group.state,
                productId: lead.productId,
                level: lead.level,
                willAutoRenew: lead.willAutoRenew,
                autoRenewProductId: lead.autoRenewProductId,
                scheduledChange: lead.scheduledChange,
                expiresDate: lead.expiresDate,
                gracePeriodExpiresDate: lead.gracePeriodExpiresDate,
                expirationIntent: lead.expirationIntent?.rawValue,
                priceIncreaseStatus: lead.priceIncreaseStatus?.rawValue,
                statuses: group.statuses.map { status in
                    Status(
                        originalTransactionId: status.originalTransactionId,
                        state: status.state,
                        productId: status.productId,
                        level: status.level,
                        ownershipType: status.transaction.inAppOwnershipType?.rawValue,
                        expiresDate: status.expiresDate
                    )
                }
            )
        }
    }
}
