#if Server
import AppStoreModels
import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// Apple's rate limits per endpoint, per app, held by the store as Apple holds them (``ServerAPIRateLimit``: a
/// number of requests per second over an hour in Production, a tenth in Sandbox, none for Xcode or LocalTesting).
final class AppleRateLimits: Sendable {
    private let clock: any ServiceClock
    /// One bucket per endpoint and environment, made on first use.
    private let limiters = NIOLockedValueBox<[String: RateLimiter]>([:])

    /// Limits whose buckets refill by `clock`.
    init(clock: any ServiceClock) { self.clock = clock }

    /// The endpoint `method` `path` names, if Apple limits it.
    static func endpoint(_ method: HTTPRequest.Method, path: String) -> ServerAPIRateLimit? {
        ServerAPIRateLimit.matching(method: method.rawValue, path: path)
    }

    /// `endpoint`'s limit in `environment`: the table's rate over an hour in Production, a tenth in Sandbox.
    static func limit(of endpoint: ServerAPIRateLimit, in environment: AppStoreEnvironment) -> RateLimit? {
        endpoint.requestsPerHour(in: environment).map { RateLimit($0, per: .seconds(3_600)) }
    }

    /// Nil when a request to `endpoint` may go ahead now in `environment` (taking its turn); else the refusal.
    func admit(_ endpoint: ServerAPIRateLimit, in environment: AppStoreEnvironment) -> RateLimited? {
        guard let limit = Self.limit(of: endpoint, in: environment) else { return nil }
        let key = "\(environment.rawValue) \(endpoint.endpoint)"
        let limiter = limiters.withLockedValue { limiters in
            if let limiter = limiters[key] { return limiter }
            let made = RateLimiter(limit, clock: clock)
            limiters[key] = made
            return made
        }
        return limiter.refusal(endpoint: endpoint.endpoint)
    }
}
#endif
