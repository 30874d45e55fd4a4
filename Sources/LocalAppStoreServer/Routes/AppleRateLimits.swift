#if Server
import AppStoreModels
import Foundation
import Hummingbird
import NIOConcurrencyHelpers

/// Apple's rate limits per endpoint, per app: a number of requests per second in Production, enforced over an
/// hour, and a tenth of it in Sandbox
/// (https://developer.apple.com/documentation/appstoreserverapi/identifying-rate-limits,
/// https://developer.apple.com/documentation/retentionmessaging/identifying-rate-limits). Xcode and LocalTesting,
/// which Apple's APIs do not serve, are not limited.
final class AppleRateLimits: Sendable {
    /// One endpoint Apple limits.
    struct Endpoint: Sendable {
        /// Apple's name of the endpoint.
        let name: String
        let method: HTTPRequest.Method
        /// The path after `/inApps/`; `:` stands for any one segment.
        let path: [Substring]
        /// Requests per second in Production.
        let perSecond: Int

        init(_ name: String, _ method: HTTPRequest.Method, _ path: String, _ perSecond: Int) {
            self.name = name
            self.method = method
            self.path = path.split(separator: "/")
            self.perSecond = perSecond
        }
    }

    /// Apple's tables. The status of renewal-date extensions for all subscribers is not in them, so not limited.
    static let endpoints: [Endpoint] = [
        Endpoint("Finish Transaction", .post, "v1/transactions/:/finish", 50),
        Endpoint("Get App Transaction Info", .get, "v1/transactions/appTransactions/:", 50),
        Endpoint("Get Transaction Info", .get, "v1/transactions/:", 50),
        Endpoint("Get Transaction History", .get, "v2/history/:", 50),
        Endpoint("Get Transaction History V1", .get, "v1/history/:", 50),
        Endpoint("Get All Subscription Statuses", .get, "v1/subscriptions/:", 50),
        Endpoint("Send Consumption Information", .put, "v2/transactions/consumption/:", 50),
        Endpoint("Send Consumption Information V1", .put, "v1/transactions/consumption/:", 50),
        Endpoint("Get Notification History", .post, "v1/notifications/history", 50),
        Endpoint("Extend a Subscription Renewal Date", .put, "v1/subscriptions/extend/:", 20),
        Endpoint("Set App Account Token", .put, "v1/transactions/:/appAccountToken", 20),
        Endpoint("Look Up Order ID", .get, "v1/lookup/:", 10),
        Endpoint("Get Refund History", .get, "v2/refund/lookup/:", 10),
        Endpoint("Extend Subscription Renewal Dates for All Active Subscribers", .post, "v1/subscriptions/extend/mass", 1),
        Endpoint("Request a Test Notification", .post, "v1/notifications/test", 1),
        Endpoint("Get Test Notification Status", .get, "v1/notifications/test/:", 1),
        Endpoint("Configure Default Message", .put, "v1/messaging/default/:/:", 10),
        Endpoint("Configure Realtime URL", .put, "v1/messaging/realtime/url", 1),
        Endpoint("Delete Default Message", .delete, "v1/messaging/default/:/:", 1),
        Endpoint("Delete Image", .delete, "v1/messaging/image/:", 1),
        Endpoint("Delete Message", .delete, "v1/messaging/message/:", 1),
        Endpoint("Delete Realtime URL", .delete, "v1/messaging/realtime/url", 1),
        Endpoint("Get Default Message", .get, "v1/messaging/default/:/:", 1),
        Endpoint("Get Image List", .get, "v1/messaging/image/list", 1),
        Endpoint("Get Message List", .get, "v1/messaging/message/list", 1),
        Endpoint("Get Performance Test Results", .get, "v1/messaging/performanceTest/result/:", 1),
        Endpoint("Get Realtime URL", .get, "v1/messaging/realtime/url", 1),
        Endpoint("Initiate Performance Test", .post, "v1/messaging/performanceTest", 1),
        Endpoint("Upload Image", .put, "v1/messaging/image/:", 1),
        Endpoint("Upload Message", .put, "v1/messaging/message/:", 1),
    ]

    private let clock: any ServiceClock
    /// One bucket per endpoint and environment, made on first use.
    private let limiters = NIOLockedValueBox<[String: RateLimiter]>([:])

    /// Limits whose buckets refill by `clock`.
    init(clock: any ServiceClock) { self.clock = clock }

    /// The endpoint `method` `path` names, if Apple limits it.
    static func endpoint(_ method: HTTPRequest.Method, path: String) -> Endpoint? {
        guard path.hasPrefix("/inApps/") else { return nil }
        let segments = path.dropFirst("/inApps/".count).split(separator: "/", omittingEmptySubsequences: false)
        return endpoints.first { endpoint in
            endpoint.method == method && endpoint.path.count == segments.count
                && zip(endpoint.path, segments).allSatisfy { pattern, segment in pattern == ":" ? !segment.isEmpty : pattern == segment }
        }
    }

    /// `endpoint`'s limit in `environment`: the table's rate over an hour in Production, a tenth in Sandbox.
    static func limit(of endpoint: Endpoint, in environment: AppStoreEnvironment) -> RateLimit? {
        switch environment {
        case .production: RateLimit(endpoint.perSecond * 3_600, per: .seconds(3_600))
        case .sandbox: RateLimit(endpoint.perSecond * 360, per: .seconds(3_600))
        default: nil
        }
    }

    /// Nil when a request to `endpoint` may go ahead now in `environment` (taking its turn); else the refusal.
    func admit(_ endpoint: Endpoint, in environment: AppStoreEnvironment) -> RateLimited? {
        guard let limit = Self.limit(of: endpoint, in: environment) else { return nil }
        let key = "\(environment.rawValue) \(endpoint.name)"
        let limiter = limiters.withLockedValue { limiters in
            if let limiter = limiters[key] { return limiter }
            let made = RateLimiter(limit, clock: clock)
            limiters[key] = made
            return made
        }
        return limiter.refusal(endpoint: endpoint.name)
    }
}
#endif
