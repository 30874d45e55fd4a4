public import AppStoreModels

/// A performance test of the app server's Get Retention Message endpoint: its configuration and what
/// each of its requests met.
public struct PerformanceTestRun: Codable, Hashable, Sendable {
    public var requestId: String
    public var originalTransactionId: String
    /// The realtime URL the requests go to.
    public var target: String
    public var config: PerformanceTestConfig
    /// Every request's outcome, in the order they ended.
    public var samples: [Sample] = []
    /// Whether every request was sent and ended (or the store stopped before it could send them).
    public var finished = false

    package init(requestId: String, originalTransactionId: String, target: String, config: PerformanceTestConfig) {
        self.requestId = requestId
        self.originalTransactionId = originalTransactionId
        self.target = target
        self.config = config
    }

    /// One request's outcome.
    public struct Sample: Codable, Hashable, Sendable {
        public var result: SendAttemptResult
        public var latencyMilliseconds: Int64

        public init(result: SendAttemptResult, latencyMilliseconds: Int64) {
            self.result = result
            self.latencyMilliseconds = latencyMilliseconds
        }
    }
}
