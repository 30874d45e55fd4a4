/// An endpoint Apple limits, and its limit per app: a number of requests per second in Production, enforced over an
/// hour, and a tenth of it in Sandbox
/// (https://developer.apple.com/documentation/appstoreserverapi/identifying-rate-limits,
/// https://developer.apple.com/documentation/retentionmessaging/identifying-rate-limits). Xcode and LocalTesting, which
/// Apple's APIs do not serve, have no limit.
public struct ServerAPIRateLimit: Hashable, Sendable {
    /// Apple's name of the endpoint.
    public let endpoint: String
    /// The HTTP method, upper case.
    public let method: String
    /// The path after `/inApps/`, by segment; `:` stands for any one segment.
    public let path: [String]
    /// Requests per second in Production.
    public let perSecond: Int

    init(_ endpoint: String, _ method: String, _ path: String, _ perSecond: Int) {
        self.endpoint = endpoint
        self.method = method
        self.path = path.split(separator: "/").map(String.init)
        self.perSecond = perSecond
    }

    /// The requests admitted per hour in `environment`; nil where Apple sets no limit.
    public func requestsPerHour(in environment: AppStoreEnvironment) -> Int? {
        switch environment {
        case .production: perSecond * 3_600
        case .sandbox: perSecond * 360
        default: nil
        }
    }

    /// The limited endpoint `method` `path` (a full path, `/inApps/…`) names, if Apple limits it.
    public static func matching(method: String, path: some StringProtocol) -> ServerAPIRateLimit? {
        guard path.hasPrefix("/inApps/") else { return nil }
        let segments = path.dropFirst("/inApps/".count).split(separator: "/", omittingEmptySubsequences: false)
        return all.first { limit in
            limit.method == method.uppercased() && limit.path.count == segments.count
                && zip(limit.path, segments).allSatisfy { pattern, segment in pattern == ":" ? !segment.isEmpty : pattern == segment }
        }
    }

    /// Apple's tables. The status of renewal-date extensions for all subscribers is not in them, so not limited.
    public static let all: [ServerAPIRateLimit] = [
        Self("Finish Transaction", "POST", "v1/transactions/:/finish", 50),
        Self("Get App Transaction Info", "GET", "v1/transactions/appTransactions/:", 50),
        Self("Get Transaction Info", "GET", "v1/transactions/:", 50),
        Self("Get Transaction History", "GET", "v2/history/:", 50),
        Self("Get Transaction History V1", "GET", "v1/history/:", 50),
        Self("Get All Subscription Statuses", "GET", "v1/subscriptions/:", 50),
        Self("Send Consumption Information", "PUT", "v2/transactions/consumption/:", 50),
        Self("Send Consumption Information V1", "PUT", "v1/transactions/consumption/:", 50),
        Self("Get Notification History", "POST", "v1/notifications/history", 50),
        Self("Extend a Subscription Renewal Date", "PUT", "v1/subscriptions/extend/:", 20),
        Self("Set App Account Token", "PUT", "v1/transactions/:/appAccountToken", 20),
        Self("Look Up Order ID", "GET", "v1/lookup/:", 10),
        Self("Get Refund History", "GET", "v2/refund/lookup/:", 10),
        Self("Extend Subscription Renewal Dates for All Active Subscribers", "POST", "v1/subscriptions/extend/mass", 1),
        Self("Request a Test Notification", "POST", "v1/notifications/test", 1),
        Self("Get Test Notification Status", "GET", "v1/notifications/test/:", 1),
        Self("Configure Default Message", "PUT", "v1/messaging/default/:/:", 10),
        Self("Configure Realtime URL", "PUT", "v1/messaging/realtime/url", 1),
        Self("Delete Default Message", "DELETE", "v1/messaging/default/:/:", 1),
        Self("Delete Image", "DELETE", "v1/messaging/image/:", 1),
        Self("Delete Message", "DELETE", "v1/messaging/message/:", 1),
        Self("Delete Realtime URL", "DELETE", "v1/messaging/realtime/url", 1),
        Self("Get Default Message", "GET", "v1/messaging/default/:/:", 1),
        Self("Get Image List", "GET", "v1/messaging/image/list", 1),
        Self("Get Message List", "GET", "v1/messaging/message/list", 1),
        Self("Get Performance Test Results", "GET", "v1/messaging/performanceTest/result/:", 1),
        Self("Get Realtime URL", "GET", "v1/messaging/realtime/url", 1),
        Self("Initiate Performance Test", "POST", "v1/messaging/performanceTest", 1),
        Self("Upload Image", "PUT", "v1/messaging/image/:", 1),
        Self("Upload Message", "PUT", "v1/messaging/message/:", 1),
    ]
}
