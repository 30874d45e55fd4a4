#if Server
import Foundation
import LocalAppStore
import NIOConcurrencyHelpers
import SQLiteNIO

/// A state database as of one instant: its own connection held inside a read transaction, so what
/// other commands commit later is not seen. The store reads its transactions and notifications
/// from here only as it needs them; the rest of its state is decoded once, when opened.
///
/// Reads do not throw (the store's queries are plain properties): a row that cannot be read is left
/// out and remembered in ``problem``, and a store whose snapshot has a problem is never saved.
///
/// A snapshot kept between uses (``StateReader``'s) closes its read transaction when its last user leaves
/// (``leave()``), and opens it again, at the same revision, for the next (``enter()``): an open read transaction
/// would keep every writer, of any process, from folding the write-ahead log into the database.
final class StateSnapshot: SavedState {
    private let database: StoreDatabase
    /// The revision this snapshot shows (every saved change adds one).
    let revision: Int64
    /// Everything small: the state without its transactions and notifications.
    let core: StoreState
    /// `core` as saved (JSON).
    let coreJSON: String
    let outboxCount: Int
    private let firstProblem = NIOLockedValueBox<String?>(nil)
    /// How many users read through the snapshot now (its opener is the first), and whether its read transaction is open.
    private let usage = NIOLockedValueBox((users: 1, open: true))

    /// Opens the database at `path` and pins its current state.
    init(path: String) throws(StoreError) {
        database = try StoreDatabase.open(path)
        let layout = try database.integer("PRAGMA user_version")
        guard layout == StoreDatabase.layoutVersion else {
            throw StoreError.state("\(path) has layout version \(layout ?? 0); this build reads \(StoreDatabase.layoutVersion)")
        }
        try database.execute("BEGIN")  // deferred: the snapshot starts with the first read below
        guard let row = try database.rows("SELECT revision, state FROM store").first,
            let revision = row.column("revision")?.integer, let text = row.column("state")?.string
        else { throw StoreError.state("\(path) holds no store") }
        self.revision = Int64(revision)
        coreJSON = text
        do {
            core = try JSONDecoder().decode(StoreState.self, from: Data(text.utf8))
        } catch {
            throw StoreError.state("\(path) does not hold a local store's state: \(error)")
        }
        // Notifications are numbered 1, 2, 3… in the order produced; the last number is the count.
        outboxCount = Int(try database.integer("SELECT MAX(position) FROM outbox") ?? 0)
    }

    /// The database file.
    var path: String { database.path }

    /// The first read that failed, if one did.
    var problem: String? { firstProblem.withLockedValue { $0 } }

    // MARK: - Transactions

    /// How many transactions there are (counted when asked: most commands never ask).
    func transactionCount() -> Int {
        read("SELECT COUNT(*) AS value FROM transactions") { row in row.column("value")?.integer ?? 0 }.first ?? 0
    }

    /// The transaction `id`.
    func transaction(_ id: String) -> TransactionRecord? {
        transactions(where: "id = ?", [.text(id)]).first
    }

    func transactions(_ query: SavedTransactions) -> [TransactionRecord] {
        switch query {
        case .all: transactions(where: "1")
        case .heldBy(let account): transactions(where: "account_id = ?", [.text(account)])
        case .heldByOf(let account, let product): transactions(where: "account_id = ? AND product_id = ?", [.text(account), .text(product)])
        case .copies(let id): transactions(where: "shared_from = ?", [.text(id)])
        case .chain(let original, let account): transactions(where: "original_id = ? AND account_id = ?", [.text(original), .text(account)])
        }
    }

    func productIds(excluding excluded: Set<String>) -> Set<String> { distinct("product_id", excluding: excluded) }

    func accountIds(excluding excluded: Set<String>) -> Set<String> {
        excluded.isEmpty ? accountIds() : distinct("account_id", excluding: excluded)
    }

    func highestNumbers() -> (transaction: Int64?, webOrder: Int64?) { (highest("number"), highest("web_order")) }

    /// The transactions matching `condition`, in the order issued.
    private func transactions(where condition: String, _ binds: [SQLiteData] = []) -> [TransactionRecord] {
        decoded(TransactionRecord.self, from: "record", of: "SELECT record FROM transactions WHERE \(condition) ORDER BY position", binds)
    }

    /// The distinct values of `column` among the transactions (except those whose id is in `excluded`).
    private func distinct(_ column: String, excluding excluded: Set<String> = []) -> Set<String> {
        let condition = excluded.isEmpty ? "" : " WHERE id NOT IN (SELECT value FROM json_each(?))"
        let binds = excluded.isEmpty ? [] : [Self.jsonArray(excluded)]
        return Set(read("SELECT DISTINCT \(column) AS value FROM transactions\(condition)", binds) { row in row.column("value")?.string ?? "" })
    }

    /// The accounts that hold transactions, one index probe per account (not one per transaction).
    private func accountIds() -> Set<String> {
        let sql = """
            WITH RECURSIVE next(id) AS (
              SELECT MIN(account_id) FROM transactions
              UNION ALL SELECT (SELECT MIN(account_id) FROM transactions WHERE account_id > next.id) FROM next WHERE next.id IS NOT NULL)
            SELECT id FROM next WHERE id IS NOT NULL
            """
        return Set(read(sql) { row in row.column("id")?.string ?? "" })
    }

    /// Which of `ids` are transactions here (the id index alone answers).
    func existing(_ ids: Set<String>) -> Set<String> {
        Set(
            read("SELECT id FROM transactions WHERE id IN (SELECT value FROM json_each(?))", [Self.jsonArray(ids)]) { row in
                row.column("id")?.string ?? ""
            }
        )
    }

    /// The highest value of the integer `column` among the transactions.
    private func highest(_ column: String) -> Int64? {
        read("SELECT MAX(\(column)) AS value FROM transactions") { row in row.column("value")?.integer.map(Int64.init) }.first ?? nil
    }

    // MARK: - Notifications

    /// The notifications from the `index`th (0 is the oldest) on, oldest first.
    func outbox(from index: Int) -> [OutboxEntry] {
        decoded(
            OutboxEntry.self,
            from: "entry",
            of: "SELECT entry FROM outbox WHERE position > ? ORDER BY position",
            [.integer(SQLiteInt64(max(0, index)))]
        )
    }

    /// Takes the snapshot into use again, reopening its read transaction when no one was using it. False when the
    /// database is no longer at the snapshot's revision: it cannot be read again (load the store anew).
    func enter() -> Bool {
        usage.withLockedValue { usage in
            guard usage.open || reopen() else { return false }
            usage.open = true
            usage.users += 1
            return true
        }
    }

    /// Ends one use; the last user's leaving closes the read transaction until someone ``enter()``s again.
    func leave() {
        usage.withLockedValue { usage in
            usage.users -= 1
            guard usage.users == 0, usage.open, (try? database.execute("COMMIT")) != nil else { return }
            usage.open = false
        }
    }

    /// Begins a read transaction again: true when it shows this snapshot's revision.
    private func reopen() -> Bool {
        guard (try? database.execute("BEGIN")) != nil else { return false }
        if (try? database.integer("SELECT revision FROM store")) == revision { return true }
        try? database.execute("COMMIT")
        return false
    }

    /// Ends the snapshot: its connection is closed (so that a command's write can fold the
    /// write-ahead log into the database); reads after this find nothing and record a problem.
    func close() {
        try? database.close()
    }

    // MARK: - Reading

    /// The rows of `sql`, each turned into a value by `decode`; rows that fail are left out and the
    /// first failure is kept in ``problem``.
    private func read<Value>(_ sql: String, _ binds: [SQLiteData] = [], _ decode: (SQLiteRow) throws -> Value) -> [Value] {
        // A read between uses (the store kept past its use) reopens the transaction, at this revision or not at all.
        let open = usage.withLockedValue { usage in
            if !usage.open { usage.open = reopen() }
            return usage.open
        }
        guard open else {
            remember("\(database.path) changed since this snapshot was read")
            return []
        }
        do {
            return try database.rows(sql, binds).compactMap { row in
                do {
                    return try decode(row)
                } catch {
                    remember("\(database.path): an unreadable row (\(error))")
                    return nil
                }
            }
        } catch {
            remember("\(error)")
            return []
        }
    }

    /// The rows of `sql` with their JSON column `column` decoded as `Value`.
    private func decoded<Value: Decodable>(_: Value.Type, from column: String, of sql: String, _ binds: [SQLiteData]) -> [Value] {
        let decoder = JSONDecoder()
        return read(sql, binds) { row in
            guard let text = row.column(column)?.string else { throw StoreError.state("a row has no \(column)") }
            return try decoder.decode(Value.self, from: Data(text.utf8))
        }
    }

    private func remember(_ problem: String) {
        firstProblem.withLockedValue { if $0 == nil { $0 = problem } }
    }

    /// `values` as a JSON array of strings, the one bind `json_each` reads a set from.
    static func jsonArray(_ values: some Sequence<String>) -> SQLiteData {
        let data = (try? JSONEncoder().encode(Array(values))) ?? Data("[]".utf8)
        return .text(String(decoding: data, as: UTF8.self))
    }
}
#endif
