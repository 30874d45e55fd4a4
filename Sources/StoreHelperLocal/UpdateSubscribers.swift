import StoreKitInterface
import Synchronization

/// The streams of ``LocalStore/updates`` now open: every update goes to each of them.
final class UpdateSubscribers: Sendable {
    private let continuations = Mutex<[Int: AsyncStream<StoreUpdate>.Continuation]>([:])
    private let nextId = Atomic<Int>(0)

    /// A new stream that receives every update from now on, until it is dropped or cancelled.
    func subscribe() -> AsyncStream<StoreUpdate> {
        let id = nextId.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(of: StoreUpdate.self)
        continuation.onTermination = { [weak self] _ in self?.continuations.withLock { _ = $0.removeValue(forKey: id) } }
        continuations.withLock { $0[id] = continuation }
        return stream
    }

    /// Sends `update` to every open stream.
    func yield(_ update: StoreUpdate) {
        for continuation in continuations.withLock({ Array($0.values) }) { continuation.yield(update) }
    }
}
