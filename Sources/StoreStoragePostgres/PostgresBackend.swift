import Foundation
import Logging
import PostgresKit
import PostgresNIO
import SQLKit
import StoreStorage

/// The server's database for more than one machine: PostgreSQL, through a pool of connections
/// (postgres-nio). Transactions run at READ COMMITTED; what must not race takes row locks, and jobs are
/// claimed with `FOR UPDATE SKIP LOCKED`, so several server processes can share one database.
public final class PostgresBackend: SQLBackend {
    private let client: PostgresClient
    private let running: Task<Void, Never>
    /// The database this backend talks to.
    public let location: PostgresLocation

    private init(client: PostgresClient, location: PostgresLocation) {
        self.client = client
        self.location = location
        self.running = Task { await client.run() }
    }

    /// Connects to the database `url` names and checks that it answers.
    public static func connect(url: String, logger: Logger = Logger(label: "StoreStorage.Postgres")) async throws(StorageError) -> PostgresBackend {
        try await connect(to: PostgresLocation(url: url), logger: logger)
    }

    /// Connects to `location` and checks that it answers.
    public static func connect(
        to location: PostgresLocation,
        logger: Logger = Logger(label: "StoreStorage.Postgres")
    ) async throws(StorageError)
        -> PostgresBackend
    {
        let backend = PostgresBackend(
            client: PostgresClient(configuration: location.clientConfiguration, backgroundLogger: logger),
            location: location
        )
        do {
            try await backend.read { db in try await db.raw("SELECT 1 AS one").run() }
        } catch {
            await backend.shutdown()
            throw StorageError(.unavailable, "cannot reach PostgreSQL at \(location.description): \(String(reflecting: error))")
        }
        return backend
    }

    public var exclusiveLockStatement: String? { "SELECT pg_advisory_xact_lock(7420001)" }
    public var skipLockedClause: String { "FOR UPDATE SKIP LOCKED" }

    public func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        // A deadlock or serialization failure rolls the whole transaction back; it is safe to run again.
        var attempt = 0
        while true {
            attempt += 1
            do {
                return try await client.withConnection { connection in
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
        try await client.withConnection { connection in try await body(connection.sql(queryLogLevel: nil)) }
    }

    public func shutdown() async {
        running.cancel()
        await running.value
    }

    private static func isRetryable(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40001" || state == "40P01"
    }
}
