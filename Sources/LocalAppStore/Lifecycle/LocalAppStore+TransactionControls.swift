import Foundation

extension LocalAppStore {
    /// Marks a transaction finished (`Transaction.finish()`): the app delivered it.
    public mutating func finish(_ id: String) throws(StoreError) {
        let saved = self  // a call that throws leaves the store as it was
        do throws(StoreError) {
            var record = try transaction(id)
            record.isFinished = true
            state.transactions.replace(record)
        } catch {
            self = saved
            throw error
        }
    }

    /// Deletes a transaction with its renewals and family-shared copies (`deleteTransaction(identifier:)`).
    public mutating func deleteTransaction(_ id: String) throws(StoreError) {
        let saved = self  // a call that throws leaves the store as it was
        do throws(StoreError) {
            let record = try transaction(id)
            let chain = record.originalTransactionId
            let removed = Set(state.transactions.chain(chain, heldBy: record.accountId).map(\.id))
            let copies = removed.flatMap { state.transactions.copies(of: $0) }
            let copyChains = Set(copies.map(\.originalTransactionId))
            state.transactions.remove(removed.union(copies.map(\.id)))
            state.subscriptions.removeAll {
                ($0.originalTransactionId == chain && $0.accountId == record.accountId)
                    || copyChains.contains($0.originalTransactionId)
            }
            state.refundRequests.removeAll { removed.contains($0) }
        } catch {
            self = saved
            throw error
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
