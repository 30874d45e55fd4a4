#if Server
import Foundation
import LocalAppStore
import NIOConcurrencyHelpers
import NIOPosix
import SQLiteNIO

/// One connection to a state directory's SQLite database, used synchronously: the store's logic is
/// synchronous, so each statement runs on NIO's blocking pool (`NIOThreadPool.singleton`, where the server's
/// database runs its statements too) and is waited for. Call it only from a thread that may block and is not
/// one of that pool's (``StateAccess``' threads, a device's queue, a command's main thread), never from an event
/// loop. Closed when released.
final class StoreDatabase: Sendable {
    let path: String
    private let connection: SQLiteConnection
    private let closed = NIOLockedValueBox(false)

    /// The layout version of the tables, kept in SQLite's `user_version`.
    static let layoutVersion: Int64 = 1

    private init(path: String, connection: SQLiteConnection) {
        self.path = path
        self.connection = connection
    }

    /// Opens (creating if needed) the database at `path`. Every commit waits for the disk
    /// (`synchronous = FULL`), so a command that said it was done survives a crash.
    static func open(_ path: String) throws(StoreError) -> StoreDatabase {
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection.open(
                storage: .file(path: path),
                threadPool: .singleton,
                on: MultiThreadedEventLoopGroup.singleton.any()
            ).wait()
        } catch {
            throw StoreError.state("cannot open the store's database \(path): \(error)")
        }
        let database = StoreDatabase(path: path, connection: connection)
        try database.execute("PRAGMA synchronous = FULL")
        // After a command's large write is folded into the database, the log shrinks back to this.
        try database.execute("PRAGMA journal_size_limit = \(64 << 20)")
        return database
    }

    /// Folds the write-ahead log into the database and truncates it when it is over `limit` bytes, waiting up to
    /// a second for a read under way (reads are short: ``StateSnapshot``); otherwise the next change tries again.
    func foldLog(over limit: Int64) {
        let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber
        guard let size = log?.int64Value, size > limit else { return }
        try? execute("PRAGMA busy_timeout = 1000")
        try? execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Closes the connection and waits until it is closed (the last connection to close folds the
    /// write-ahead log into the database file and removes it).
    func close() throws(StoreError) {
        guard
            !closed.withLockedValue({ closed in
                defer { closed = true }
                return closed
            })
        else { return }
        do {
            try connection.close().wait()
        } catch {
            throw StoreError.state("cannot close the store's database \(path): \(error)")
        }
    }

    deinit {
        if !closed.withLockedValue({ $0 }) { _ = connection.close() }
    }

    /// Runs `sql` and returns its rows.
    @discardableResult
    func rows(_ sql: String, _ binds: [SQLiteData] = []) throws(StoreError) -> [SQLiteRow] {
        do {
            return try connection.query(sql, binds).wait()
        } catch {
            throw StoreError.state("the store's database \(path) failed (\(error)) running: \(sql.prefix(80))")
        }
    }

    /// Runs a statement that returns no rows.
    func execute(_ sql: String, _ binds: [SQLiteData] = []) throws(StoreError) {
        try rows(sql, binds)
    }

    /// The one integer `sql` returns (nil for no row or NULL).
    func integer(_ sql: String, _ binds: [SQLiteData] = []) throws(StoreError) -> Int64? {
        try rows(sql, binds).first?.columns.first.flatMap { $0.data.integer.map(Int64.init) }
    }

    /// Runs `body` inside one write transaction: all of it is committed, or nothing when it throws.
    func writing<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Creates the tables of an empty database and switches it to write-ahead logging, which lets
    /// readers keep a snapshot while a command writes.
    func createTables() throws(StoreError) {
        try execute("PRAGMA journal_mode = WAL")
        for statement in Self.tables { try execute(statement) }
        try execute("PRAGMA user_version = \(Self.layoutVersion)")
    }

    /// The store's tables: one row of everything small (`store`), the transactions with the columns
    /// the store looks them up by, and the notifications in the order produced.
    private static let tables = [
        "CREATE TABLE store (only INTEGER PRIMARY KEY CHECK (only = 1), revision INTEGER NOT NULL, state TEXT NOT NULL)",
        """
        CREATE TABLE transactions (position INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, number INTEGER, web_order INTEGER,
          account_id TEXT NOT NULL, product_id TEXT NOT NULL, original_id TEXT NOT NULL, shared_from TEXT, record TEXT NOT NULL)
        """,
        "CREATE INDEX transactions_by_account ON transactions (account_id, position)",
        "CREATE INDEX transactions_by_product ON transactions (account_id, product_id, position)",
        "CREATE INDEX transactions_by_chain ON transactions (original_id, account_id, position)",
        "CREATE INDEX transactions_by_source ON transactions (shared_from) WHERE shared_from IS NOT NULL",
        "CREATE INDEX transactions_by_number ON transactions (number)",
        "CREATE INDEX transactions_by_web_order ON transactions (web_order)",
        "CREATE TABLE outbox (position INTEGER PRIMARY KEY, entry TEXT NOT NULL)",
    ]
}
#endif
