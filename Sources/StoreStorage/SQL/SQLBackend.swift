import SQLKit

/// A SQL database as ``SQLServerStorage`` uses it: reads, and changes made in one transaction each.
/// SQLite and PostgreSQL each provide one in their own small target.
public protocol SQLBackend: Sendable {
    /// Runs `body` in one database transaction: committed when it returns, rolled back when it throws.
    func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T
    /// Runs `body` on a connection that sees committed data.
    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T
    /// Closes every connection.
    func shutdown() async
    /// A statement that, run first in a transaction, makes every other transaction running it wait until
    /// this one ends; `nil` when the database runs changes one at a time anyway.
    var exclusiveLockStatement: String? { get }
    /// The clause that locks the rows a `SELECT` picks and skips rows other transactions hold; empty when
    /// the database runs changes one at a time anyway.
    var skipLockedClause: String { get }
    /// Where batched writes wait for the database between statements (the writer's own thread); `nil`
    /// for Swift's shared pool.
    var writeExecutor: (any TaskExecutor)? { get }
}

extension SQLBackend {
    public var exclusiveLockStatement: String? { nil }
    public var skipLockedClause: String { "" }
    public var writeExecutor: (any TaskExecutor)? { nil }
}
