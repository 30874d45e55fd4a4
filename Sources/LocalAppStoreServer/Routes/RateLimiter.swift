#if Server
import AppStoreModels
import Foundation
import NIOConcurrencyHelpers

/// A token bucket: at most `limit.requests` per `limit.period` on average, bursts of as many.
final class RateLimiter: Sendable {
    let limit: RateLimit
    private let clock: any ServiceClock
    private let bucket: NIOLockedValueBox<(tokens: Double, refilled: Date)>

    /// `clock` is the clock the bucket refills by.
    init(_ limit: RateLimit, clock: any ServiceClock = SystemClock()) {
        self.limit = limit
        self.clock = clock
        bucket = NIOLockedValueBox((Double(limit.requests), clock.now))
    }

    /// Nil when a request may go ahead now (taking a token); otherwise the refusal, with when to try again (for the
    /// limit of Apple's `endpoint`, when it is one).
    func refusal(endpoint: String? = nil) -> RateLimited? {
        admit().map { RateLimited(limit: limit, endpoint: endpoint, retryAt: clock.now.addingTimeInterval($0 / .seconds(1))) }
    }

    /// Nil when a request may go ahead now (taking a token); otherwise how long until one may.
    func admit() -> Duration? {
        let perSecond = Double(limit.requests) / (limit.period / .seconds(1))
        return bucket.withLockedValue { state in
            let now = clock.now
            // A clock set back refills nothing.
            state.tokens = min(Double(limit.requests), state.tokens + max(0, now.timeIntervalSince(state.refilled)) * perSecond)
            state.refilled = now
            // The wait, up to the next millisecond (a date's arithmetic is not exact).
            guard state.tokens >= 1 else { return .milliseconds(Int64(((1 - state.tokens) / perSecond * 1000).rounded(.up))) }
            state.tokens -= 1
            return nil
        }
    }
}
#endif
