#if Server
public import SQLKit

/// A SQL database as ``SQLServerStorage`` uses it: reads, and changes made in one transaction each.
/// SQLite and PostgreSQL each provide one in their own small target.
public protocol SQLBackend: Sendable {
    /// Runs `body` in one database transaction: committed when it returns, rolled back when it throws.
    func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T
    /// Runs `body` on a connection that sees committed data.
    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T
    /// Closes every connection.
    func shutdown() async
    /// Run first in the transaction that migrates the schema: makes every other server migrating the same
    /// database wait until this one ends (nothing where the database runs changes one at a time anyway).
    /// Row locks need no hook: they come from SQLKit's dialect (`exclusiveSelectLockExpression`).
    func serializeMigrations(in db: any SQLDatabase) async throws
    /// Where batched writes wait for the database between statements: the writer's own thread, or Swift's
    /// shared pool.
    var writerThread: WriterThread { get }
    /// How many batched reads (users' revisions) usefully run at once.
    var readBatchesAtOnce: Int { get }
    /// Each of `users`' revisions (from the `users` table; absent for a user without a row) by a statement
    /// the database keeps prepared, which skips parsing and planning on every customer-info request;
    /// `nil` when the backend has no such path and the portable SQLKit query is to be used.
    func revisions(of users: [String]) async throws -> [String: Int64]?
    /// Why the database cannot be relied on to take writes now (too little disk), or nil.
    func readinessProblem() async -> String?
}

extension SQLBackend {
    public func serializeMigrations(in db: any SQLDatabase) async throws {}
    public var writerThread: WriterThread { .sharedPool }
    public var readBatchesAtOnce: Int { 1 }
    public func readinessProblem() async -> String? { nil }
}
#endif
