import NIOConcurrencyHelpers
import Testing

@testable import LocalAppStoreServer

/// The token bucket on a clock the test moves.
@Suite struct RateLimiterTests {
    /// A monotonic clock that moves only when told.
    final class ManualClock: Sendable {
        private let instant = NIOLockedValueBox(ContinuousClock.now)
        func now() -> ContinuousClock.Instant { instant.withLockedValue { $0 } }
        func advance(_ by: Duration) { instant.withLockedValue { $0 += by } }
    }

    @Test func aBurstOfTheLimitIsAdmittedThenEachTokenComesBackInTurn() {
        let clock = ManualClock()
        let limiter = RateLimiter(RateLimit(2, per: .seconds(1)), now: { clock.now() })
        #expect(limiter.admit() == nil)
        #expect(limiter.admit() == nil)
        #expect(limiter.admit() == .milliseconds(500))
        clock.advance(.milliseconds(200))
        #expect(limiter.admit() == .milliseconds(300))
        clock.advance(.milliseconds(300))
        #expect(limiter.admit() == nil)
        #expect(limiter.admit() != nil)
    }

    @Test func anIdleBucketHoldsNoMoreThanOneBurst() {
        let clock = ManualClock()
        let limiter = RateLimiter(RateLimit(3, per: .seconds(60)), now: { clock.now() })
        clock.advance(.seconds(3_600))
        for _ in 0..<3 { #expect(limiter.admit() == nil) }
        #expect(limiter.admit() == .seconds(20))
    }

    @Test func limitsAreReadPerSecondMinuteOrHour() {
        #expect(RateLimit("5/s") == RateLimit(5, per: .seconds(1)))
        #expect(RateLimit("300/min") == RateLimit(300, per: .seconds(60)))
        #expect(RateLimit("3600/h") == RateLimit(3_600, per: .seconds(3_600)))
        #expect(RateLimit("300/min")?.description == "300/min")
        for bad in ["", "5", "0/s", "-1/s", "5/day", "x/s", "5/s/s", "5 /s"] {
            #expect(RateLimit(bad) == nil, "\(bad)")
        }
    }
}
