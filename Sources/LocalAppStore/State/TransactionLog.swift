import AppStoreModels

/// Every transaction the store issued, in the order issued (a re-signed transaction keeps its place),
/// and the lookups the store makes: by id, by account, a purchase's family-shared copies.
///
/// A loaded store starts from a `StateSnapshot` (LocalAppStoreSQLite) of its database and keeps only what changed since
/// (added, revised and removed transactions), so a command reads the few transactions it needs and
/// saving writes only the changes. A store held in memory has no snapshot: everything is "added".
/// Encoded as a plain array of every transaction.
package struct TransactionLog: Codable, Sendable {
    /// The saved transactions this log starts from.
    private(set) package var saved: (any SavedState)?
    /// Whether every saved transaction was removed.
    private(set) package var savedCleared = false
    /// Saved transactions changed since, by id.
    private(set) package var revised: [String: TransactionRecord] = [:]
    /// Saved transactions removed since.
    private(set) package var removed: Set<String> = []
    /// Transactions added since, in the order issued.
    private(set) package var added: [TransactionRecord] = []
    /// Where each id sits in `added`.
    private var addedPositions: [String: Int] = [:]

    package init(_ records: [TransactionRecord] = []) {
        added = records
        addedPositions = Dictionary(records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The transactions saved in `snapshot`, unchanged.
    package init(saved snapshot: any SavedState) {
        saved = snapshot
    }

    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([TransactionRecord].self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(all)
    }

    /// The saved transactions still in the log.
    private var visible: (any SavedState)? { savedCleared ? nil : saved }

    /// Saved `records` as they are now: without the removed ones, revised ones in their latest version.
    private func current(_ records: [TransactionRecord]) -> [TransactionRecord] {
        records.compactMap { removed.contains($0.id) ? nil : (revised[$0.id] ?? $0) }
    }

    /// The saved transactions `query` picks and the added ones matching `matches`.
    private func matching(_ query: SavedTransactions, _ matches: (TransactionRecord) -> Bool) -> [TransactionRecord] {
        current(visible?.transactions(query) ?? []) + added.filter(matches)
    }

    // MARK: - Reading

    /// Every transaction, in the order issued.
    package var all: [TransactionRecord] { current(visible?.transactions(.all) ?? []) + added }

    /// How many transactions there are.
    var count: Int { (visible.map { $0.transactionCount() - removed.count } ?? 0) + added.count }

    /// The transaction `id`, if the store issued it.
    package subscript(id: String) -> TransactionRecord? {
        if let index = addedPositions[id] { return added[index] }
        guard let visible, !removed.contains(id) else { return nil }
        return revised[id] ?? visible.transaction(id)
    }

    /// `accountId`'s transactions (its purchases and the copies shared with it), in the order issued.
    package func held(by accountId: String) -> [TransactionRecord] {
        matching(.heldBy(accountId: accountId)) { $0.accountId == accountId }
    }

    /// `accountId`'s transactions of `productId`, in the order issued.
    package func held(by accountId: String, of productId: String) -> [TransactionRecord] {
        matching(.heldByOf(accountId: accountId, productId: productId)) {
            $0.accountId == accountId && $0.productId == productId
        }
    }

    /// The family-shared copies of transaction `id`, in the order issued.
    package func copies(of id: String) -> [TransactionRecord] {
        matching(.copies(of: id)) { $0.sharedFrom == id }
    }

    /// The chain of `originalTransactionId` that `accountId` holds.
    package func chain(_ originalTransactionId: String, heldBy accountId: String) -> [TransactionRecord] {
        matching(.chain(originalTransactionId: originalTransactionId, accountId: accountId)) {
            $0.originalTransactionId == originalTransactionId && $0.accountId == accountId
        }
    }

    /// The ids of the products that have transactions.
    var productIds: Set<String> { (visible?.productIds(excluding: removed) ?? []).union(added.map(\.productId)) }

    /// The ids of the accounts that hold transactions.
    var accountIds: Set<String> {
        (visible?.accountIds(excluding: removed) ?? []).union(added.map(\.accountId))
    }

    /// Which of `ids` are transactions of the log, without reading them.
    func existing(_ ids: Set<String>) -> Set<String> {
        let saved = (visible?.existing(ids.subtracting(removed)) ?? [])
        return saved.union(ids.filter { addedPositions[$0] != nil })
    }

    /// An id that appears twice, if one does (a saved database cannot hold one twice).
    var duplicateId: String? {
        var seen: Set<String> = []
        return added.first { !seen.insert($0.id).inserted || (visible != nil && !removed.contains($0.id) && visible?.transaction($0.id) != nil) }?.id
    }

    /// The highest transaction id and web order line item id issued, as numbers.
    var highestNumbers: (transaction: Int64, webOrder: Int64) {
        let saved = visible?.highestNumbers()
        let transaction = added.compactMap { Int64($0.id) } + [saved?.transaction].compactMap { $0 ?? nil }
        let webOrder = added.compactMap { $0.payload.webOrderLineItemId.flatMap { Int64($0) } } + [saved?.webOrder].compactMap { $0 ?? nil }
        return (transaction.max() ?? 0, webOrder.max() ?? 0)
    }

    // MARK: - Changing

    /// Adds a new transaction at the end.
    mutating func append(_ record: TransactionRecord) {
        addedPositions[record.id] = added.count
        added.append(record)
    }

    /// Replaces the transaction with `record`'s id by `record`, in its place. Returns false when there
    /// is no such transaction.
    @discardableResult
    mutating func replace(_ record: TransactionRecord) -> Bool {
        if let index = addedPositions[record.id] {
            added[index] = record
            return true
        }
        guard self[record.id] != nil else { return false }
        revised[record.id] = record
        return true
    }

    /// Removes the transactions whose ids are in `ids`.
    mutating func remove(_ ids: Set<String>) {
        let savedIds = ids.filter { addedPositions[$0] == nil && self[$0] != nil }
        removed.formUnion(savedIds)
        for id in savedIds { revised[id] = nil }
        let kept = added.filter { !ids.contains($0.id) }
        added = []
        addedPositions = [:]
        for record in kept { append(record) }
    }

    /// Removes every transaction.
    mutating func removeAll() {
        savedCleared = saved != nil
        revised = [:]
        removed = []
        added = []
        addedPositions = [:]
    }
}
