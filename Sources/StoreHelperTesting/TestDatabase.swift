#if Server
import Foundation
import SQLKit
public import StoreStorage
public import StoreStoragePostgres
import StoreStorageSQLite

/// The SQL databases the server tests run on: SQLite always; PostgreSQL when
/// `STOREHELPER_TEST_POSTGRES_URL` names a server whose user may create databases (`.ci/run` starts one
/// with `scripts/postgres-cluster`). Each test gets a database of its own, dropped after.
public enum TestDatabase: String, Sendable, CustomStringConvertible {
    case sqlite, postgres
    public var description: String { rawValue }

    /// The variable holding the PostgreSQL URL.
    public static let postgresVariable = "STOREHELPER_TEST_POSTGRES_URL"

    /// The databases to test on here. Without a PostgreSQL URL the PostgreSQL runs are left out, and
    /// a line on standard error says so and how to run them.
    public static let available: [TestDatabase] = {
        if ProcessInfo.processInfo.environment[postgresVariable] != nil { return [.sqlite, .postgres] }
        FileHandle.standardError.write(
            Data(
                """
                note: the PostgreSQL runs of the server tests are skipped: set \(postgresVariable) to a postgres:// URL \
                (`scripts/postgres-cluster start DIR` starts a throwaway PostgreSQL 15 cluster and prints one).

                """.utf8
            )
        )
        return [.sqlite]
    }()

    /// A new, empty database of this kind (not migrated); shutting it down removes it.
    public func makeBackend() async throws -> any SQLBackend {
        switch self {
        case .sqlite: return try await SQLiteBackend.temporary()
        case .postgres: return try await ThrowawayPostgres.make()
        }
    }

    /// A new migrated storage of this kind, for `body`; removed after, also when `body` throws. Its operations give
    /// up after `operationTimeout` (the server's default unless a test is not about it).
    public func withStorage(operationTimeout: Duration = .seconds(5), _ body: (SQLServerStorage) async throws -> Void) async throws {
        let storage = SQLServerStorage(backend: try await makeBackend(), operationTimeout: operationTimeout)
        do {
            try await storage.migrate()
            try await body(storage)
        } catch {
            await storage.shutdown()
            throw error
        }
        await storage.shutdown()
    }

    /// A second, independent connection to the database of `backend` (as another server process would
    /// open it); the caller shuts it down.
    public static func openAgain(_ backend: any SQLBackend) async throws -> any SQLBackend {
        switch backend {
        case let sqlite as SQLiteBackend: try await SQLiteBackend.open(path: sqlite.path)
        case let postgres as ThrowawayPostgres: try await PostgresBackend.connect(url: postgres.url)
        default: throw StorageError(.unavailable, "cannot open \(type(of: backend)) again")
        }
    }

    /// The URL a server process can open the database of `backend` with.
    public static func url(of backend: any SQLBackend) -> String? {
        switch backend {
        case let sqlite as SQLiteBackend: "sqlite:\(sqlite.path)"
        case let postgres as ThrowawayPostgres: postgres.url
        default: nil
        }
    }
}

/// A PostgreSQL database made for one test and dropped when it is shut down.
final class ThrowawayPostgres: SQLBackend {
    private let backend: PostgresBackend
    private let server: PostgresLocation
    let url: String

    private init(backend: PostgresBackend, server: PostgresLocation, url: String) {
        self.backend = backend
        self.server = server
        self.url = url
    }

    static func make() async throws -> ThrowawayPostgres {
        guard let url = ProcessInfo.processInfo.environment[TestDatabase.postgresVariable] else {
            throw StorageError(.unavailable, "\(TestDatabase.postgresVariable) is not set")
        }
        let server = try PostgresLocation(url: url)
        let name = "storehelper_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
        let admin = try await PostgresBackend.connect(to: server)
        do {
            try await admin.read { db in try await db.raw("CREATE DATABASE \(unsafeRaw: name)").run() }
        } catch {
            await admin.shutdown()
            throw error
        }
        await admin.shutdown()
        let location = server.with(database: name)
        let components = URLComponents(string: url)
        var own = components ?? URLComponents()
        own.path = "/" + name
        return ThrowawayPostgres(
            backend: try await PostgresBackend.connect(to: location),
            server: server,
            url: own.string ?? url
        )
    }

    func serializeMigrations(in db: any SQLDatabase) async throws { try await backend.serializeMigrations(in: db) }
    var readBatchesAtOnce: Int { backend.readBatchesAtOnce }

    func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await backend.transaction(body)
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await backend.read(body)
    }

    func revisions(of users: [String]) async throws -> [String: Int64]? { try await backend.revisions(of: users) }

    func shutdown() async {
        await backend.shutdown()
        guard let name = backend.location.database, let admin = try? await PostgresBackend.connect(to: server) else { return }
        try? await admin.read { db in try await db.raw("DROP DATABASE IF EXISTS \(unsafeRaw: name) WITH (FORCE)").run() }
        await admin.shutdown()
    }
}

extension TestDatabase {
    /// A migrated PostgreSQL storage reached through a ``TCPRelay``, for `body`: cutting the relay is a
    /// database outage (connections end, new ones are refused), restoring it the database's return.
    /// `body` also gets the backend, whose pool it may inspect. Removed after, also when `body` throws.
    public static func withPostgresBehindRelay(
        _ body: (SQLServerStorage, TCPRelay, PostgresBackend) async throws -> Void
    ) async throws {
        let database = try await ThrowawayPostgres.make()
        let relay: TCPRelay
        let backend: PostgresBackend
        do {
            var location = try PostgresLocation(url: database.url)
            relay = try TCPRelay(to: location.port)
            location.port = relay.port
            backend = try await PostgresBackend.connect(to: location)
        } catch {
            await database.shutdown()
            throw error
        }
        let storage = SQLServerStorage(backend: backend)
        do {
            try await storage.migrate()
            try await body(storage, relay, backend)
        } catch {
            try? relay.restore()
            await storage.shutdown()
            relay.cut()
            await database.shutdown()
            throw error
        }
        try relay.restore()
        await storage.shutdown()
        relay.cut()
        await database.shutdown()
    }
}
#endif
