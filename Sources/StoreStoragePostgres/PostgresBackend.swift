#if Server
import Foundation
public import Logging
import PostgresKit
import PostgresNIO
public import SQLKit
public import StoreStorage

/// The server's database for more than one machine: PostgreSQL, through a pool of connections
/// (postgres-nio). Transactions run at READ COMMITTED; what must not race takes row locks, and jobs are
/// claimed with `FOR UPDATE SKIP LOCKED`, so several server processes can share one database.
public final class PostgresBackend: SQLBackend {
    private let pool: RecoveringPool
    private let revisionReads: ReadConnection
    /// The database this backend talks to.
    public let location: PostgresLocation

    private init(pool: RecoveringPool, location: PostgresLocation, logger: Logger) throws {
        self.pool = pool
        self.location = location
        self.revisionReads = ReadConnection(configuration: try location.connectionConfiguration(), logger: logger)
    }

    /// How many times the pool of connections was made anew because the database came back after an
    /// outage.
    public var poolReplacements: Int { pool.replacements }

    /// Connects to the database `url` names and checks that it answers.
    public static func connect(url: String, logger: Logger = Logger(label: "StoreStorage.Postgres")) async throws(StorageError) -> PostgresBackend {
        try await connect(to: PostgresLocation(url: url), logger: logger)
    }

    /// Connects to `location` and checks that it answers. Large values are compressed with LZ4 when the
    /// server has it (PostgreSQL 14 and later, built with LZ4, as Debian's and the official images are),
    /// else with PostgreSQL's default.
    public static func connect(
        to location: PostgresLocation,
        logger: Logger = Logger(label: "StoreStorage.Postgres")
    ) async throws(StorageError)
        -> PostgresBackend
    {
        do { return try await open(location, lz4: true, logger: logger) } catch let error as PSQLError where refusesSetting(error) {
            logger.info("PostgreSQL has no LZ4 compression; using its default", metadata: ["error": "\(String(reflecting: error))"])
        } catch {
            throw unreachable(location, error)
        }
        do { return try await open(location, lz4: false, logger: logger) } catch { throw unreachable(location, error) }
    }

    private static func unreachable(_ location: PostgresLocation, _ error: any Error) -> StorageError {
        StorageError(.unavailable, "cannot reach PostgreSQL at \(location.description): \(String(reflecting: error))")
    }

    /// The server refused a setting (an unknown parameter, or a value it does not have).
    private static func refusesSetting(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state == "22023" || state == "42704"
    }

    private static func open(_ location: PostgresLocation, lz4: Bool, logger: Logger) async throws -> PostgresBackend {
        let configuration = location.clientConfiguration(lz4: lz4)
        let pool = await RecoveringPool(
            makeClient: { PostgresClient(configuration: configuration, backgroundLogger: logger) },
            probe: try location.connectionConfiguration(),
            logger: logger
        )
        do {
            let backend = try PostgresBackend(pool: pool, location: location, logger: logger)
            try await backend.read { db in try await db.raw("SELECT 1 AS one").run() }
            return backend
        } catch {
            await pool.shutdown()
            throw error
        }
    }

    /// A transaction-scoped advisory lock: servers starting together migrate one after the other.
    public func serializeMigrations(in db: any SQLDatabase) async throws {
        try await db.raw("SELECT pg_advisory_xact_lock(7420001)").run()
    }
    /// Two batches of revision reads at once on the read connection: the second waits on the connection
    /// itself, sent as soon as the first is answered, instead of in the batcher for the first to come back
    /// (alternate runs: signed customer info +9%, unsigned +12%; a third added nothing).
    public var readBatchesAtOnce: Int { 2 }

    public func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        // A deadlock or serialization failure rolls the whole transaction back; it is safe to run again.
        var attempt = 0
        while true {
            attempt += 1
            do {
                return try await pool.withConnection { connection in
                    let db = connection.sql(queryLogLevel: nil)
                    try await db.raw("BEGIN").run()
                    do {
                        let result = try await body(db)
                        try await db.raw("COMMIT").run()
                        return result
                    } catch {
                        try? await db.raw("ROLLBACK").run()
                        throw error
                    }
                }
            } catch let error as PSQLError where attempt < 5 && Self.isRetryable(error) {
                continue
            }
        }
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await pool.withConnection { connection in try await body(connection.sql(queryLogLevel: nil)) }
    }

    /// By `RevisionsStatement` (prepared once, one array parameter for any batch size) on a connection
    /// kept for these reads, outside the pool.
    public func revisions(of users: [String]) async throws -> [String: Int64]? {
        try await revisionReads.run { connection in
            var found: [String: Int64] = [:]
            for try await (user, revision) in try await connection.execute(RevisionsStatement(users: users), logger: Self.quiet) {
                found[user] = revision
            }
            return found
        }
    }

    /// Logs nothing: a failed read is reported by its caller.
    private static let quiet = Logger(label: "StoreStorage.Postgres.reads", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Users' revisions, for any number of users in one array parameter (so one statement is prepared).
    private struct RevisionsStatement: PostgresPreparedStatement {
        static let sql = "SELECT app_user_id, revision FROM users WHERE app_user_id = ANY($1)"
        typealias Row = (String, Int64)
        var users: [String]
        func makeBindings() throws -> PostgresBindings {
            var bindings = PostgresBindings()
            bindings.append(users)
            return bindings
        }
        func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
    }

    public func shutdown() async {
        await revisionReads.close()
        await pool.shutdown()
    }

    private static func isRetryable(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40001" || state == "40P01"
    }
}
#endif
