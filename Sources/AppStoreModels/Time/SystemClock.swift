public import Foundation

/// The wall clock: `Date()`, and waits that sleep the task for real.
public struct SystemClock: ServiceClock {
    public init() {}

    public var now: Date { Date() }  // the wall clock: this is the one place it is read for an injected clock

    public func sleep(until deadline: Date) async throws {
        let wait = deadline.timeIntervalSinceNow  // the wall clock
        guard wait > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(for: .seconds(wait))
    }
}
