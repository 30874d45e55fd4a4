#if Server
import AppStoreModels
import Foundation
import Testing

@testable import LocalAppStoreServer

/// The token bucket on a clock the test moves.
@Suite struct RateLimiterTests {
    @Test func aBurstOfTheLimitIsAdmittedThenEachTokenComesBackInTurn() {
        let clock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        let limiter = RateLimiter(RateLimit(2, per: .seconds(1)), clock: clock)
        #expect(limiter.admit() == nil)
        #expect(limiter.admit() == nil)
        #expect(limiter.admit() == .milliseconds(500))
        clock.advance(by: .milliseconds(200))
        #expect(limiter.admit() == .milliseconds(300))
        clock.advance(by: .milliseconds(300))
        #expect(limiter.admit() == nil)
        #expect(limiter.admit() != nil)
    }

    @Test func anIdleBucketHoldsNoMoreThanOneBurst() {
        let clock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        let limiter = RateLimiter(RateLimit(3, per: .seconds(60)), clock: clock)
        clock.advance(by: .seconds(3_600))
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
#endif
