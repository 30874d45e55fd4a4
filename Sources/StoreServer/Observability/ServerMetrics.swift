#if Server
import CoreMetrics
import Foundation
import NIOConcurrencyHelpers
public import Prometheus

/// The server's metrics (swift-metrics, kept in a Prometheus registry of this server's own), served as
/// Prometheus text at `/metrics`: requests, notifications by type, verification failures, jobs and
/// the queue's lag.
public final class ServerMetrics: Sendable {
    /// The registry the metrics live in.
    public let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(5),
        ]
        factory.defaultValueHistogramBuckets = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3_600]
        self.factory = factory
    }

    /// One HTTP request answered.
    func request(method: String, route: String, status: Int, duration: Duration) {
        let (counter, timer) = requestMetrics(RequestKey(method: method, route: route, status: status))
        counter.increment()
        timer.recordNanoseconds(Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    private struct RequestKey: Hashable {
        let method: String
        let route: String
        let status: Int
    }

    /// The request metrics made so far, by method, route and status (looked up in the registry once).
    private let requestMetricsMade = NIOLockedValueBox<[RequestKey: (CoreMetrics.Counter, CoreMetrics.Timer)]>([:])

    /// The counter and timer of requests like `key`: made once, then taken from ``requestMetricsMade``
    /// (at most 1,000 kinds kept: methods are the client's to choose).
    private func requestMetrics(_ key: RequestKey) -> (CoreMetrics.Counter, CoreMetrics.Timer) {
        if let made = requestMetricsMade.withLockedValue({ $0[key] }) { return made }
        let dimensions = [("method", key.method), ("route", key.route), ("status", String(key.status))]
        let made = (
            Counter(label: "storehelper_http_requests_total", dimensions: dimensions, factory: factory),
            Timer(label: "storehelper_http_request_duration_seconds", dimensions: [("route", key.route)], factory: factory)
        )
        requestMetricsMade.withLockedValue { if $0.count < 1_000 { $0[key] = made } }
        return made
    }

    /// A notification accepted (`stored` or `duplicate`), by type.
    func notification(type: String, outcome: String) {
        Counter(label: "storehelper_notifications_total", dimensions: [("type", type), ("outcome", outcome)], factory: factory).increment()
    }

    /// A real-time retention request answered: `message`, `alternateProduct`, `promotionalOffer` or `none`.
    func retentionDecision(answer: String) {
        Counter(label: "storehelper_retention_decisions_total", dimensions: [("answer", answer)], factory: factory).increment()
    }

    /// Signed data refused: `source` is `notification`, `transaction` or `catch-up`.
    func verificationFailure(source: String) {
        Counter(label: "storehelper_verification_failures_total", dimensions: [("source", source)], factory: factory).increment()
    }

    /// A job attempt ended: `done`, `retry` or `dead`.
    func job(kind: String, outcome: String) {
        Counter(label: "storehelper_jobs_total", dimensions: [("kind", kind), ("outcome", outcome)], factory: factory).increment()
    }

    /// A job was claimed `waited` seconds after it fell due.
    func jobClaimed(waited: TimeInterval) {
        Recorder(label: "storehelper_job_queue_lag_seconds", dimensions: [], aggregate: true, factory: factory).record(waited)
    }

    /// Every metric in Prometheus' text format.
    public func render() -> String { registry.emitToString() }
}
#endif
