public import Foundation

/// A clock that stands still until moved — a test's clock, or an instant to sign at: ``advance(by:)`` and
/// ``advance(to:)`` move ``now`` and wake every ``sleep(until:)`` whose deadline has come, in deadline order.
/// ``sleepers(atLeast:)`` waits until the code under test is waiting, so a test moves time only once something
/// waits on it.
public final class MockClock: ServiceClock, @unchecked Sendable {
    private struct Sleeper {
        var deadline: Date
        var continuation: CheckedContinuation<Void, any Error>
    }

    // NSLock rather than Synchronization's Mutex, which Apple ships only from iOS 18 and macOS 15.
    private let lock = NSLock()
    private var current: Date
    private var sleepers: [UInt64: Sleeper] = [:]
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var nextId: UInt64 = 0

    /// A clock standing at `start`.
    public init(_ start: Date) { current = start }

    public var now: Date { lock.withLock { current } }

    /// How many calls to ``sleep(until:)`` are waiting now.
    public var sleeping: Int { lock.withLock { sleepers.count } }

    public func sleep(until deadline: Date) async throws {
        let id: UInt64 = lock.withLock {
            nextId += 1
            return nextId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) } else { wakeWatchers() }
            }
        } onCancel: {
            lock.withLock { sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock `duration` ahead (never back) and wakes the sleepers whose deadline has come.
    public func advance(by duration: Duration) {
        let target = lock.withLock { current.addingTimeInterval(max(0, duration.seconds)) }
        advance(to: target)
    }

    /// Moves the clock to `instant` (when it is later than now) and wakes the sleepers whose deadline has come.
    public func advance(to instant: Date) {
        let woken: [Sleeper] = lock.withLock {
            current = max(current, instant)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` calls to ``sleep(until:)`` are waiting.
    public func sleepers(atLeast count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready: Bool = lock.withLock {
                if sleepers.count >= count { return true }
                watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func wakeWatchers() {
        let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
            let count = sleepers.count
            let ready = watchers.filter { $0.count <= count }.map(\.continuation)
            watchers.removeAll { $0.count <= count }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }
}
