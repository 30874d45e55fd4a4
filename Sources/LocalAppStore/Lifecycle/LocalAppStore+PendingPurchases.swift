public import AppStoreModels
import Foundation

extension LocalAppStore {
    /// Approves an Ask to Buy purchase: it completes now (`approveAskToBuyTransaction`).
    public mutating func approve(_ id: String) throws(StoreError) -> SignedTransaction {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            return try store.finishPending(id, expecting: .askToBuy, action: "approve")
        }
    }

    /// Declines an Ask to Buy purchase: nothing is bought (`declineAskToBuyTransaction`).
    public mutating func decline(_ id: String) throws(StoreError) {
        let index = try waitingPurchase(id, expecting: .askToBuy, action: "decline")
        state.pendingPurchases[index].state = .declined
    }

    /// Resolves an interrupted purchase (it completes now) or the billing issue of a subscription
    /// in billing retry (`DID_RENEW` `BILLING_RECOVERY`: within the grace period the new period starts
    /// where the unpaid one began, so no paid day is lost; otherwise it starts now) — `resolveIssueForTransaction`.
    /// Returns the new transaction.
    public mutating func resolve(_ id: String) throws(StoreError) -> SignedTransaction {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            if store.state.pendingPurchases.contains(where: { $0.id == id }) {
                return try store.finishPending(id, expecting: .interrupted, action: "resolve")
            }
            let transaction = try store.transaction(id)
            guard
                let index = store.state.subscriptions.firstIndex(where: {
                    $0.originalTransactionId == transaction.originalTransactionId && $0.sharedFrom == nil
                })
            else {
                throw StoreError.invalidAction("transaction \(id) has no purchase issue to resolve")
            }
            guard store.state.subscriptions[index].phase == .billingRetry else {
                throw StoreError.invalidAction(
                    "the subscription of transaction \(id) is not in billing retry (\(store.state.subscriptions[index].phase.rawValue))"
                )
            }
            try store.renew(subscriptionAt: index, at: store.recoveryStart(ofSubscriptionAt: index), recovery: true)
            let latest = try store.transaction(store.state.subscriptions[index].latestTransactionId)
            return latest.signed
        }
    }

    private func waitingPurchase(_ id: String, expecting reason: PendingPurchase.Reason, action: String) throws(StoreError) -> Int {
        guard let index = state.pendingPurchases.firstIndex(where: { $0.id == id }) else { throw StoreError.unknownTransaction(id) }
        let pending = state.pendingPurchases[index]
        guard pending.reason == reason else {
            throw StoreError.invalidAction(
                "purchase \(id) is \(pending.reason == .askToBuy ? "waiting for Ask to Buy" : "interrupted"); \(action) does not apply"
            )
        }
        guard pending.state == .waiting else { throw StoreError.invalidAction("purchase \(id) was already \(pending.state.rawValue)") }
        return index
    }

    private mutating func finishPending(
        _ id: String,
        expecting reason: PendingPurchase.Reason,
        action: String
    ) throws(StoreError) -> SignedTransaction {
        let index = try waitingPurchase(id, expecting: reason, action: action)
        let pending = state.pendingPurchases[index]
        guard let item = catalog[pending.productId] else { throw StoreError.unknownProduct(pending.productId) }
        let account = try account(pending.accountId)
        let options = pending.options
        if let failure = check(options, for: item, account: account) {
            throw StoreError.invalidAction("purchase \(id) can no longer complete: \(failure)")
        }
        let transaction = try complete(item, for: account, options: options)
        state.pendingPurchases[index].state = reason == .askToBuy ? .approved : .resolved
        state.pendingPurchases[index].transactionId = transaction.payload.transactionId
        return transaction
    }
}
