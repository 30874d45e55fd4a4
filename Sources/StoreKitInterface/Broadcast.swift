import Foundation

/// Sends every value to every stream open at the time: unlike one `AsyncStream` read by two
/// consumers, no consumer takes a value from another. A stream ends when it is dropped, cancelled,
/// or ended with ``finish(_:)``.
public final class Broadcast<Element: Sendable>: @unchecked Sendable {  // its state is only touched under `lock`
    /// One open stream and the handle that ends it.
    public struct Subscription: Sendable {
        public let stream: AsyncStream<Element>
        fileprivate let id: Int
    }

    // NSLock rather than Synchronization's Mutex, which Apple ships only from iOS 18 and macOS 15.
    private let lock = NSLock()
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var lastId = 0

    public init() {}

    /// A new stream that receives every value sent from now on.
    public func subscribe() -> Subscription {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let id = lock.withLock {
            lastId += 1
            return lastId
        }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        lock.withLock { continuations[id] = continuation }
        return Subscription(stream: stream, id: id)
    }

    /// Sends `value` to every open stream, in the order of calls.
    public func send(_ value: Element) {
        for continuation in lock.withLock({ Array(continuations.values) }) { continuation.yield(value) }
    }

    /// Ends one stream: its reader's loop finishes.
    public func finish(_ subscription: Subscription) {
        remove(subscription.id)?.finish()
    }

    @discardableResult
    private func remove(_ id: Int) -> AsyncStream<Element>.Continuation? {
        lock.withLock { continuations.removeValue(forKey: id) }
    }
}
