import SQLKit
import StoreStorage
import Synchronization

/// Group commit for SQLite's single writer: transactions asked for while one batch commits wait and then
/// run together under one `BEGIN IMMEDIATE … COMMIT`, so one wait for the disk covers them all. When
/// one of them throws, the batch is rolled back and each runs again alone, so only that one fails; a
/// failed commit fails every transaction of the batch. Transactions run one at a time, in the order asked.
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

    /// Runs the whole batch in one transaction. When a transaction of the batch throws, the batch is
    /// rolled back and each transaction runs again in a transaction of its own (so the one that throws
    /// fails alone); transactions are all or nothing, so running one again after a rollback is safe.
    private func commit(_ batch: [Pending]) async {
        let db = database()
        do {
            try await db.raw("BEGIN IMMEDIATE").run()
            var allRan = true
            for pending in batch where !(await pending.run(db)) {
                allRan = false
                break
            }
            guard allRan else {
                try await db.raw("ROLLBACK").run()
                for pending in batch { await commitAlone(pending, on: db) }
                return
            }
            try await db.raw("COMMIT").run()
        } catch {
            try? await db.raw("ROLLBACK").run()
            for pending in batch { pending.complete(error) }
            return
        }
        for pending in batch { pending.complete(nil) }
    }

    /// Runs one transaction by itself: committed when it returns, rolled back when it throws.
    private func commitAlone(_ pending: Pending, on db: any SQLDatabase) async {
        do {
            try await db.raw("BEGIN IMMEDIATE").run()
            if await pending.run(db) {
                try await db.raw("COMMIT").run()
            } else {
                try await db.raw("ROLLBACK").run()
            }
            pending.complete(nil)
        } catch {
            try? await db.raw("ROLLBACK").run()
            pending.complete(error)
        }
    }
}
