#if Server
import AppStoreModels
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import LocalAppStoreServerAPI
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreServer
import StoreStorage
import Testing

/// The jobs against the local App Store over HTTP, with no notification URL set: what the server learns,
/// it learns from the status refresh and the catch-up; consumption requests are answered in time or not at all.
@Suite(.timeLimit(.minutes(2))) struct JobsEndToEndTests {
    @Test(arguments: TestDatabase.available)
    func statusRefreshCatchUpAndConsumptionInformationFollowTheStore(database: TestDatabase) async throws {
        let consented: (inout ServerSettings) -> Void = { $0.consumptionPolicy = .consented }
        try await withStoreAndServer(on: database, configure: consented) { directory, server, client, storage in
            let runner = try server.jobRunner()
            let first = try directory.change { store in
                try EndToEndTests.buy(Florist.gold, &store, "alice")
                try store.advance(by: 32 * Florist.day)
                _ = try store.purchase(Florist.plant, accountId: "alice", options: .init(quantity: 2))
                return try #require(store.transactions(for: "alice").first?.jws)
            }

            // The app reports its first transaction: a status refresh, queued with it, completes the view.
            let report = try JSONEncoder().encode(TransactionIntake.Request(appUserId: "alice", signedTransactions: [first]))
            let answer = try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: report))
            #expect(String(buffer: answer.body).contains(#""refresh":"queued""#))
            #expect(try await runner.runDue() == 1)
            var store = try directory.load()
            let subscriptionIds = store.transactions(for: "alice").filter { $0.payload.type == .autoRenewable }.map(\.id)
            let stored = try await storage.customer("alice").transactions.compactMap(\.payload.transactionId)
            #expect(Set(subscriptionIds).isSubset(of: stored) && subscriptionIds.count == 2, "the purchase and its renewal")
            #expect(try await storage.notificationCount() == 0, "no notification was delivered")

            // The catch-up reads the notification history: every notification the store made, stored once.
            func catchUp() async throws -> Int {
                let queued = try await client.execute(uri: "/admin/v1/catch-up", method: .post, headers: .admin)
                #expect(queued.status == .accepted)
                return try await runner.runDue()
            }
            #expect(try await catchUp() == 1)
            #expect(try await storage.notificationCount() == store.outboxCount)
            #expect(try await storage.cursor("notification-history-sandbox") == String(MillisecondDate(store.now).wholeMilliseconds))
            #expect(try await catchUp() == 1)
            #expect(try await storage.notificationCount() == store.outboxCount, "read twice, stored once")

            // alice uses one of two plant installations, then asks for a refund: the server answers the
            // CONSUMPTION_REQUEST with what it knows.
            let plant = try #require(store.transactions(for: "alice").last { $0.payload.productId == Florist.plant }?.id)
            let used = try await client.execute(
                uri: "/v1/subscribers/alice/consumables/\(Florist.plant)/consume",
                method: .post,
                headers: .app,
                body: ByteBuffer(string: #"{"requestId": "use-1"}"#)
            )
            #expect(used.status == .ok)
            try directory.change { store in try store.requestRefund(plant) }
            #expect(try await catchUp() == 2, "the catch-up, then the consumption information it enqueued")
            store = try directory.load()
            let sent = try #require(store.serverAPI.consumptionReport(for: plant))
            let body = try #require(try JSONSerialization.jsonObject(with: Data(sent.body.utf8)) as? [String: Any])
            #expect(body["customerConsented"] as? Bool == true)
            #expect(body["deliveryStatus"] as? String == "DELIVERED")
            #expect(body["consumptionPercentage"] as? Int == 50_000, "one of two units used")

            // A request found after Apple's 12 hours is dead-lettered, and nothing is sent.
            let late = try directory.change { store in
                _ = try store.purchase(Florist.plant, accountId: "alice")
                let id = try #require(store.transactions(for: "alice").last?.id)
                try store.requestRefund(id)
                try store.advance(by: 13 * 3_600)
                return id
            }
            #expect(try await catchUp() == 2)
            #expect(try directory.load().serverAPI.consumptionReport(for: late) == nil)
            let dead = try await storage.jobs(state: .dead, limit: 10)
            #expect(dead.map(\.kind) == ["consumption"] && dead.first?.lastError?.contains("12 hours") == true)

            // The admin view of alice, and the metrics, show what happened.
            let history = try await client.execute(uri: "/admin/v1/users/alice", method: .get, headers: .admin)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(history.body.readableBytesView)) as? [String: Any])
            #expect((json["notifications"] as? [Any])?.count == store.outbox(from: 0).count + 2)
            #expect(try await client.execute(uri: "/admin/v1/users/nobody", method: .get, headers: .admin).status == .notFound)
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(metrics.contains(#"storehelper_jobs_total{kind="consumption",outcome="dead"} 1"#))
            #expect(metrics.contains(#"storehelper_notifications_total{type="CONSUMPTION_REQUEST",outcome="stored"} 2"#))
        }
    }

    @Test func withoutConsentConsumptionRequestsAreStoredAndNotAnswered() async throws {
        try await withStoreAndServer(on: .sqlite) { directory, server, client, storage in
            try directory.change { store in
                _ = try store.purchase(Florist.plant, accountId: "alice")
                try store.requestRefund(try #require(store.transactions(for: "alice").last?.id))
            }
            _ = try await client.execute(uri: "/admin/v1/catch-up", method: .post, headers: .admin)
            #expect(try await server.jobRunner().runDue() == 1, "the catch-up alone")
            #expect(try await storage.notifications(limit: 10).contains { $0.payload.notificationType == .consumptionRequest })
            #expect(try directory.load().serverAPI.consumptionReports.isEmpty)
        }
    }
}
#endif
