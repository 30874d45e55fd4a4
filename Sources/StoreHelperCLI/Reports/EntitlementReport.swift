#if Server
import AppStoreModels
import Entitlements
import Foundation

/// An entitlement snapshot in the JSON shape `storehelper entitlements --json` and `store entitlements --json`
/// print (scripts depend on it).
/// Dates are milliseconds since 1970, as on the wire.
struct EntitlementReport: Codable, Hashable, Sendable {
    struct Item: Codable, Hashable, Sendable {
        var productId: String
        var transactionId: String
        var originalTransactionId: String?
        /// Apple's product type name, e.g. `Auto-Renewable Subscription`.
        var type: String
        var purchaseDate: MillisecondDate?
        var expiresDate: MillisecondDate?
        var ownershipType: String?
        var isInGracePeriod: Bool
    }

    struct Status: Codable, Hashable, Sendable {
        var originalTransactionId: String
        var state: SubscriptionState
        var productId: String
        var level: Int?
        var ownershipType: String?
        var expiresDate: MillisecondDate?
    }

    struct Group: Codable, Hashable, Sendable {
        var subscriptionGroupIdentifier: String
        var state: SubscriptionState
        /// The product of the highest service level with access, or of the most relevant subscription when none has access.
        var productId: String
        var level: Int?
        var willAutoRenew: Bool
        var autoRenewProductId: String?
        var scheduledChange: ScheduledChange?
        var expiresDate: MillisecondDate?
        var gracePeriodExpiresDate: MillisecondDate?
        var expirationIntent: Int32?
        var priceIncreaseStatus: Int32?
        /// Every subscription in the group, most relevant first.
        var statuses: [Status]
    }

    var at: MillisecondDate
    /// Whether every input was verified (false for `--decoded` input).
    var verified: Bool
    /// Whether a catalog supplied service levels.
    var levelsKnown: Bool
    var entitlements: [Item]
    var subscriptionGroups: [Group]

    init(_ snapshot: EntitlementSnapshot, verified: Bool, levelsKnown: Bool) {
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
#endif
