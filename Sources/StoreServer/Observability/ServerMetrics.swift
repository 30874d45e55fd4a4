import CoreMetrics
import Foundation
import Prometheus

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
        let dimensions = [("method", method), ("route", route), ("status", String(status))]
        Counter(label: "storehelper_http_requests_total", dimensions: dimensions, factory: factory).increment()
        Timer(label: "storehelper_http_request_duration_seconds", dimensions: [("route", route)], factory: factory)
            .recordNanoseconds(Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// A notification accepted (`stored` or `duplicate`), by type.
    func notification(type: String, outcome: String) {
        Counter(label: "storehelper_notifications_total", dimensions: [("type", type), ("outcome", outcome)], factory: factory).increment()
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
