import AppStoreModels
import Foundation
import Testing

/// Apple's rate limits as data (https://developer.apple.com/documentation/appstoreserverapi/identifying-rate-limits)
/// and the bucket that counts them.
@Suite struct RateLimitTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aFullBucketGivesItsBurstThenOneTurnPerRefill() {
        var bucket = RateLimitBucket(capacity: 2, per: 1, now: Self.start)
        #expect(bucket.take(at: Self.start) == (0, true))
        #expect(bucket.take(at: Self.start) == (0, true))
        #expect(bucket.take(at: Self.start) == (0.5, false), "not taken: the wait says when")
        #expect(bucket.take(at: Self.start.addingTimeInterval(0.5)) == (0, true))
    }

    @Test func turnsBookedAheadQueueOneBehindAnother() {
        var bucket = RateLimitBucket(capacity: 1, per: 10, now: Self.start)
        #expect(bucket.take(at: Self.start, waitingAtMost: 30).wait == 0)
        #expect(bucket.take(at: Self.start, waitingAtMost: 30) == (10, true))
        #expect(bucket.take(at: Self.start, waitingAtMost: 30) == (20, true))
        #expect(bucket.take(at: Self.start, waitingAtMost: 25) == (30, false), "a turn further off than the caller waits is not taken")
        #expect(bucket.take(at: Self.start.addingTimeInterval(20), waitingAtMost: 10) == (10, true))
    }

    @Test func aHoldStopsEveryTurnUntilItEndsAndSavesNoneUp() {
        var bucket = RateLimitBucket(capacity: 100, per: 100, now: Self.start)
        bucket.hold(until: Self.start.addingTimeInterval(60))
        #expect(bucket.take(at: Self.start.addingTimeInterval(10)) == (50, false))
        #expect(bucket.take(at: Self.start.addingTimeInterval(10), waitingAtMost: 100) == (50, true), "the one turn when the hold ends")
        #expect(bucket.take(at: Self.start.addingTimeInterval(10), waitingAtMost: 100) == (51, true), "then one turn's refill later")
        #expect(bucket.take(at: Self.start.addingTimeInterval(61)).taken == false, "the turn of 61 s is booked")
        #expect(bucket.take(at: Self.start.addingTimeInterval(62)) == (0, true))
    }

    @Test func aClockSetBackRefillsNothing() {
        var bucket = RateLimitBucket(capacity: 1, per: 10, now: Self.start)
        #expect(bucket.take(at: Self.start).taken)
        #expect(bucket.take(at: Self.start.addingTimeInterval(-100)).taken == false)
    }

    @Test func applesTableNamesEachLimitedEndpointWithItsRate() {
        let info = ServerAPIRateLimit.matching(method: "GET", path: "/inApps/v1/transactions/2000000000000001")
        #expect(info?.endpoint == "Get Transaction Info" && info?.perSecond == 50)
        #expect(info?.requestsPerHour(in: .production) == 180_000 && info?.requestsPerHour(in: .sandbox) == 18_000)
        #expect(info?.requestsPerHour(in: .localTesting) == nil && info?.requestsPerHour(in: .xcode) == nil)
        #expect(ServerAPIRateLimit.matching(method: "put", path: "/inApps/v1/transactions/7/appAccountToken")?.perSecond == 20)
        #expect(ServerAPIRateLimit.matching(method: "GET", path: "/inApps/v1/transactions/") == nil, "an empty segment names nothing")
        #expect(ServerAPIRateLimit.matching(method: "GET", path: "/v1/transactions/7") == nil)
        #expect(Set(ServerAPIRateLimit.all.map(\.endpoint)).count == ServerAPIRateLimit.all.count)
    }
}
