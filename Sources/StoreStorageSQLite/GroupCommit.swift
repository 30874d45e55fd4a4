#if Server
import NIOConcurrencyHelpers
import SQLKit
import StoreStorage

/// Group commit for SQLite's single writer: transactions asked for while one batch commits wait and then
/// run together, each inside its own savepoint (one alone in its batch needs none), under one
/// `BEGIN IMMEDIATE … COMMIT`, so one wait for the disk covers them all. A transaction that throws rolls
/// back to its savepoint alone; a failed commit fails every transaction of the batch. Transactions run
/// one at a time, in the order asked. The waiting and batching is ``Batcher``'s; this type adds the
/// savepoints.
final class GroupCommit: Sendable {
    /// A transaction waiting for its batch: runs the body and keeps its result; `false` when it threw.
    private struct Transaction: Sendable {
        let run: @Sendable (any SQLDatabase) async -> Bool
    }

    /// The most transactions committed together.
    static let maximumBatch = 256

    private let batches: Batcher<Transaction, (any Error)?>

    /// Batches run on `thread` (the writer's own), each on the database `database` gives.
    init(thread: WriterThread, database: @escaping @Sendable () -> any SQLDatabase) {
        batches = Batcher(maximumBatch: Self.maximumBatch, thread: thread) { batch in await Self.commit(batch, on: database()) }
    }

    /// Runs `body` in the next batch; returns once the batch is committed.
    func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        let outcome = NIOLockedValueBox<Result<T, any Error>?>(nil)
        let transaction = Transaction { db in
            do {
                let value = try await body(db)
                outcome.withLockedValue { $0 = .success(value) }
                return true
            } catch {
                outcome.withLockedValue { $0 = .failure(error) }
                return false
            }
        }
        if let batchError = try await batches.submit(transaction) { throw batchError }
        return try (outcome.withLockedValue { $0 } ?? .failure(StorageError(.queryFailed, "the transaction did not run"))).get()
    }

    /// Commits `batch`; for each transaction, the batch's error when the batch as a whole failed.
    private static func commit(_ batch: [Transaction], on db: any SQLDatabase) async -> [(any Error)?] {
        do {
            try await db.raw("BEGIN IMMEDIATE").run()
            if batch.count == 1 {
                // Alone in its batch, a transaction needs no savepoint: its failure rolls back everything.
                try await db.raw(await batch[0].run(db) ? "COMMIT" : "ROLLBACK").run()
                return [nil]
            }
            for transaction in batch {
                try await db.raw("SAVEPOINT grouped").run()
                if !(await transaction.run(db)) { try await db.raw("ROLLBACK TO grouped").run() }
                try await db.raw("RELEASE grouped").run()
            }
            try await db.raw("COMMIT").run()
            return Array(repeating: nil, count: batch.count)
        } catch {
            try? await db.raw("ROLLBACK").run()
            return Array(repeating: error, count: batch.count)
        }
    }
}
#endif
