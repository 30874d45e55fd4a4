import Foundation

extension LocalAppStore {
    /// Marks a transaction finished (`Transaction.finish()`): the app delivered it.
    public mutating func finish(_ id: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            var record = try store.transaction(id)
            record.isFinished = true
            store.state.transactions.replace(record)
        }
    }

    /// Deletes a transaction with its renewals and family-shared copies (`deleteTransaction(identifier:)`).
    public mutating func deleteTransaction(_ id: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let record = try store.transaction(id)
            let chain = record.originalTransactionId
            let removed = Set(store.state.transactions.chain(chain, heldBy: record.accountId).map(\.id))
            let copies = removed.flatMap { store.state.transactions.copies(of: $0) }
            let copyChains = Set(copies.map(\.originalTransactionId))
            store.state.transactions.remove(removed.union(copies.map(\.id)))
            store.state.subscriptions.removeAll {
                ($0.originalTransactionId == chain && $0.accountId == record.accountId)
                    || copyChains.contains($0.originalTransactionId)
            }
            store.state.refundRequests.removeAll { removed.contains($0) }
        }
    }

    /// Removes every transaction, pending purchase and subscription (`clearTransactions()`). Accounts,
    /// settings and the outbox stay.
    public mutating func clearTransactions() {
        state.transactions.removeAll()
        state.pendingPurchases.removeAll()
        state.subscriptions.removeAll()
        state.refundRequests.removeAll()
    }
}
