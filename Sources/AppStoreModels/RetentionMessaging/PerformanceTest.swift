/// The request body of Initiate Performance Test (`PerformanceTestRequest`).
public struct PerformanceTestRequest: Codable, Hashable, Sendable {
    /// A sandbox subscription's original transaction id, which the test's requests name.
    public var originalTransactionId: String?

    public init(originalTransactionId: String? = nil) { self.originalTransactionId = originalTransactionId }
}

/// The answer of Initiate Performance Test (`PerformanceTestResponse`).
public struct PerformanceTestResponse: Codable, Hashable, Sendable {
    public var config: PerformanceTestConfig?
    /// What Get Performance Test Results takes.
    public var requestId: String?

    public init(config: PerformanceTestConfig? = nil, requestId: String? = nil) {
        self.config = config
        self.requestId = requestId
    }
}

/// How a performance test runs and what passes it (`PerformanceTestConfig`).
public struct PerformanceTestConfig: Codable, Hashable, Sendable {
    /// The most requests in flight at once.
    public var maxConcurrentRequests: Int64?
    public var totalRequests: Int64?
    /// How long the test runs, in milliseconds.
    public var totalDuration: Int64?
    /// How long the server may take to answer, in milliseconds.
    public var responseTimeThreshold: Int64?
    /// The percentage of requests that must succeed.
    public var successRateThreshold: Int32?

    public init(
        maxConcurrentRequests: Int64? = nil,
        totalRequests: Int64? = nil,
        totalDuration: Int64? = nil,
        responseTimeThreshold: Int64? = nil,
        successRateThreshold: Int32? = nil
    ) {
        self.maxConcurrentRequests = maxConcurrentRequests
        self.totalRequests = totalRequests
        self.totalDuration = totalDuration
        self.responseTimeThreshold = responseTimeThreshold
        self.successRateThreshold = successRateThreshold
    }
}

/// Whether a performance test passed (`PerformanceTestStatus`).
public struct PerformanceTestStatus: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Still running.
    public static let pending = Self(rawValue: "PENDING")
    public static let pass = Self(rawValue: "PASS")
    public static let fail = Self(rawValue: "FAIL")

    public static let documentedValues: [Self] = [.pending, .pass, .fail]
}

/// The answer of Get Performance Test Results (`PerformanceTestResultResponse`).
public struct PerformanceTestResultResponse: Codable, Hashable, Sendable {
    public var config: PerformanceTestConfig?
    /// The URL the test's requests went to.
    public var target: String?
    public var result: PerformanceTestStatus?
    /// The percentage of requests answered well and in time.
    public var successRate: Int32?
    /// Requests not answered yet.
    public var numPending: Int64?
    public var responseTimes: PerformanceTestResponseTimes?
    /// How many requests failed, by why (`sendAttemptResult` raw values).
    public var failures: [String: Int64]?

    public init() {}
}

/// Response times of a performance test, in milliseconds (`PerformanceTestResponseTimes`).
public struct PerformanceTestResponseTimes: Codable, Hashable, Sendable {
    public var average: Int64?
    public var p50: Int64?
    public var p90: Int64?
    public var p95: Int64?
    public var p99: Int64?

    public init(average: Int64? = nil, p50: Int64? = nil, p90: Int64? = nil, p95: Int64? = nil, p99: Int64? = nil) {
        self.average = average
        self.p50 = p50
        self.p90 = p90
        self.p95 = p95
        self.p99 = p99
    }
}
