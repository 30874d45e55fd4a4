/// Where each transaction and account sits in the state's arrays, by id, so lookups do not scan.
/// Derived from the state: never persisted; rebuilt on load and after removals, extended on appends.
struct Positions: Sendable {
    var transactions: [String: Int] = [:]
    var accounts: [String: Int] = [:]

    init() {}

    init(_ state: StoreState) {
        transactions = Dictionary(state.transactions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        accounts = Dictionary(state.accounts.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension LocalAppStore {
    /// Appends a transaction and indexes it.
    mutating func append(_ record: TransactionRecord) {
        state.transactions.append(record)
        positions.transactions[record.id] = state.transactions.count - 1
    }
}
