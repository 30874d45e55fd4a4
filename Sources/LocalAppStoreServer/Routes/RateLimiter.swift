import Foundation
import Synchronization

/// A token bucket: at most `perSecond` requests a second on average, bursts of as many.
final class RateLimiter: Sendable {
    let perSecond: Double
    private let bucket: Mutex<(tokens: Double, refilled: ContinuousClock.Instant)>

    init(perSecond: Int) {
        self.perSecond = Double(perSecond)
        bucket = Mutex((Double(perSecond), ContinuousClock.now))
    }

    /// Whether a request may go ahead now (taking a token if so).
    func admit() -> Bool {
        bucket.withLock { state in
            let now = ContinuousClock.now
            let elapsed = state.refilled.duration(to: now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            state.tokens = min(perSecond, state.tokens + seconds * perSecond)
            state.refilled = now
            guard state.tokens >= 1 else { return false }
            state.tokens -= 1
            return true
        }
    }
}
