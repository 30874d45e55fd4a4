#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import SQLiteNIO

extension StoreDatabase {
    /// Writes `changes` in one transaction. Throws, writing nothing, when the database is no longer
    /// at the revision the changes were made from.
    /// Writing into a database without a store row (a new one) adds it.
    func write(_ changes: StateChanges) throws(StoreError) {
        try writing { () throws(StoreError) in
            if let revision = changes.revision, try integer("SELECT revision FROM store") != revision {
                throw StoreError.state("\(path) changed since this store was read; nothing was saved")
            }
            if changes.clearsTransactions { try execute("DELETE FROM transactions") }
            if changes.clearsOutbox { try execute("DELETE FROM outbox") }
            if !changes.removed.isEmpty {
                try execute("DELETE FROM transactions WHERE id IN (SELECT value FROM json_each(?))", [StateSnapshot.jsonArray(changes.removed)])
            }
            let update = "UPDATE transactions SET \(Self.transactionColumns.dropFirst().map { "\($0) = ?" }.joined(separator: ", ")) WHERE id = ?"
            for record in changes.revised {
                try execute(update, Array(try Self.columns(of: record).dropFirst()) + [.text(record.id)])
            }
            try insert(changes.added)
            for (index, entry) in changes.revisedOutbox {
                try execute("UPDATE outbox SET entry = ? WHERE position = ?", [.text(try Self.json(entry)), .integer(SQLiteInt64(index + 1))])
            }
            try insert(outbox: changes.addedOutbox)
            try execute(
                "INSERT INTO store (only, revision, state) VALUES (1, 1, ?) ON CONFLICT (only) DO UPDATE SET revision = revision + 1, state = excluded.state",
                [.text(changes.core)]
            )
        }
    }

    /// How many rows one INSERT carries (well under SQLite's limit of 32,766 bound values).
    private static let rowsPerInsert = 200

    private func insert(_ records: [TransactionRecord]) throws(StoreError) {
        var rows: [[SQLiteData]] = []
        for record in records { rows.append(try Self.columns(of: record)) }
        try insert(into: "transactions", columns: Self.transactionColumns, rows: rows)
    }

    private func insert(outbox entries: [OutboxEntry]) throws(StoreError) {
        var rows: [[SQLiteData]] = []
        for entry in entries { rows.append([.text(try Self.json(entry))]) }
        try insert(into: "outbox", columns: ["entry"], rows: rows)
    }

    /// Inserts `rows` (values for `columns`, in order) into `table`, ``rowsPerInsert`` per statement.
    private func insert(into table: String, columns: [String], rows: [[SQLiteData]]) throws(StoreError) {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        for start in stride(from: 0, to: rows.count, by: Self.rowsPerInsert) {
            let batch = rows[start..<min(start + Self.rowsPerInsert, rows.count)]
            let values = Array(repeating: row, count: batch.count).joined(separator: ", ")
            try execute("INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES \(values)", Array(batch.joined()))
        }
    }

    /// The columns ``columns(of:)`` gives values for, in order.
    private static let transactionColumns = ["id", "number", "web_order", "account_id", "product_id", "original_id", "shared_from", "record"]

    /// A transaction's values for ``transactionColumns``.
    private static func columns(of record: TransactionRecord) throws(StoreError) -> [SQLiteData] {
        [
            .text(record.id),
            Int64(record.id).map { .integer(SQLiteInt64($0)) } ?? .null,
            record.payload.webOrderLineItemId.flatMap { Int64($0) }.map { .integer(SQLiteInt64($0)) } ?? .null,
            .text(record.accountId),
            .text(record.productId),
            .text(record.originalTransactionId),
            record.sharedFrom.map { .text($0) } ?? .null,
            .text(try json(record)),
        ]
    }

    /// Everything of `state` but its transactions and notifications, as JSON.
    static func core(of state: StoreState) throws(StoreError) -> String {
        var core = state
        core.transactions = TransactionLog()
        core.outbox = Outbox()
        return try json(core)
    }

    private static func json(_ value: some Encodable) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw StoreError.state("cannot encode the store's state: \(error)")
        }
    }
}
#endif
