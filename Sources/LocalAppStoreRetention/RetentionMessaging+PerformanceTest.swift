public import AppStoreModels
import Foundation
public import LocalAppStore
public import LocalAppStoreServerAPI

/// Initiate Performance Test and Get Performance Test Results: the store signs the test's real-time
/// requests; its HTTP side sends them at the configuration's pace and records what each met.
extension LocalAppStore.RetentionMessaging {
    /// The configuration of a test taking `duration` (Apple's tests run for a while; the store's server
    /// chooses how long, so tests in CI stay short): 4 requests at a time, 10 a second (20 at least), a
    /// 700 ms threshold and 90 % to pass.
    public static func performanceTestConfig(duration: Duration) -> PerformanceTestConfig {
        let milliseconds = max(1_000, duration.components.seconds * 1_000)
        return PerformanceTestConfig(
            maxConcurrentRequests: 4,
            totalRequests: max(20, milliseconds / 100),
            totalDuration: milliseconds,
            responseTimeThreshold: 700,
            successRateThreshold: 90
        )
    }

    /// Every performance test, oldest first.
    public var performanceTests: [PerformanceTestRun] { store.retentionRecords.performanceTests }

    /// Initiate Performance Test for `request`'s subscription: refused without a realtime URL, while another
    /// test runs, outside Sandbox, or for a subscription that is not active (Apple's test runs in Sandbox on an
    /// active auto-renewable subscription:
    /// https://developer.apple.com/documentation/retentionmessaging/performancetestrequest). Returns the answer and
    /// the signed request bodies to send.
    public mutating func startPerformanceTest(
        _ request: PerformanceTestRequest,
        config: PerformanceTestConfig
    ) throws(ServerAPIError) -> (response: PerformanceTestResponse, bodies: [[UInt8]]) {
        guard let id = request.originalTransactionId, !id.isEmpty, id.utf8.count <= 64, id.allSatisfy(\.isNumber) else {
            throw ServerAPIError(
                .invalidTransactionId,
                "originalTransactionId '\((request.originalTransactionId ?? "").prefix(40))' is not a transaction id"
            )
        }
        guard store.environment == .sandbox else {
            throw ServerAPIError(
                .invalidPerformanceTestRequest,
                "the performance test runs in Sandbox; this store plays \(store.environment.rawValue)"
            )
        }
        guard let url = retentionContent.realtimeURL else {
            throw ServerAPIError(.invalidPerformanceTestRequest, "configure a realtime URL before testing it")
        }
        if let running = performanceTests.first(where: { !$0.finished }) {
            throw ServerAPIError(.existingPerformanceTestRun, "performance test \(running.requestId) is still running")
        }
        guard let record = store.state.transactions[id] else { throw ServerAPIError(.originalTransactionIdNotFound, "no transaction \(id)") }
        guard record.payload.originalTransactionId == id else {
            throw ServerAPIError(.transactionIdIsNotOriginalTransactionId, "\(id) is not an original transaction id")
        }
        guard record.sharedFrom == nil else { throw ServerAPIError(.familyTransactionNotSupported, "\(id) is a family member's copy") }
        guard let subscription = store.state.subscriptions.first(where: { $0.originalTransactionId == id && $0.sharedFrom == nil }) else {
            throw ServerAPIError(.invalidPerformanceTestRequest, "\(id) is not an auto-renewable subscription")
        }
        guard subscription.phase == .active else {
            throw ServerAPIError(.invalidPerformanceTestRequest, "the subscription \(id) is not active (it is \(subscription.phase.rawValue))")
        }
        let locale = Self.normalized(DefaultMessageKey(productId: subscription.productId, locale: store.settings.locale)).locale
        var bodies: [[UInt8]] = []
        do {
            for _ in 0..<(config.totalRequests ?? 0) {
                bodies.append(try store.prepareRealtimeRequest(for: subscription, locale: locale).body)
            }
        } catch  where error.kind == .invalidAction {
            // What the store lacks to send a real-time request (the app's Apple ID, an https URL) is the request's
            // refusal, saying what is missing, not an internal error.
            throw ServerAPIError(.invalidPerformanceTestRequest, error.message)
        } catch {
            throw ServerAPIError(error)
        }
        let requestId = UUID().uuidString.lowercased()
        store.retentionRecords.performanceTests.append(
            PerformanceTestRun(requestId: requestId, originalTransactionId: id, target: url, config: config)
        )
        return (PerformanceTestResponse(config: config, requestId: requestId), bodies)
    }

    /// Adds what some of test `requestId`'s requests met; `finished` when the last has ended.
    public mutating func recordPerformanceSamples(_ samples: [PerformanceTestRun.Sample], test requestId: String, finished: Bool) {
        var records = store.retentionRecords
        guard let index = records.performanceTests.firstIndex(where: { $0.requestId == requestId }) else { return }
        records.performanceTests[index].samples += samples
        if finished { records.performanceTests[index].finished = true }
        store.retentionRecords = records
    }

    /// Ends every test still running: a store that stopped sends none of their remaining requests.
    public mutating func abandonPerformanceTests() {
        var records = store.retentionRecords
        guard records.performanceTests.contains(where: { !$0.finished }) else { return }
        for index in records.performanceTests.indices { records.performanceTests[index].finished = true }
        store.retentionRecords = records
    }

    /// Get Performance Test Results.
    public func performanceTestResult(_ requestId: String) throws(ServerAPIError) -> PerformanceTestResultResponse {
        guard let id = UUID(uuidString: requestId)?.uuidString.lowercased() else {
            throw ServerAPIError(.invalidRequestId, "'\(requestId.prefix(40))' is not a performance test's request id")
        }
        guard let run = performanceTests.first(where: { $0.requestId == id }) else {
            throw ServerAPIError(.performanceTestRunNotFound, "no performance test \(id)")
        }
        return run.result
    }
}
