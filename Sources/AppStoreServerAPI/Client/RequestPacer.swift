#if Server
import AppStoreModels
import Foundation
import NIOConcurrencyHelpers

/// Keeps a client's calls within Apple's limit of each endpoint in the environment it calls (``ServerAPIRateLimit``,
/// counted as Apple counts it, ``RateLimitBucket``), and away from an endpoint Apple answered 429 until its
/// `Retry-After`. Shared by every copy of a client.
final class RequestPacer: Sendable {
    private let buckets = NIOLockedValueBox<[String: RateLimitBucket]>([:])

    /// The next turn of `limit` in `environment` when it comes within `longest` seconds of `now` (taken, with its
    /// wait), or the wait for it (not taken); nil where Apple sets no limit.
    func turn(
        _ limit: ServerAPIRateLimit,
        in environment: AppStoreEnvironment,
        at now: Date,
        waitingAtMost longest: TimeInterval
    ) -> (wait: TimeInterval, taken: Bool)? {
        withBucket(of: limit, in: environment, now: now) { $0.take(at: now, waitingAtMost: longest) }
    }

    /// No call of `limit` in `environment` before `until` (Apple answered 429 with this `Retry-After`).
    func hold(_ limit: ServerAPIRateLimit, in environment: AppStoreEnvironment, until: Date, now: Date) {
        _ = withBucket(of: limit, in: environment, now: now) { $0.hold(until: until) }
    }

    /// Runs `change` on the bucket of `limit` in `environment` (a full one on first use); nil where Apple sets no limit.
    private func withBucket<Result>(
        of limit: ServerAPIRateLimit,
        in environment: AppStoreEnvironment,
        now: Date,
        _ change: (inout RateLimitBucket) -> Result
    ) -> Result? {
        guard let perHour = limit.requestsPerHour(in: environment) else { return nil }
        return buckets.withLockedValue { buckets in
            let key = "\(environment.rawValue) \(limit.endpoint)"
            var bucket = buckets[key] ?? RateLimitBucket(capacity: perHour, per: 3_600, now: now)
            defer { buckets[key] = bucket }
            return change(&bucket)
        }
    }
}
#endif
