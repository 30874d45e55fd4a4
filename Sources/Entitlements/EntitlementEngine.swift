public import AppStoreModels
public import Foundation

/// The pure function from a customer's history and an instant to what the customer owns,
/// following StoreKit 2's `Transaction.currentEntitlements` and subscription-status rules.
///
/// Deterministic and free of I/O: the same history (in any order, with or without duplicates) and
/// the same instant always give the same snapshot.
public struct EntitlementEngine: Sendable {
    /// Product facts the App Store knows (type, group, level, family sharing, non-renewing duration).
    public var catalog: ProductCatalog

    public init(catalog: ProductCatalog = .empty) {
        self.catalog = catalog
    }

    /// The entitlements and subscription statuses at `instant`.
    /// - Parameters:
    ///   - history: the customer's transactions and renewal infos.
    ///   - instant: the moment to evaluate; transactions purchased after it are not counted.
    ///   - finishedConsumables: transaction ids of consumables the app has finished (delivered);
    ///     unfinished consumables are entitlements, as in StoreKit.
    public func evaluate(_ history: History, at instant: Date, finishedConsumables: Set<String> = []) -> EntitlementSnapshot {
        let at = MillisecondDate(millisecondsSince1970: instant.timeIntervalSince1970 * 1000)
        let known = history.transactions.values.filter { ($0.purchaseDate ?? .distantPast) <= at }

        var entitlements: [Entitlement] = []
        var subscriptionChains: [String: [JWSTransactionDecodedPayload]] = [:]
        var latestByProduct: [String: JWSTransactionDecodedPayload] = [:]

        for transaction in known {
            guard let productId = transaction.productId, let transactionId = transaction.transactionId else { continue }
            switch type(of: transaction) {
            case .autoRenewable:
                subscriptionChains[transaction.originalTransactionId ?? transactionId, default: []].append(transaction)
            case .consumable:
                if !isRevoked(transaction, at: at) && !finishedConsumables.contains(transactionId) {
                    entitlements.append(entitlement(transaction, expires: nil))
                }
            default:
                if let current = latestByProduct[productId], !Self.isLater(transaction, than: current) { continue }
                latestByProduct[productId] = transaction
            }
        }

        for transaction in latestByProduct.values where !isRevoked(transaction, at: at) {
            if type(of: transaction) == .nonRenewing, let productId = transaction.productId, let purchase = transaction.purchaseDate,
                let end = catalog[productId]?.nonRenewingEnd(after: purchase.date).map(MillisecondDate.init)
            {
                guard at < end else { continue }
                entitlements.append(entitlement(transaction, expires: end))
            } else {
                entitlements.append(entitlement(transaction, expires: nil))
            }
        }

        var groups: [String: [SubscriptionRenewalStatus]] = [:]
        for (originalId, chain) in subscriptionChains {
            let status = subscriptionStatus(originalId, chain: chain, renewalInfo: history.renewalInfos[originalId], at: at)
            groups[groupId(of: status.transaction), default: []].append(status)
            if status.state.grantsAccess {
                var granted = entitlement(status.transaction, expires: status.transaction.expiresDate)
                granted.isInGracePeriod = status.state == .inGracePeriod
                entitlements.append(granted)
            }
        }

        return EntitlementSnapshot(
            at: instant,
            entitlements: entitlements.sorted { ($0.productId, $0.transactionId) < ($1.productId, $1.transactionId) },
            subscriptionGroups: groups.map { id, statuses in
                SubscriptionGroupStatus(subscriptionGroupIdentifier: id, statuses: statuses.sorted(by: Self.moreRelevant))
            }.sorted { $0.subscriptionGroupIdentifier < $1.subscriptionGroupIdentifier },
            nextChange: nextChange(in: history, after: at)?.date
        )
    }

    // MARK: - Rules

    /// The earliest date in `history` after `at` at which a rule of ``evaluate(_:at:finishedConsumables:)``
    /// may turn: purchases, expiries, revocations, grace period ends and non-renewing ends.
    private func nextChange(in history: History, after at: MillisecondDate) -> MillisecondDate? {
        var dates: [MillisecondDate?] = history.renewalInfos.values.map(\.gracePeriodExpiresDate)
        for transaction in history.transactions.values {
            dates += [transaction.purchaseDate, transaction.expiresDate, transaction.revocationDate]
            if type(of: transaction) == .nonRenewing, let productId = transaction.productId, let purchase = transaction.purchaseDate {
                dates.append(catalog[productId]?.nonRenewingEnd(after: purchase.date).map(MillisecondDate.init))
            }
        }
        return dates.compactMap { $0 }.filter { $0 > at }.min()
    }

    private func type(of transaction: JWSTransactionDecodedPayload) -> ProductType? {
        transaction.type ?? transaction.productId.flatMap { catalog[$0]?.type }
    }

    private func level(of productId: String?) -> Int? {
        productId.flatMap { catalog[$0]?.subscription?.level }
    }

    private func groupId(of transaction: JWSTransactionDecodedPayload) -> String {
        transaction.productId.flatMap { catalog[$0]?.subscription?.groupId }
            ?? transaction.subscriptionGroupIdentifier ?? "unknown"
    }

    /// Revoked at `at`: a revocation that happened at or before the instant.
    private func isRevoked(_ transaction: JWSTransactionDecodedPayload, at: MillisecondDate) -> Bool {
        guard let revoked = transaction.revocationDate else { return false }
        return revoked <= at
    }

    private func entitlement(_ transaction: JWSTransactionDecodedPayload, expires: MillisecondDate?) -> Entitlement {
        Entitlement(
            productId: transaction.productId ?? "",
            type: type(of: transaction) ?? ProductType(rawValue: ""),
            transactionId: transaction.transactionId ?? "",
            originalTransactionId: transaction.originalTransactionId,
            purchaseDate: transaction.purchaseDate,
            expiresDate: expires,
            ownershipType: transaction.inAppOwnershipType,
            isInGracePeriod: false,
            transaction: transaction
        )
    }

    /// The status of one subscription: its latest transaction that was not replaced by an upgrade,
    /// judged at `at` with its renewal info.
    private func subscriptionStatus(
        _ originalId: String,
        chain: [JWSTransactionDecodedPayload],
        renewalInfo: JWSRenewalInfoDecodedPayload?,
        at: MillisecondDate
    ) -> SubscriptionRenewalStatus {
        let ordered = chain.sorted { Self.isLater($1, than: $0) }
        let current = ordered.last { $0.isUpgraded != true } ?? ordered[ordered.count - 1]
        let state: SubscriptionState
        if isRevoked(current, at: at) {
            state = .revoked
        } else if current.isUpgraded == true {
            state = .expired
        } else if let expires = current.expiresDate, at < expires {
            state = .subscribed
        } else if renewalInfo?.isInBillingRetryPeriod == true, current.expiresDate != nil {
            let graceEnd = renewalInfo?.gracePeriodExpiresDate
            state = graceEnd.map { at < $0 } == true ? .inGracePeriod : .inBillingRetryPeriod
        } else {
            // Expired, or no expiresDate at all: a subscription with no known end grants nothing.
            state = .expired
        }
        let currentLevel = level(of: current.productId)
        var change: ScheduledChange?
        if let next = renewalInfo?.autoRenewProductId, let productId = current.productId, next != productId {
            switch (currentLevel, level(of: next)) {
            case (let now?, let later?) where later > now: change = .downgrade
            case (let now?, let later?) where later == now: change = .crossgrade
            case (_?, _?): change = nil  // a pending upgrade applies immediately; nothing is scheduled
            default: change = .productChange
            }
        }
        return SubscriptionRenewalStatus(
            originalTransactionId: originalId,
            state: state,
            transaction: current,
            renewalInfo: renewalInfo,
            level: currentLevel,
            scheduledChange: change
        )
    }

    /// Later purchase first; ties by later expiry, then by transaction id.
    private static func isLater(_ lhs: JWSTransactionDecodedPayload, than rhs: JWSTransactionDecodedPayload) -> Bool {
        let left = (lhs.purchaseDate ?? .distantPast, lhs.expiresDate ?? .distantPast, lhs.transactionId ?? "")
        let right = (rhs.purchaseDate ?? .distantPast, rhs.expiresDate ?? .distantPast, rhs.transactionId ?? "")
        if left.0 != right.0 { return left.0 > right.0 }
        if left.1 != right.1 { return left.1 > right.1 }
        return left.2 > right.2
    }

    /// Access first; then the higher service level (unknown levels last); then later expiry;
    /// then the customer's own purchase before an organization's seat before a family member's copy (what someone
    /// else can take back comes last); then by original transaction id.
    private static func moreRelevant(_ lhs: SubscriptionRenewalStatus, _ rhs: SubscriptionRenewalStatus) -> Bool {
        if lhs.state.grantsAccess != rhs.state.grantsAccess { return lhs.state.grantsAccess }
        let leftLevel = lhs.level ?? Int.max
        let rightLevel = rhs.level ?? Int.max
        if leftLevel != rightLevel { return leftLevel < rightLevel }
        let leftExpiry = lhs.expiresDate ?? .distantPast
        let rightExpiry = rhs.expiresDate ?? .distantPast
        if leftExpiry != rightExpiry { return leftExpiry > rightExpiry }
        let leftHold = holdRank(lhs.transaction.inAppOwnershipType)
        let rightHold = holdRank(rhs.transaction.inAppOwnershipType)
        if leftHold != rightHold { return leftHold < rightHold }
        return lhs.originalTransactionId < rhs.originalTransactionId
    }

    /// 0 for the customer's own purchase, 1 for an organization's seat (`ASSIGNED`), 2 for a family member's copy.
    private static func holdRank(_ ownership: InAppOwnershipType?) -> Int {
        switch ownership {
        case .assigned?: 1
        case .familyShared?: 2
        default: 0
        }
    }
}
