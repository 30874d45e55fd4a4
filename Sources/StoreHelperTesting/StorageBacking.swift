#if Server
public import StoreStorage

/// What a storage test runs on: the in-memory twin always, and each database ``TestDatabase`` makes available.
/// A test that runs on all of them holds the twin to the databases' rules.
public enum StorageBacking: String, Sendable, CustomStringConvertible {
    case memory, sqlite, postgres
    public var description: String { rawValue }

    /// Memory, SQLite, and PostgreSQL where a server is given.
    public static let available: [StorageBacking] = [.memory] + TestDatabase.available.map(StorageBacking.init)

    /// The backing of `database`.
    public init(_ database: TestDatabase) {
        self = database == .postgres ? .postgres : .sqlite
    }

    /// A new, empty storage of this kind, for `body`; a database is removed after, also when `body` throws. A
    /// database's operations give up after `operationTimeout` (the server's default unless a test is not about it).
    public func withStorage(operationTimeout: Duration = .seconds(5), _ body: (any ServerStorage) async throws -> Void) async throws {
        switch self {
        case .memory: try await body(MemoryServerStorage())
        case .sqlite: try await TestDatabase.sqlite.withStorage(operationTimeout: operationTimeout) { try await body($0) }
        case .postgres: try await TestDatabase.postgres.withStorage(operationTimeout: operationTimeout) { try await body($0) }
        }
    }
}
#endif
