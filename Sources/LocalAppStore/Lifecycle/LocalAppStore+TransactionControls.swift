import Foundation

extension LocalAppStore {
    /// Marks a transaction finished (`Transaction.finish()`): the app delivered it.
    public mutating func finish(_ id: String) throws(StoreError) {
        let saved = self  // a call that throws leaves the store as it was
        do throws(StoreError) {
            guard let index = positions.transactions[id] else { throw StoreError.unknownTransaction(id) }
            state.transactions[index].isFinished = true
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
            let removed = Set(state.transactions.filter { $0.originalTransactionId == chain && $0.accountId == record.accountId }.map(\.id))
            let copies = Set(state.transactions.filter { $0.sharedFrom.map(removed.contains) ?? false }.map(\.originalTransactionId))
            state.transactions.removeAll { removed.contains($0.id) || ($0.sharedFrom.map(removed.contains) ?? false) }
            state.subscriptions.removeAll {
                ($0.originalTransactionId == chain && $0.accountId == record.accountId) || copies.contains($0.originalTransactionId)
            }
            state.refundRequests.removeAll { removed.contains($0) }
            positions = Positions(state)
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
        positions = Positions(state)
    }
}
