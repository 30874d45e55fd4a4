#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import NIOConcurrencyHelpers
import StoreHelperFixtures
import Testing

/// `storehelper store serve` as a process: it answers while other processes change the store, stops
/// cleanly on SIGTERM, and a notification it could not deliver is sent after it starts again.
@Suite(.tags(.wallClock)) struct ServeProcessTests {
    @Test func servesWhileTheStoreChangesStopsOnSIGTERMAndDeliversAfterARestart() async throws {
        let served = try ServedStore()
        defer { try? FileManager.default.removeItem(at: served.directory.url) }
        // Port 9 on loopback refuses connections: the first attempt fails.
        let first = try ServeProcess(directory: served.directory, ["--notify-url", "http://127.0.0.1:9/notifications", "--retry-schedule", "fast"])
        let url = try await first.listening()
        let client = AppStoreServerAPIClient(key: served.key, environment: .local(url))
        let id = try served.change { store in try buy(Florist.large, in: &store) }
        let info = try await client.transactionInfo(id)
        #expect(
            try payload(info.signedTransactionInfo ?? "", as: JWSTransactionDecodedPayload.self).transactionId == id,
            "a change from elsewhere is seen"
        )
        let failed = try await ServeProcess.eventually("the first attempt") { try served.load().outbox.last?.sendAttempts?.first }
        #expect(failed.sendAttemptResult == .socketIssue)
        #expect(first.log.contains("result=SOCKET_ISSUE type=ONE_TIME_CHARGE"), "each attempt is logged")
        #expect(try await first.terminate() == 0, "SIGTERM stops it cleanly: \(first.log)")
        #expect(
            first.log.contains("request.method=GET request.path=/inApps/v1/transactions/\(id) response.status=200"),
            "each request served is logged, with its status"
        )

        let receiver = NotificationReceiver(failures: 0)
        let app = Application(router: receiver.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { receiving in
            let second = try ServeProcess(
                directory: served.directory,
                ["--notify-url", "http://127.0.0.1:\(receiving.port!)/notifications", "--retry-schedule", "fast"]
            )
            _ = try await second.listening()
            // The retry falls due a second after the first attempt, on the store's clock.
            try served.change { store in try store.advance(by: 2) }
            let bodies = try await ServeProcess.eventually("the delivery") { receiver.received.withLockedValue { $0.isEmpty ? nil : $0 } }
            #expect(bodies.count == 1)
            // `fast` retries by the wall clock too: on a loaded machine the first process may have failed again a second
            // after its first attempt, before it stopped. So: one failed attempt or more, then exactly one success.
            let results = try await ServeProcess.eventually("the recorded success") {
                try served.load().outbox.last?.sendAttempts.flatMap { $0.last?.sendAttemptResult == .success ? $0.map(\.sendAttemptResult) : nil }
            }
            #expect(results.count >= 2 && results.dropLast().allSatisfy { $0 == .socketIssue }, "\(results)")
            #expect(try await second.terminate() == 0)
        }
    }
}
#endif
