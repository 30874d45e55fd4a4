import Synchronization

/// Writes of one kind asked for while a batch is being written wait and go together into the next:
/// one database transaction, a few multi-row statements and one commit for all of them, so the cost
/// of a statement and of a commit is shared by every caller in the batch. When a batch fails as a
/// whole, each of its items is written again on its own, so a bad item fails only its own caller.
/// (A write that settles each item itself, as SQLite's group commit does, never throws.)
public final class WriteBatcher<Item: Sendable, Output: Sendable>: Sendable {
    /// Writes `items` (in the order asked) in one database transaction; one output per item, in order.
    public typealias Write = @Sendable ([Item]) async throws -> [Output]

    private struct Pending: Sendable {
        let item: Item
        let continuation: CheckedContinuation<Output, any Error>
    }

    private struct State: Sendable {
        var pending: [Pending] = []
        var draining = false
    }

    private let state = Mutex(State())
    private let maximumBatch: Int
    private let write: Write

    /// Batches of at most `maximumBatch` items, each written by `write`.
    public init(maximumBatch: Int, write: @escaping Write) {
        self.maximumBatch = maximumBatch
        self.write = write
    }

    /// Writes `item` in the next batch; returns its output once that batch is committed.
    public func submit(_ item: Item) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            let startDraining = state.withLock { state in
                state.pending.append(Pending(item: item, continuation: continuation))
                guard !state.draining else { return false }
                state.draining = true
                return true
            }
            if startDraining { Task { await self.drain() } }
        }
    }

    /// Writes batches until none is waiting.
    private func drain() async {
        while true {
            let batch = state.withLock { state in
                let batch = Array(state.pending.prefix(maximumBatch))
                state.pending.removeFirst(batch.count)
                if batch.isEmpty { state.draining = false }
                return batch
            }
            guard !batch.isEmpty else { return }
            await commit(batch)
        }
    }

    private func commit(_ batch: [Pending]) async {
        do {
            let outputs = try await write(batch.map(\.item))
            guard outputs.count == batch.count else {
                throw StorageError(.queryFailed, "a batch of \(batch.count) writes gave \(outputs.count) answers")
            }
            for (pending, output) in zip(batch, outputs) { pending.continuation.resume(returning: output) }
        } catch {
            guard batch.count > 1 else { return batch[0].continuation.resume(throwing: error) }
            for pending in batch {
                do {
                    let outputs = try await write([pending.item])
                    guard let output = outputs.first else { throw StorageError(.queryFailed, "a write gave no answer") }
                    pending.continuation.resume(returning: output)
                } catch {
                    pending.continuation.resume(throwing: error)
                }
            }
        }
    }
}
