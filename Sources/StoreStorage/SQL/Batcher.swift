#if Server
import NIOConcurrencyHelpers

/// Database work of one kind asked for while batches are running (at most `batchesAtOnce`) waits and goes
/// together into the next: for writes, one database transaction, a few multi-row statements and one commit
/// for all of them; for reads, one query for all of them. So the cost of a statement, a commit or a trip to
/// the database is shared by every caller in the batch, and every batch starts after each of its items was
/// asked for (a read sees every change committed before it was asked for). More than one batch at once
/// lets the next one wait at the database rather than here. When a batch fails as a whole, each
/// of its items runs again on its own, so a bad item fails only its own caller. (A write that settles
/// each item itself, as SQLite's group commit does, never throws.)
public final class Batcher<Item: Sendable, Output: Sendable>: Sendable {
    /// Runs `items` (in the order asked) as one batch; one output per item, in order.
    public typealias Work = @Sendable ([Item]) async throws -> [Output]

    private struct Pending: Sendable {
        let item: Item
        let continuation: CheckedContinuation<Output, any Error>
    }

    private struct State: Sendable {
        var pending: [Pending] = []
        /// Tasks running batches, at most ``batchesAtOnce``.
        var drainers = 0
    }

    private let state = NIOLockedValueBox(State())
    private let maximumBatch: Int
    private let batchesAtOnce: Int
    private let thread: WriterThread
    private let work: Work

    /// Batches of at most `maximumBatch` items, up to `batchesAtOnce` running side by side, each run by
    /// `work`, on `thread` (the database's own, or Swift's shared pool).
    public init(maximumBatch: Int, batchesAtOnce: Int = 1, thread: WriterThread = .sharedPool, work: @escaping Work) {
        self.maximumBatch = maximumBatch
        self.batchesAtOnce = max(1, batchesAtOnce)
        self.thread = thread
        self.work = work
    }

    /// Runs `item` in the next batch; returns its output once that batch is done (committed, for writes).
    public func submit(_ item: Item) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            let startDraining = state.withLockedValue { state in
                state.pending.append(Pending(item: item, continuation: continuation))
                guard state.drainers < batchesAtOnce else { return false }
                state.drainers += 1
                return true
            }
            if startDraining { thread.start { await self.drain() } }
        }
    }

    /// Runs batches until none is waiting (one of the side-by-side drainers).
    private func drain() async {
        while true {
            let batch = state.withLockedValue { state in
                let batch = Array(state.pending.prefix(maximumBatch))
                state.pending.removeFirst(batch.count)
                if batch.isEmpty { state.drainers -= 1 }
                return batch
            }
            guard !batch.isEmpty else { return }
            await commit(batch)
        }
    }

    private func commit(_ batch: [Pending]) async {
        do {
            let outputs = try await work(batch.map(\.item))
            guard outputs.count == batch.count else {
                throw StorageError(.queryFailed, "a batch of \(batch.count) items gave \(outputs.count) answers")
            }
            for (pending, output) in zip(batch, outputs) { pending.continuation.resume(returning: output) }
        } catch {
            guard batch.count > 1 else { return batch[0].continuation.resume(throwing: error) }
            for pending in batch {
                do {
                    let outputs = try await work([pending.item])
                    guard let output = outputs.first else { throw StorageError(.queryFailed, "an item gave no answer") }
                    pending.continuation.resume(returning: output)
                } catch {
                    pending.continuation.resume(throwing: error)
                }
            }
        }
    }
}
#endif
