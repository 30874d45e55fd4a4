import Synchronization

/// Sends every value to every stream open at the time: unlike one `AsyncStream` read by two
/// consumers, no consumer takes a value from another. A stream ends when it is dropped, cancelled,
/// or ended with ``finish(_:)``.
public final class Broadcast<Element: Sendable>: Sendable {
    /// One open stream and the handle that ends it.
    public struct Subscription: Sendable {
        public let stream: AsyncStream<Element>
        fileprivate let id: Int
    }

    private let continuations = Mutex<[Int: AsyncStream<Element>.Continuation]>([:])
    private let nextId = Atomic<Int>(0)

    public init() {}

    /// A new stream that receives every value sent from now on.
    public func subscribe() -> Subscription {
        let id = nextId.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        continuation.onTermination = { [weak self] _ in self?.continuations.withLock { _ = $0.removeValue(forKey: id) } }
        continuations.withLock { $0[id] = continuation }
        return Subscription(stream: stream, id: id)
    }

    /// Sends `value` to every open stream, in the order of calls.
    public func send(_ value: Element) {
        for continuation in continuations.withLock({ Array($0.values) }) { continuation.yield(value) }
    }

    /// Ends one stream: its reader's loop finishes.
    public func finish(_ subscription: Subscription) {
        continuations.withLock { $0.removeValue(forKey: subscription.id) }?.finish()
    }
}
