#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import StoreHelperFixtures
import Testing

/// Initiate Performance Test and Get Performance Test Results as the store keeps them: what starts a test,
/// what refuses one, and how the results are counted.
@Suite struct PerformanceTestTests {
    typealias F = Florist
    let config = LocalAppStore.RetentionMessaging.performanceTestConfig(duration: .seconds(2))

    func storeWithURL() throws -> (LocalAppStore, original: String) {
        var store = try F.store()
        try store.set("environment", to: "Sandbox")
        try store.set("appAppleId", to: "1234567890")
        let original = try #require(try store.buy(F.bronze).originalTransactionId)
        try store.retentionMessaging.configureRealtimeURL(RealtimeUrlRequest(realtimeURL: "https://127.0.0.1:9/retention"))
        return (store, original)
    }

    @Test func aTestSignsItsRequestsAndRefusesASecondWhileItRuns() throws {
        var (store, original) = try storeWithURL()
        let (response, bodies) = try store.retentionMessaging.startPerformanceTest(
            PerformanceTestRequest(originalTransactionId: original),
            config: config
        )
        #expect(response.config == config && Int64(bodies.count) == config.totalRequests)
        let ids = Set(try bodies.map { try JSONDecoder().decode(RealtimeRequestBody.self, from: Data($0)).signedPayload ?? "" })
        #expect(ids.count == bodies.count)
        let requestId = try #require(response.requestId)
        #expect(try store.retentionMessaging.performanceTestResult(requestId).result == .pending)
        // Rule: responseTimes is required in PerformanceTestResultResponse (Apple's page), even before any answer.
        #expect(
            try store.retentionMessaging.performanceTestResult(requestId).responseTimes
                == PerformanceTestResponseTimes(average: 0, p50: 0, p90: 0, p95: 0, p99: 0)
        )
        #expect(
            RetentionContentTests.code {
                _ = try store.retentionMessaging.startPerformanceTest(PerformanceTestRequest(originalTransactionId: original), config: config)
            }
                == .existingPerformanceTestRun
        )
    }

    // Rule: the test runs in Sandbox, on an active auto-renewable subscription
    // (https://developer.apple.com/documentation/retentionmessaging/performancetestrequest).
    @Test func aTestRunsInSandboxOnAnActiveSubscription() throws {
        var (store, original) = try storeWithURL()
        let request = PerformanceTestRequest(originalTransactionId: original)
        try store.set("environment", to: "LocalTesting")
        #expect(
            RetentionContentTests.code { _ = try store.retentionMessaging.startPerformanceTest(request, config: config) }
                == .invalidPerformanceTestRequest
        )
        try store.set("environment", to: "Sandbox")
        try store.setAutoRenew(false, product: F.bronze)
        try store.advance(by: 40 * F.day)
        #expect(
            RetentionContentTests.code { _ = try store.retentionMessaging.startPerformanceTest(request, config: config) }
                == .invalidPerformanceTestRequest
        )
        #expect(store.retentionMessaging.performanceTests.isEmpty)
    }

    @Test func aTestNeedsARealtimeURLAndAnOriginalSubscriptionTransaction() throws {
        var (store, original) = try storeWithURL()
        let purchase = try #require(try store.buy(F.large).transactionId)
        try store.advance(by: 40 * F.day)
        let renewal = try #require(store.payloads(product: F.bronze).last?.transactionId)
        #expect(renewal != original)
        let refusals: [(String?, APIErrorCode)] = [
            (nil, .invalidTransactionId), ("12ab", .invalidTransactionId), ("2999999999999999", .originalTransactionIdNotFound),
            (renewal, .transactionIdIsNotOriginalTransactionId), (purchase, .invalidPerformanceTestRequest),
        ]
        for (id, code) in refusals {
            #expect(
                RetentionContentTests.code {
                    _ = try store.retentionMessaging.startPerformanceTest(PerformanceTestRequest(originalTransactionId: id), config: config)
                }
                    == code
            )
        }
        try store.retentionMessaging.deleteRealtimeURL()
        #expect(
            RetentionContentTests.code {
                _ = try store.retentionMessaging.startPerformanceTest(PerformanceTestRequest(originalTransactionId: original), config: config)
            }
                == .invalidPerformanceTestRequest
        )
        #expect(store.retentionMessaging.performanceTests.isEmpty)
    }

    @Test func resultsCountSuccessesAgainstTheThresholdWithPercentiles() throws {
        var (store, original) = try storeWithURL()
        let requestId = try #require(
            try store.retentionMessaging.startPerformanceTest(PerformanceTestRequest(originalTransactionId: original), config: config).response
                .requestId
        )
        let total = Int(try #require(config.totalRequests))
        let fast = (1...total - 1).map { PerformanceTestRun.Sample(result: .success, latencyMilliseconds: Int64($0)) }
        store.retentionMessaging.recordPerformanceSamples(Array(fast.prefix(5)), test: requestId, finished: false)
        var result = try store.retentionMessaging.performanceTestResult(requestId)
        #expect(result.result == .pending && result.numPending == Int64(total - 5))
        store.retentionMessaging.recordPerformanceSamples(
            Array(fast.dropFirst(5)) + [.init(result: .timedOut, latencyMilliseconds: 900)],
            test: requestId,
            finished: true
        )
        result = try store.retentionMessaging.performanceTestResult(requestId)
        #expect(result.numPending == 0 && result.successRate == Int32((total - 1) * 100 / total))
        #expect(result.result == ((total - 1) * 100 / total >= 90 ? .pass : .fail))
        #expect(result.failures == ["TIMED_OUT": 1])
        #expect(total == 20 && result.responseTimes?.p50 == 10 && result.responseTimes?.p90 == 18 && result.responseTimes?.p99 == 900)
        #expect(result.target == "https://127.0.0.1:9/retention")
    }

    @Test func aTestAStoppedServerAbandonedFailsWithItsUnsentRequests() throws {
        var (store, original) = try storeWithURL()
        let requestId = try #require(
            try store.retentionMessaging.startPerformanceTest(PerformanceTestRequest(originalTransactionId: original), config: config).response
                .requestId
        )
        store.retentionMessaging.recordPerformanceSamples([.init(result: .success, latencyMilliseconds: 3)], test: requestId, finished: false)
        store.retentionMessaging.abandonPerformanceTests()
        let result = try store.retentionMessaging.performanceTestResult(requestId)
        #expect(result.result == .fail && result.failures == ["OTHER": (config.totalRequests ?? 0) - 1])
        _ = try store.retentionMessaging.startPerformanceTest(PerformanceTestRequest(originalTransactionId: original), config: config)
    }

    @Test func resultsOfAnUnknownOrMalformedTest() throws {
        let (store, _) = try storeWithURL()
        #expect(
            RetentionContentTests.code { _ = try store.retentionMessaging.performanceTestResult(UUID().uuidString) } == .performanceTestRunNotFound
        )
        #expect(RetentionContentTests.code { _ = try store.retentionMessaging.performanceTestResult("nope") } == .invalidRequestId)
    }
}
#endif
