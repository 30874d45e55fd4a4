import Foundation

extension StoreState {
    /// What makes this state one the store cannot safely continue from (a hand-edited or damaged
    /// database or `state.json`), or nil when it is consistent: the clock in range, unique ids, id counters ahead
    /// of every id issued and not used up, and every reference pointing at something that exists.
    func consistencyProblem() -> String? {
        guard now.timeIntervalSince1970 >= 0, now <= LocalAppStore.latestInstant else {
            return "the clock (\(now)) is outside 1970-01-01 … 9999-12-31"
        }
        if let duplicate = firstDuplicate(accounts.map(\.id)) { return "account '\(duplicate)' appears twice" }
        if let duplicate = transactions.duplicateId { return "transaction '\(duplicate)' appears twice" }
        if let duplicate = firstDuplicate(pendingPurchases.map(\.id)) { return "pending purchase '\(duplicate)' appears twice" }
        if let duplicate = firstDuplicate(subscriptions.map { "\($0.accountId)/\($0.originalTransactionId)" }) {
            return "subscription '\(duplicate)' appears twice"
        }
        let accountIds = Set(accounts.map(\.id))
        if let stranger = transactions.accountIds.subtracting(accountIds).sorted().first {
            return "a transaction belongs to no account ('\(stranger)')"
        }
        if !transactions.existing([""]).isEmpty { return "a transaction has no id" }
        let latest = transactions.existing(Set(subscriptions.map(\.latestTransactionId)))
        if let record = subscriptions.first(where: { !accountIds.contains($0.accountId) || !latest.contains($0.latestTransactionId) }) {
            return "subscription '\(record.originalTransactionId)' points at a missing account or transaction"
        }
        if let pending = pendingPurchases.first(where: { !accountIds.contains($0.accountId) }) {
            return "pending purchase '\(pending.id)' belongs to no account ('\(pending.accountId)')"
        }
        let highest = transactions.highestNumbers
        guard nextTransactionNumber > highest.transaction, nextTransactionNumber < Int64.max else {
            return
                "the transaction id counter (\(nextTransactionNumber)) must be above every issued id (\(highest.transaction)) and below \(Int64.max)"
        }
        guard nextWebOrderNumber > highest.webOrder, nextWebOrderNumber < Int64.max else {
            return "the web order id counter (\(nextWebOrderNumber)) must be above every issued id (\(highest.webOrder)) and below \(Int64.max)"
        }
        if let problem = transactions.saved?.problem { return problem }
        return nil
    }

    private func firstDuplicate(_ ids: [String]) -> String? {
        var seen: Set<String> = []
        return ids.first { !seen.insert($0).inserted }
    }
}
