import SQLKit
import StoreStorage
import Synchronization

/// Group commit for SQLite's single writer: transactions asked for while one batch commits wait and then
/// run together, each inside its own savepoint, under one `BEGIN IMMEDIATE … COMMIT`, so one wait for
/// the disk covers them all. A transaction that throws rolls back to its savepoint alone; a failed
/// commit fails every transaction of the batch. Transactions run one at a time, in the order asked.
final class GroupCommit: Sendable {
    /// A transaction waiting for its batch.
    private struct Pending: Sendable {
        /// Runs the body, keeping its result; `false` when it threw.
        let run: @Sendable (any SQLDatabase) async -> Bool
        /// After the batch: resumes the caller with the kept result, or with the batch's error.
        let complete: @Sendable ((any Error)?) -> Void
    }

    private struct State {
        var pending: [Pending] = []
        var draining = false
    }

    /// The most transactions committed together.
    static let maximumBatch = 256

    private let state = Mutex(State())
    private let database: @Sendable () -> any SQLDatabase

    init(database: @escaping @Sendable () -> any SQLDatabase) { self.database = database }

    /// Runs `body` in the next batch; returns once the batch is committed.
    func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let outcome = Mutex<Result<T, any Error>?>(nil)
            let pending = Pending(
                run: { db in
                    do {
                        let value = try await body(db)
                        outcome.withLock { $0 = .success(value) }
                        return true
                    } catch {
                        outcome.withLock { $0 = .failure(error) }
                        return false
                    }
                },
                complete: { batchError in
                    if let batchError {
                        continuation.resume(throwing: batchError)
                    } else {
                        continuation.resume(
                            with: outcome.withLock { $0 } ?? .failure(StorageError(.queryFailed, "the transaction did not run"))
                        )
                    }
                }
            )
            let startDraining = state.withLock { state in
                state.pending.append(pending)
                guard !state.draining else { return false }
                state.draining = true
                return true
            }
            if startDraining { Task { await self.drain() } }
        }
    }

    /// Commits batches until none is waiting.
    private func drain() async {
        while true {
            let batch = state.withLock { state in
                let batch = Array(state.pending.prefix(Self.maximumBatch))
                state.pending.removeFirst(batch.count)
                if batch.isEmpty { state.draining = false }
                return batch
            }
            guard !batch.isEmpty else { return }
            await commit(batch)
        }
    }

    private func commit(_ batch: [Pending]) async {
        let db = database()
        do {
            try await db.raw("BEGIN IMMEDIATE").run()
            for pending in batch {
                try await db.raw("SAVEPOINT grouped").run()
                if !(await pending.run(db)) { try await db.raw("ROLLBACK TO grouped").run() }
                try await db.raw("RELEASE grouped").run()
            }
            try await db.raw("COMMIT").run()
        } catch {
            try? await db.raw("ROLLBACK").run()
            for pending in batch { pending.complete(error) }
            return
        }
        for pending in batch { pending.complete(nil) }
    }
}
