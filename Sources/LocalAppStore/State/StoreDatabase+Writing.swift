import Foundation
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
            for record in changes.revised {
                try execute(
                    "UPDATE transactions SET number = ?, web_order = ?, account_id = ?, product_id = ?, original_id = ?, shared_from = ?, record = ? WHERE id = ?",
                    Array(try Self.columns(of: record).dropFirst()) + [.text(record.id)]
                )
            }
            try insert(changes.added)
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
        let columns = "(id, number, web_order, account_id, product_id, original_id, shared_from, record)"
        for start in stride(from: 0, to: records.count, by: Self.rowsPerInsert) {
            let batch = records[start..<min(start + Self.rowsPerInsert, records.count)]
            var binds: [SQLiteData] = []
            for record in batch { binds += try Self.columns(of: record) }
            let rows = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: batch.count).joined(separator: ", ")
            try execute("INSERT INTO transactions \(columns) VALUES \(rows)", binds)
        }
    }

    private func insert(outbox entries: [OutboxEntry]) throws(StoreError) {
        for start in stride(from: 0, to: entries.count, by: Self.rowsPerInsert) {
            let batch = entries[start..<min(start + Self.rowsPerInsert, entries.count)]
            var binds: [SQLiteData] = []
            for entry in batch { binds.append(.text(try Self.json(entry))) }
            try execute("INSERT INTO outbox (entry) VALUES \(Array(repeating: "(?)", count: batch.count).joined(separator: ", "))", binds)
        }
    }

    /// A transaction's columns, in the order of ``insert(_:)``: id, number, web order, account,
    /// product, original id, shared from, record.
    static func columns(of record: TransactionRecord) throws(StoreError) -> [SQLiteData] {
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

    static func json(_ value: some Encodable) throws(StoreError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw StoreError.state("cannot encode the store's state: \(error)")
        }
    }
}
