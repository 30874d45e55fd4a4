public import AppStoreModels
import LocalAppStore

extension PerformanceTestRun {
    /// The results as Get Performance Test Results answers them. A request succeeds when it is answered
    /// with a `RealtimeResponseBody` within `responseTimeThreshold`.
    public var result: PerformanceTestResultResponse {
        let total = Int(config.totalRequests ?? 0)
        let successes = samples.filter { $0.result == .success }.count
        let rate = total == 0 ? 0 : successes * 100 / total
        var response = PerformanceTestResultResponse()
        response.config = config
        response.target = target
        response.numPending = Int64(finished ? 0 : max(0, total - samples.count))
        response.successRate = Int32(rate)
        if finished {
            response.result = rate >= Int(config.successRateThreshold ?? 100) ? .pass : .fail
        } else {
            response.result = .pending
        }
        let times = samples.map(\.latencyMilliseconds).sorted()
        // Apple's PerformanceTestResultResponse marks responseTimes required (Apple's Swift library refuses a result
        // without it): before the first answer every time is 0 ms, the store's choice of value.
        response.responseTimes = PerformanceTestResponseTimes(average: 0, p50: 0, p90: 0, p95: 0, p99: 0)
        if !times.isEmpty {
            func percentile(_ p: Int) -> Int64 { times[min(times.count - 1, max(0, (times.count * p + 99) / 100 - 1))] }
            response.responseTimes = PerformanceTestResponseTimes(
                average: times.reduce(0, +) / Int64(times.count),
                p50: percentile(50),
                p90: percentile(90),
                p95: percentile(95),
                p99: percentile(99)
            )
        }
        var failures: [String: Int64] = [:]
        for sample in samples where sample.result != .success { failures[sample.result.rawValue, default: 0] += 1 }
        let unsent = finished ? max(0, total - samples.count) : 0
        if unsent > 0 { failures[SendAttemptResult.other.rawValue, default: 0] += Int64(unsent) }
        response.failures = failures
        return response
    }
}
