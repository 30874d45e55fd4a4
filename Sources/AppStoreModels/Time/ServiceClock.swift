public import Foundation

/// Where time comes from for whatever is injected with it — verifiers, signers, servers, jobs, the local App
/// Store's HTTP side: what instant it is, and waiting for a later one. ``SystemClock`` is the wall clock;
/// ``MockClock`` is moved by a test, so nothing a test checks waits on real time.
public protocol ServiceClock: Sendable {
    /// The instant now.
    var now: Date { get }

    /// Returns once ``now`` has reached `deadline` (at once when it has); throws `CancellationError` when the
    /// calling task is cancelled first.
    func sleep(until deadline: Date) async throws
}

extension ServiceClock {
    /// Returns once `duration` has passed on this clock; throws `CancellationError` when cancelled first.
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: now.addingTimeInterval(duration.seconds))
    }
}

extension Duration {
    /// The duration in seconds, as Foundation counts them.
    var seconds: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
