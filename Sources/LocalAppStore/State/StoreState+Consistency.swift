import Foundation

extension StoreState {
    /// What makes this state one the store cannot safely continue from (a hand-edited or damaged
    /// `state.json`), or nil when it is consistent: the clock in range, unique ids, id counters ahead
    /// of every id issued and not used up, and every reference pointing at something that exists.
    func consistencyProblem() -> String? {
        guard now.timeIntervalSince1970 >= 0, now <= LocalAppStore.latestInstant else {
            return "the clock (\(now)) is outside 1970-01-01 … 9999-12-31"
        }
        if let duplicate = firstDuplicate(accounts.map(\.id)) { return "account '\(duplicate)' appears twice" }
        if let duplicate = firstDuplicate(transactions.all.map(\.id)) { return "transaction '\(duplicate)' appears twice" }
        if let duplicate = firstDuplicate(pendingPurchases.map(\.id)) { return "pending purchase '\(duplicate)' appears twice" }
        if let duplicate = firstDuplicate(subscriptions.map { "\($0.accountId)/\($0.originalTransactionId)" }) {
            return "subscription '\(duplicate)' appears twice"
        }
        let accountIds = Set(accounts.map(\.id))
        let transactionIds = Set(transactions.all.map(\.id))
        if let record = transactions.all.first(where: { !accountIds.contains($0.accountId) }) {
            return "transaction '\(record.id)' belongs to no account ('\(record.accountId)')"
        }
        if let record = transactions.all.first(where: { $0.id.isEmpty }) { return "a transaction of \(record.productId) has no id" }
        if let record = subscriptions.first(where: { !accountIds.contains($0.accountId) || !transactionIds.contains($0.latestTransactionId) }) {
            return "subscription '\(record.originalTransactionId)' points at a missing account or transaction"
        }
        if let pending = pendingPurchases.first(where: { !accountIds.contains($0.accountId) }) {
            return "pending purchase '\(pending.id)' belongs to no account ('\(pending.accountId)')"
        }
        let highestTransaction = transactions.all.compactMap { Int64($0.id) }.max() ?? 0
        guard nextTransactionNumber > highestTransaction, nextTransactionNumber < Int64.max else {
            return
                "the transaction id counter (\(nextTransactionNumber)) must be above every issued id (\(highestTransaction)) and below \(Int64.max)"
        }
        let highestWebOrder = transactions.all.compactMap { $0.payload.webOrderLineItemId.flatMap { Int64($0) } }.max() ?? 0
        guard nextWebOrderNumber > highestWebOrder, nextWebOrderNumber < Int64.max else {
            return "the web order id counter (\(nextWebOrderNumber)) must be above every issued id (\(highestWebOrder)) and below \(Int64.max)"
        }
        return nil
    }

    private func firstDuplicate(_ ids: [String]) -> String? {
        var seen: Set<String> = []
        return ids.first { !seen.insert($0).inserted }
    }
}
