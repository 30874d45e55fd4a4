public import Foundation

/// The wall clock: `Date()`, and waits that sleep the task for real.
public struct SystemClock: ServiceClock {
    public init() {}

    public var now: Date { Date() }  // the wall clock: this is the one place it is read for an injected clock

    public func sleep(until deadline: Date) async throws {
        try Task.checkCancellation()
        // A day at a time: a far deadline (or one past what a Duration holds) is still waited for, never trapped on.
        var wait = deadline.timeIntervalSinceNow  // the wall clock
        while wait > 0 {
            try await Task.sleep(for: .seconds(min(wait, 86_400)))  // the wall clock: this is the system clock
            wait = deadline.timeIntervalSinceNow  // the wall clock
        }
    }
}
