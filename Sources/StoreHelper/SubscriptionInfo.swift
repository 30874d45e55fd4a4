import AppStoreModels
import Entitlements
import Foundation
import StoreKitInterface

/// The customer's subscription in one group: the highest service level they have, and what happens next.
public struct SubscriptionInfo: Hashable, Sendable {
    public var groupName: String
    public var groupId: String
    /// The product of the highest service level the customer has (or had).
    public var product: StoreProduct
    public var state: SubscriptionState
    public var transaction: JWSTransactionDecodedPayload
    public var renewalInfo: JWSRenewalInfoDecodedPayload?
    /// Whether it renews at ``periodEnd``.
    public var willRenew: Bool
    /// When the current period ends (renewal or expiry).
    public var periodEnd: Date?
    /// The price of the next period, formatted.
    public var renewalPrice: String?
    /// The product it changes to at the next renewal (a downgrade or crossgrade), if any.
    public var pendingChange: StoreProduct?
    /// Sentences to show, e.g. ["Renews on 1 Apr 2026 for $19.99."].
    public var text: [String]

    init(groupName: String, status: SubscriptionRenewalStatus, product: StoreProduct, changeTo: StoreProduct?, now: Date, format: PlainText) {
        self.groupName = groupName
        groupId = product.subscription?.groupId ?? status.transaction.subscriptionGroupIdentifier ?? ""
        self.product = product
        state = status.state
        transaction = status.transaction
        renewalInfo = status.renewalInfo
        willRenew = status.willAutoRenew && status.state.grantsAccess
        periodEnd = status.expiresDate?.date
        if let price = status.renewalInfo?.renewalPrice, let currency = status.renewalInfo?.currency {
            renewalPrice = format.price(milliunits: price, currency: currency)
        } else {
            renewalPrice = changeTo?.displayPrice ?? product.displayPrice
        }
        pendingChange = status.scheduledChange != nil ? changeTo : nil
        var lines: [String] = []
        let end = periodEnd.map(format.day) ?? "the end of the period"
        switch status.state {
        case .subscribed where willRenew:
            lines.append("Renews on \(end) for \(renewalPrice ?? product.displayPrice).")
            if let next = pendingChange { lines.append("Changes to \(next.displayName) on \(end).") }
        case .subscribed:
            lines.append(periodEnd.map { format.expiresIn(from: now, to: $0) } ?? "Does not renew.")
            lines.append("Auto-renew is off; access ends on \(end).")
        case .inGracePeriod:
            let graceEnd = status.gracePeriodExpiresDate.map { format.day($0.date) } ?? "soon"
            lines.append("Billing problem: access continues until \(graceEnd) while the payment is retried.")
        case .inBillingRetryPeriod:
            lines.append("Billing problem: access is paused until the payment method is updated.")
        case .expired:
            lines.append("Expired on \(end).")
        case .revoked:
            lines.append("Refunded on \(status.transaction.revocationDate.map { format.day($0.date) } ?? end).")
        }
        text = lines
    }
}
