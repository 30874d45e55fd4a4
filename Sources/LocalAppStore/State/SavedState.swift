/// What a loaded store reads of its saved state, as it needs it: the read side of its persistence. The store's
/// core asks by meaning (an account's transactions, a purchase's shared copies); how it is answered is the
/// persistence's business (`StateSnapshot` (LocalAppStoreSQLite) answers from a state directory's SQLite database). A store held
/// in memory has none: everything it holds is its own.
package protocol SavedState: AnyObject, Sendable {
    /// How many transactions are saved.
    func transactionCount() -> Int
    /// The saved transaction `id`.
    func transaction(_ id: String) -> TransactionRecord?
    /// The saved transactions `query` picks, in the order issued.
    func transactions(_ query: SavedTransactions) -> [TransactionRecord]
    /// The products and the accounts that saved transactions (except those whose id is in `excluded`) name.
    func productIds(excluding excluded: Set<String>) -> Set<String>
    func accountIds(excluding excluded: Set<String>) -> Set<String>
    /// Which of `ids` are saved transactions, without reading them.
    func existing(_ ids: Set<String>) -> Set<String>
    /// The highest transaction id and web order line item id saved, as numbers.
    func highestNumbers() -> (transaction: Int64?, webOrder: Int64?)
    /// How many notifications are saved, and those from the `index`th (0 is the oldest) on.
    var outboxCount: Int { get }
    func outbox(from index: Int) -> [OutboxEntry]
    /// What could not be read, if anything: a store whose saved state has a problem is never saved again.
    var problem: String? { get }
}

/// Which saved transactions a store asks for.
package enum SavedTransactions: Sendable {
    case all
    /// An account's (its purchases and the copies shared with it).
    case heldBy(accountId: String)
    /// An account's of one product.
    case heldByOf(accountId: String, productId: String)
    /// The family-shared copies of a transaction.
    case copies(of: String)
    /// The chain of an original transaction one account holds.
    case chain(originalTransactionId: String, accountId: String)
}
