public import AppStoreModels
public import Foundation

extension LocalAppStore {
    /// Refunds a transaction now (`refundTransaction(identifier:)`): it is re-signed with
    /// `revocationDate`, `revocationReason`, `revocationType` and `revocationPercentage`, a
    /// subscription it belongs to is revoked, and family members' shared copies are revoked too
    /// (`FAMILY_REVOKE`, with the purchaser's reason). `REFUND` goes to the purchaser, `REVOKE` to
    /// each family member.
    /// - Parameters:
    ///   - id: the transaction's identifier.
    ///   - reason: the `revocationReason` Apple gives the refund.
    ///   - percentage: a prorated refund's share in percent (`REFUND_PRORATED`); nil refunds in full.
    public mutating func refund(_ id: String, reason: RevocationReason = .other, percentage: Decimal? = nil) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            if let percentage, !(percentage > 0 && percentage < 100) {
                throw StoreError.invalidRequest("a prorated refund is more than 0 and less than 100 percent, not \(percentage)")
            }
            let record = try store.transaction(id)
            guard record.sharedFrom == nil else {
                throw StoreError.invalidAction("transaction \(id) is a family-shared copy; refund the purchaser's transaction \(record.sharedFrom!)")
            }
            try Self.refuseAssigned(record)
            guard record.payload.revocationDate == nil else { throw StoreError.invalidAction("transaction \(id) was already refunded") }
            let now = MillisecondDate(store.state.now)
            let milliPercent = percentage.map { Int32(PriceFormat.milliunits($0)) } ?? 100_000
            let refundPurchase = { (payload: inout JWSTransactionDecodedPayload) in
                payload.revocationDate = now
                payload.revocationReason = reason
                payload.revocationType = percentage == nil ? .refundFull : .refundProrated
                payload.revocationPercentage = milliPercent
            }
            let refunded = try store.revise(id, refundPurchase)
            store.state.refundRequests.removeAll { $0 == id }
            // The renewal info and status go along even when an earlier period is refunded; only a
            // refund of the current period revokes the subscription.
            let subscriptionIndex = store.ownSubscriptionIndex(of: record)
            if let subscriptionIndex, store.state.subscriptions[subscriptionIndex].latestTransactionId == id {
                store.state.subscriptions[subscriptionIndex].revoke()
            }
            try store.notify(
                .refund,
                accountId: record.accountId,
                transaction: refunded,
                subscription: subscriptionIndex.map { store.state.subscriptions[$0] }
            )
            for shared in store.state.transactions.copies(of: id) where shared.payload.revocationDate == nil {
                let memberSubscription = store.state.subscriptions.firstIndex {
                    $0.accountId == shared.accountId && $0.originalTransactionId == shared.originalTransactionId
                }
                try store.takeBack(shared.id, subscriptionAt: memberSubscription, at: now, reason: reason)
            }
        }
    }

    /// The customer asks for a refund (`Transaction.beginRefundRequest`): the App Store asks the
    /// developer for consumption data (`CONSUMPTION_REQUEST`) and waits for ``refund(_:reason:percentage:)``
    /// or ``declineRefund(_:)``.
    public mutating func requestRefund(_ id: String, reason: ConsumptionRequestReason = .unintendedPurchase) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            if let failure = store.settings.simulatedError(for: .refundRequest) { throw StoreError.simulated(api: .refundRequest, failure: failure) }
            let record = try store.transaction(id)
            guard record.payload.revocationDate == nil else { throw StoreError.invalidAction("transaction \(id) was already refunded") }
            guard record.sharedFrom == nil else { throw StoreError.invalidAction("only the purchaser can ask for a refund of \(id)") }
            try Self.refuseAssigned(record)
            guard !store.state.refundRequests.contains(id) else { throw StoreError.invalidAction("a refund of \(id) was already requested") }
            store.state.refundRequests.append(id)
            // Asking for a refund of a subscription turns its auto-renew off (DID_CHANGE_RENEWAL_STATUS
            // AUTO_RENEW_DISABLED) before Apple decides.
            let subscriptionIndex = store.ownSubscriptionIndex(of: record)
            if let subscriptionIndex, store.state.subscriptions[subscriptionIndex].isLive {
                try store.setAutoRenew(false, ofSubscriptionAt: subscriptionIndex)
            }
            try store.notify(
                .consumptionRequest,
                accountId: record.accountId,
                transaction: record,
                subscription: subscriptionIndex.map { store.state.subscriptions[$0] },
                consumptionRequestReason: reason
            )
        }
    }

    /// Apple turns down a refund request: `REFUND_DECLINED`.
    public mutating func declineRefund(_ id: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let record = try store.transaction(id)
            guard store.state.refundRequests.contains(id) else { throw StoreError.invalidAction("no refund of \(id) was requested") }
            store.state.refundRequests.removeAll { $0 == id }
            let subscription = store.ownSubscriptionIndex(of: record).map { store.state.subscriptions[$0] }
            try store.notify(.refundDeclined, accountId: record.accountId, transaction: record, subscription: subscription)
        }
    }

    /// Apple reverses a refund it granted, after a dispute (`REFUND_REVERSED`): the transaction is
    /// re-signed without its revocation, and a subscription the refund revoked is restored (active
    /// until its period ends, auto-renew off). What the refund took from family members who are still
    /// in the family comes back with it: their copies are re-signed without the family revocation and
    /// each member gets `REFUND_REVERSED` about their own copy.
    public mutating func reverseRefund(_ id: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let record = try store.transaction(id)
            guard record.sharedFrom == nil, record.payload.revocationDate != nil,
                record.payload.revocationType == .refundFull || record.payload.revocationType == .refundProrated
            else { throw StoreError.invalidAction("transaction \(id) has no refund to reverse") }
            let restored = try store.revise(id, Self.clearRevocation)
            let subscriptionIndex = store.ownSubscriptionIndex(of: record)
            if let subscriptionIndex, store.state.subscriptions[subscriptionIndex].latestTransactionId == id,
                store.state.subscriptions[subscriptionIndex].phase == .revoked
            {
                store.state.subscriptions[subscriptionIndex].restore(at: store.state.now)
            }
            try store.notify(
                .refundReversed,
                accountId: record.accountId,
                transaction: restored,
                subscription: subscriptionIndex.map { store.state.subscriptions[$0] }
            )
            try store.reinstateFamilyCopies(of: record)
        }
    }

    /// Gives back to the family members still in the family the copies of `refunded` that its refund
    /// revoked (revoked with it, at the same instant), with `REFUND_REVERSED` to each.
    private mutating func reinstateFamilyCopies(of refunded: TransactionRecord) throws(StoreError) {
        let family = Set(familyMembers(of: try account(refunded.accountId)).map(\.id))
        let takenByTheRefund = state.transactions.copies(of: refunded.id).filter {
            family.contains($0.accountId) && $0.payload.revocationType == .familyRevoke
                && $0.payload.revocationDate == refunded.payload.revocationDate
        }
        var reinstated: [TransactionRecord] = []
        for copy in takenByTheRefund { reinstated.append(try revise(copy.id, Self.clearRevocation)) }
        if let index = ownSubscriptionIndex(of: refunded), state.subscriptions[index].latestTransactionId == refunded.id {
            syncFamilyCopies(ofSubscriptionAt: index)
        }
        for copy in reinstated {
            let share = state.subscriptions.first {
                $0.accountId == copy.accountId && $0.originalTransactionId == copy.originalTransactionId && $0.sharedFrom != nil
            }
            try notify(.refundReversed, accountId: copy.accountId, transaction: copy, subscription: share)
        }
    }

    /// A transaction given back after a reversed refund: no revocation left on it.
    static func clearRevocation(_ payload: inout JWSTransactionDecodedPayload) {
        payload.revocationDate = nil
        payload.revocationReason = nil
        payload.revocationType = nil
        payload.revocationPercentage = nil
    }

    /// The purchaser's own subscription record that `transaction` belongs to, if any.
    func ownSubscriptionIndex(of transaction: TransactionRecord) -> Int? {
        state.subscriptions.firstIndex { $0.originalTransactionId == transaction.originalTransactionId && $0.sharedFrom == nil }
    }

    /// Transactions waiting for a refund decision.
    public var refundRequests: [String] { state.refundRequests }

    /// An organization's seat is the organization's purchase: the customer holding it is neither refunded nor asks.
    private static func refuseAssigned(_ record: TransactionRecord) throws(StoreError) {
        guard record.payload.inAppOwnershipType == .assigned else { return }
        throw StoreError.invalidAction("transaction \(record.id) is a seat an organization assigned; the organization, not the customer, is refunded")
    }
}
