#if Server
import AppStoreModels
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOConcurrencyHelpers
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// What a refused request leaves behind: a flood of forged notifications costs one log line per interval
/// (the metrics count each), and what the server expected stays in the log, never in the answer.
@Suite struct RefusalLoggingTests {
    @Test func aFloodOfForgedNotificationsWritesOneWarningAndCountsEach() async throws {
        let recorded = RecordedWarnings()
        let logger = Logger(label: "test.server", factory: recorded.handler(label:))
        let backend = try await TestDatabase.sqlite.makeBackend()
        let storage = SQLServerStorage(backend: backend)
        try await storage.migrate()
        let server = StoreServer(settings: try settings(trusting: []), storage: storage, clock: MockClock(Florist.start), logger: logger)
        let started = ContinuousClock.now
        try await Application(router: try server.router()).test(.router) { client in
            for index in 0..<200 {
                let forged = notificationBody("eyJhbGciOiJFUzI1NiJ9.eyJ4IjoxfQ.c2ln\(index)")
                #expect(try await client.execute(uri: "/apple/notifications", method: .post, body: forged).status == .badRequest)
            }
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(metrics.contains(#"storehelper_http_requests_total{method="POST",route="/apple/notifications",status="400"} 200"#))
        }
        let intervals = Int((ContinuousClock.now - started) / .seconds(10)) + 1  // one line per 10 s at most
        await storage.shutdown()
        let refusals = recorded.messages.withLockedValue { $0 }.filter { $0.hasPrefix("notification refused") }
        #expect(refusals.count <= intervals, "200 forged notifications in \(intervals) interval(s): \(refusals.count) lines, not 200")
        #expect(refusals.count >= 1, "the first is written")
    }

    @Test func aForeignNotificationIsRefusedWithoutSayingWhatTheServerExpected() async throws {
        let (store, signed) = try NotificationIntakeTests.purchased()
        try await withServer(try settings(trusting: [store], bundleId: "com.example.other")) { client, _ in
            let response = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
            #expect(response.status == .badRequest && errorKind(response) == "verification-failed")
            let body = String(buffer: response.body)
            #expect(!body.contains("com.example.other"), "the expected bundle id stays in the log: \(body)")
            #expect(body.contains("requestId"), "the answer names the log entry with the detail")
        }
    }
}
#endif
