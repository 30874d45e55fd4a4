/// Every transaction the store issued, in the order issued (a re-signed transaction keeps its place),
/// and the lookups the store makes: by id, by account, a purchase's family-shared copies. The store
/// reaches its transactions only through these, so where they are kept can change without the
/// store's logic changing. Encoded as a plain array.
struct TransactionLog: Codable, Sendable {
    private var records: [TransactionRecord]
    /// Where each id sits in `records`.
    private var positions: [String: Int]

    init(_ records: [TransactionRecord] = []) {
        self.records = records
        positions = Dictionary(records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([TransactionRecord].self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(records)
    }

    /// Every transaction, in the order issued.
    var all: [TransactionRecord] { records }

    /// The transaction `id`, if the store issued it.
    subscript(id: String) -> TransactionRecord? { positions[id].map { records[$0] } }

    /// `accountId`'s transactions (its purchases and the copies shared with it), in the order issued.
    func held(by accountId: String) -> [TransactionRecord] { records.filter { $0.accountId == accountId } }

    /// The family-shared copies of transaction `id`, in the order issued.
    func copies(of id: String) -> [TransactionRecord] { records.filter { $0.sharedFrom == id } }

    /// The chain of `originalTransactionId` that `accountId` holds.
    func chain(_ originalTransactionId: String, heldBy accountId: String) -> [TransactionRecord] {
        records.filter { $0.originalTransactionId == originalTransactionId && $0.accountId == accountId }
    }

    /// The ids of the products that have transactions.
    var productIds: Set<String> { Set(records.map(\.productId)) }

    /// Adds a new transaction at the end.
    mutating func append(_ record: TransactionRecord) {
        positions[record.id] = records.count
        records.append(record)
    }

    /// Replaces the transaction with `record`'s id by `record`, in its place. Returns false when there
    /// is no such transaction.
    @discardableResult
    mutating func replace(_ record: TransactionRecord) -> Bool {
        guard let index = positions[record.id] else { return false }
        records[index] = record
        return true
    }

    /// Removes the transactions whose ids are in `ids`.
    mutating func remove(_ ids: Set<String>) {
        self = TransactionLog(records.filter { !ids.contains($0.id) })
    }
}
