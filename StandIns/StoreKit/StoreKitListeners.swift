#if os(Linux)
import Foundation

/// The listeners of StoreKit's three update sequences, and whether the launch delivery has happened.
final class Listeners: Sendable {
    let transactions = Fanout<VerificationResult<Transaction>> { $0.jwsRepresentation }
    let statuses = Fanout<Product.SubscriptionInfo.Status>()
    let intents = Fanout<PurchaseIntent>()
    private let launched = Mutex(false)
    private let launchDelivery = Mutex<Task<Void, Never>?>(nil)

    /// True once: for the caller that delivers the unfinished transactions at launch.
    func claimLaunch() -> Bool {
        launched.withLock { done in
            defer { done = true }
            return !done
        }
    }

    /// Runs the launch delivery; what the store does next waits for it (``settled()``), so the first listener
    /// gets the transactions unfinished when it began listening, not ones bought after.
    func deliverAtLaunch(_ body: @escaping @Sendable () async -> Void) { launchDelivery.withLock { $0 = Task { await body() } } }

    /// Returns once the launch delivery, if one began, is done.
    func settled() async { await launchDelivery.withLock { $0 }?.value }
}

/// Sends each element to every stream subscribed when it is sent; an element with the same identity as one a
/// stream already received is not sent to it again (a signed transaction both waiting at launch and reported
/// by the store reaches a listener once).
final class Fanout<Element: Sendable>: Sendable {
    private struct Listener {
        var continuation: AsyncStream<Element>.Continuation
        var seen: Set<String> = []
    }

    private let listeners = Mutex<[UUID: Listener]>([:])
    private let identity: @Sendable (Element) -> String?

    init(identity: @escaping @Sendable (Element) -> String? = { _ in nil }) { self.identity = identity }

    /// A new stream that receives what is sent from now on, and its key (to send it alone more).
    func subscribe() -> (stream: AsyncStream<Element>, key: UUID) {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let key = UUID()
        listeners.withLock { $0[key] = Listener(continuation: continuation) }
        continuation.onTermination = { [weak self] _ in self?.listeners.withLock { _ = $0.removeValue(forKey: key) } }
        return (stream, key)
    }

    /// Sends `element` to every stream, or to the one with key `only`.
    func send(_ element: Element, only: UUID? = nil) {
        let id = identity(element)
        let targets = listeners.withLock { all in
            var targets: [AsyncStream<Element>.Continuation] = []
            for key in Array(all.keys) where only == nil || only == key {
                if let id, all[key]?.seen.insert(id).inserted == false { continue }
                if let continuation = all[key]?.continuation { targets.append(continuation) }
            }
            return targets
        }
        for continuation in targets { continuation.yield(element) }
    }
}

/// A value behind a lock.
final class Mutex<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
#endif
