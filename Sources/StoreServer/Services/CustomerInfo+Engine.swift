#if Server
import AppStoreModels
import Entitlements
import Foundation
import StoreHelperJSON

/// The server's evaluation of a customer: the entitlement engine's answer as the customer info it serves
/// (CustomerInfoService answers with it and caches it; the dashboard reads it beside the timeline).
extension CustomerInfo {
    /// The customer info of a history at `instant` — the entitlement engine's answer, with `consumed`
    /// units of each consumable taken off its balance and `entitlements` (name → product ids) resolved —
    /// and the first instant after it at which the answer may change with no new data (an expiry, the end
    /// of a grace period, a purchase or revocation dated later), `nil` when none. `consentRescinded` is when
    /// consent was first withdrawn and what that does (``ConsentRescindedPolicy``).
    static func evaluate(
        _ appUserId: String,
        history: History,
        consumed: [String: Int],
        consentRescinded: (date: Date, policy: ConsentRescindedPolicy)? = nil,
        engine: EntitlementEngine,
        entitlements: [String: [String]],
        at instant: Date
    ) -> (info: CustomerInfo, nextChange: Date?) {
        // The server never sees `finish()`: consumables are balances here, not entitlements.
        let consumables = Set(history.transactions.values.filter { $0.type == .consumable }.compactMap(\.transactionId))
        let snapshot = engine.evaluate(history, at: instant, finishedConsumables: consumables)
        var info = CustomerInfo(appUserId, history: history, consumed: consumed, snapshot: snapshot, entitlements: entitlements, at: instant)
        guard let consentRescinded else { return (info, snapshot.nextChange) }
        info.consentRescindedDate = MillisecondDate(consentRescinded.date)
        guard consentRescinded.policy == .revokeAccess else { return (info, snapshot.nextChange) }
        // A withdrawal signed a little ahead of this clock takes effect when it is dated.
        guard consentRescinded.date <= instant else { return (info, min(snapshot.nextChange ?? consentRescinded.date, consentRescinded.date)) }
        info.withdrawAccess()
        return (info, snapshot.nextChange)
    }

    /// Nothing granted: no active product, every entitlement and subscription inactive (what they were stays shown).
    private mutating func withdrawAccess() {
        activeProductIds = []
        for name in entitlements.keys { entitlements[name]?.isActive = false }
        for index in subscriptions.indices { subscriptions[index].isActive = false }
    }

    private init(
        _ appUserId: String,
        history: History,
        consumed: [String: Int],
        snapshot: EntitlementSnapshot,
        entitlements: [String: [String]],
        at instant: Date
    ) {
        let statuses = snapshot.subscriptionGroups.flatMap { group in group.statuses.map { (group, $0) } }
        let subscriptions = statuses.map { group, status -> CustomerInfo.Subscription in
            CustomerInfo.Subscription(
                productId: status.productId,
                originalTransactionId: status.originalTransactionId,
                subscriptionGroupIdentifier: group.subscriptionGroupIdentifier,
                state: status.state,
                isActive: status.state.grantsAccess,
                purchaseDate: status.transaction.purchaseDate,
                originalPurchaseDate: status.transaction.originalPurchaseDate,
                expiresDate: status.expiresDate,
                gracePeriodExpiresDate: status.state == .inGracePeriod ? status.gracePeriodExpiresDate : nil,
                willRenew: status.willAutoRenew && status.state != .revoked && status.state != .expired,
                autoRenewProductId: status.autoRenewProductId,
                billingIssueDetected: status.state == .inBillingRetryPeriod || status.state == .inGracePeriod,
                ownershipType: status.transaction.inAppOwnershipType?.rawValue,
                environment: status.transaction.environment?.rawValue,
                commitment: status.commitment.flatMap { commitment in
                    guard let month = commitment.billingPeriodNumber, let total = commitment.totalBillingPeriods else { return nil }
                    return CustomerInfo.Subscription.Commitment(
                        billingPeriodNumber: Int(month),
                        totalBillingPeriods: Int(total),
                        expiresDate: commitment.commitmentExpiresDate,
                        price: commitment.commitmentPrice,
                        willRenew: status.willRenewCommitment ?? status.willAutoRenew
                    )
                }
            )
        }
        .sorted { ($0.subscriptionGroupIdentifier, $0.originalTransactionId) < ($1.subscriptionGroupIdentifier, $1.originalTransactionId) }
        let purchases = history.transactions.values
            .filter { $0.type != .autoRenewable && $0.revocationDate == nil }
            .sorted(by: Self.purchasedEarlier)
            .map { transaction in
                CustomerInfo.Purchase(
                    productId: transaction.productId ?? "",
                    transactionId: transaction.transactionId ?? "",
                    type: transaction.type?.rawValue ?? "",
                    purchaseDate: transaction.purchaseDate,
                    quantity: Int(transaction.quantity ?? 1),
                    ownershipType: transaction.inAppOwnershipType?.rawValue,
                    environment: transaction.environment?.rawValue
                )
            }
        self.init(
            appUserId: appUserId,
            requestDate: MillisecondDate(instant),
            activeProductIds: Array(Set(snapshot.entitlements.filter { $0.type != .consumable }.map(\.productId))).sorted(),
            entitlements: [:],
            subscriptions: subscriptions,
            nonSubscriptionPurchases: purchases,
            consumableBalances: [:]
        )
        for (productId, units) in purchasedConsumableUnits { consumableBalances[productId] = max(0, units - consumed[productId, default: 0]) }
        for (name, products) in entitlements {
            if let entitlement = Self.entitlement(products, snapshot: snapshot, subscriptions: subscriptions, history: history) {
                self.entitlements[name] = entitlement
            }
        }
    }

    /// The entitlement granted by any of `products`: the active grant that lasts longest, else the last
    /// one that granted it; `nil` when the user never had it.
    private static func entitlement(
        _ products: [String],
        snapshot: EntitlementSnapshot,
        subscriptions: [CustomerInfo.Subscription],
        history: History
    ) -> CustomerInfo.EntitlementInfo? {
        let wanted = Set(products)
        let active = snapshot.entitlements.filter { wanted.contains($0.productId) && $0.type != .consumable }
        if let best = active.max(by: { ($0.expiresDate?.millisecondsSince1970 ?? .infinity) < ($1.expiresDate?.millisecondsSince1970 ?? .infinity) })
        {
            let subscription = subscriptions.first { $0.originalTransactionId == best.originalTransactionId }
            return CustomerInfo.EntitlementInfo(
                isActive: true,
                productId: best.productId,
                transactionId: best.transactionId,
                originalTransactionId: best.originalTransactionId,
                purchaseDate: best.purchaseDate,
                expiresDate: best.expiresDate,
                gracePeriodExpiresDate: subscription?.gracePeriodExpiresDate,
                willRenew: subscription?.willRenew ?? false,
                billingIssueDetected: subscription?.billingIssueDetected ?? false,
                ownershipType: best.ownershipType?.rawValue,
                environment: history.transactions[best.transactionId]?.environment?.rawValue
            )
        }
        let past = history.transactions.values.filter { wanted.contains($0.productId ?? "") && $0.type != .consumable }
        guard let last = past.max(by: { ($0.purchaseDate?.millisecondsSince1970 ?? 0) < ($1.purchaseDate?.millisecondsSince1970 ?? 0) }) else {
            return nil
        }
        let subscription = subscriptions.first { $0.originalTransactionId == last.originalTransactionId }
        return CustomerInfo.EntitlementInfo(
            isActive: false,
            productId: last.productId ?? "",
            transactionId: last.transactionId ?? "",
            originalTransactionId: last.originalTransactionId,
            purchaseDate: last.purchaseDate,
            expiresDate: last.expiresDate,
            gracePeriodExpiresDate: nil,
            willRenew: subscription?.willRenew ?? false,
            billingIssueDetected: subscription?.billingIssueDetected ?? false,
            ownershipType: last.inAppOwnershipType?.rawValue,
            environment: last.environment?.rawValue
        )
    }

    private static func purchasedEarlier(_ a: JWSTransactionDecodedPayload, _ b: JWSTransactionDecodedPayload) -> Bool {
        let first = a.purchaseDate?.millisecondsSince1970 ?? 0
        let second = b.purchaseDate?.millisecondsSince1970 ?? 0
        return first != second ? first < second : (a.transactionId ?? "") < (b.transactionId ?? "")
    }
}
#endif
