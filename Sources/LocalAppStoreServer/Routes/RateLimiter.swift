import NIOConcurrencyHelpers

/// A token bucket: at most `limit.requests` per `limit.period` on average, bursts of as many.
final class RateLimiter: Sendable {
    let limit: RateLimit
    private let now: @Sendable () -> ContinuousClock.Instant
    private let bucket: NIOLockedValueBox<(tokens: Double, refilled: ContinuousClock.Instant)>

    /// `now` is the clock the bucket refills by (the monotonic clock unless a test brings its own).
    init(_ limit: RateLimit, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.limit = limit
        self.now = now
        bucket = NIOLockedValueBox((Double(limit.requests), now()))
    }

    /// Nil when a request may go ahead now (taking a token); otherwise how long until one may.
    func admit() -> Duration? {
        let perSecond = Double(limit.requests) / (limit.period / .seconds(1))
        return bucket.withLockedValue { state in
            let now = self.now()
            state.tokens = min(Double(limit.requests), state.tokens + (state.refilled.duration(to: now) / .seconds(1)) * perSecond)
            state.refilled = now
            guard state.tokens >= 1 else { return .seconds((1 - state.tokens) / perSecond) }
            state.tokens -= 1
            return nil
        }
    }
}
