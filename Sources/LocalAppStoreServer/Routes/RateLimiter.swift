#if Server
import AppStoreModels
import Foundation
import NIOConcurrencyHelpers

/// A token bucket (``RateLimitBucket``): at most `limit.requests` per `limit.period` on average, bursts of as many.
final class RateLimiter: Sendable {
    let limit: RateLimit
    private let clock: any ServiceClock
    private let bucket: NIOLockedValueBox<RateLimitBucket>

    /// `clock` is the clock the bucket refills by.
    init(_ limit: RateLimit, clock: any ServiceClock = SystemClock()) {
        self.limit = limit
        self.clock = clock
        bucket = NIOLockedValueBox(RateLimitBucket(capacity: limit.requests, per: limit.period / .seconds(1), now: clock.now))
    }

    /// Nil when a request may go ahead now (taking a token); otherwise the refusal, with when to try again (for the
    /// limit of Apple's `endpoint`, when it is one).
    func refusal(endpoint: String? = nil) -> RateLimited? {
        admit().map { RateLimited(limit: limit, endpoint: endpoint, retryAt: clock.now.addingTimeInterval($0 / .seconds(1))) }
    }

    /// Nil when a request may go ahead now (taking a token); otherwise how long until one may, up to the next
    /// millisecond (a date's arithmetic is not exact).
    func admit() -> Duration? {
        let now = clock.now
        let (wait, taken) = bucket.withLockedValue { $0.take(at: now) }
        return taken ? nil : .milliseconds(Int64((wait * 1000).rounded(.up)))
    }
}
#endif
