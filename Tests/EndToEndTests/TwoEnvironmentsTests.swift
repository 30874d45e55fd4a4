#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import LocalAppStoreServerAPI
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// One customer buying in Production (the app that ships) and in Sandbox (TestFlight, App Review), against two local
/// App Stores feeding one server. The stores number their transactions apart, so a call that reaches the wrong one
/// is answered 4040010 and its job fails: every job done and nothing left queued means every call reached its store.
@Suite(.timeLimit(.minutes(2))) struct TwoEnvironmentsTests {
    @Test(arguments: TestDatabase.available)
    func everyCallReachesTheStoreOfItsEnvironment(database: TestDatabase) async throws {
        let consented: (inout ServerSettings) -> Void = { $0.consumptionPolicy = .consented }
        try await withTwoStoresAndServer(on: database, configure: consented) { production, sandbox, server, client, storage in
            let runner = try server.jobRunner()
            func advanceBoth(_ seconds: TimeInterval) throws {
                for store in [production, sandbox] { try store.change { try $0.advance(by: seconds) } }
            }
            func noJobFailed(_ step: String) async throws {
                #expect(try await storage.jobs(state: .queued, limit: 10).isEmpty, "\(step): a job failed and waits for a retry")
                #expect(try await storage.jobs(state: .dead, limit: 10).isEmpty, "\(step): a job died")
            }

            // alice subscribes to silver in Production and buys large flowers in Sandbox; a month passes (silver renews).
            // No notification URL yet: what the server learns now, it learns from the status refresh.
            let silver = try production.change { store in
                try EndToEndTests.buy(Florist.silver, &store, "alice")
                return try #require(store.transactions(for: "alice").first)
            }
            let large = try sandbox.change { store in
                try EndToEndTests.buy(Florist.large, &store, "alice")
                return try #require(store.transactions(for: "alice").first)
            }
            #expect(silver.payload.environment == .production && large.payload.environment == .sandbox)
            #expect(silver.id != large.id, "the two stores never issue the same id")
            try advanceBoth(32 * Florist.day)

            // The app reports both in one request: one refresh each, each answered by its own store.
            let report = try JSONEncoder().encode(TransactionIntake.Request(appUserId: "alice", signedTransactions: [silver.jws, large.jws]))
            let answer = try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: report))
            #expect(answer.status == .ok, "\(String(buffer: answer.body))")
            #expect(try await runner.runDue() == 2)
            try await noJobFailed("refresh")
            let productionIds = try production.load().transactions(for: "alice").map(\.id)
            #expect(productionIds.count == 2, "the purchase and its renewal")
            let stored = try await storage.customer("alice").transactions
            #expect(Set(stored.compactMap(\.payload.transactionId)) == Set(productionIds + [large.id]), "the renewal came from Production's history")
            #expect(Set(stored.compactMap(\.payload.environment)) == [.production, .sandbox])

            // Customer support extends alice's Production subscription by a week: its store extends it.
            func extend(_ user: String, _ original: String, days: Int, id: UUID = UUID()) async throws -> TestResponse {
                let body = #"{"extendByDays": \#(days), "extendReasonCode": 3, "requestIdentifier": "\#(id)"}"#
                let uri = "/admin/v1/users/\(user)/subscriptions/\(original)/extend"
                return try await client.execute(uri: uri, method: .post, headers: .admin, body: ByteBuffer(string: body))
            }
            let expiry = try #require(try production.load().transactions(for: "alice").last?.payload.expiresDate)
            let request = UUID()
            let extended = try await extend("alice", silver.id, days: 7, id: request)
            #expect(extended.status == .ok, "\(String(buffer: extended.body))")
            let granted = try JSONDecoder().decode(ExtendRenewalDateResponse.self, from: Data(extended.body.readableBytesView))
            #expect(granted.success == true && granted.effectiveDate == MillisecondDate(expiry.date.addingTimeInterval(7 * Florist.day)))
            // Issue 59: the same request sent twice added the days twice and spent two of alice's two extensions a year.
            let resent = try await extend("alice", silver.id, days: 7, id: request)
            #expect(
                resent.status == .ok
                    && (try? JSONDecoder().decode(ExtendRenewalDateResponse.self, from: Data(resent.body.readableBytesView))) == granted
            )
            let afterRetry = try #require(try production.load().transactions(for: "alice").last?.payload.expiresDate)
            #expect(afterRetry == MillisecondDate(expiry.date.addingTimeInterval(7 * Florist.day)), "extended once")
            let reused = try await extend("alice", silver.id, days: 8, id: request)
            #expect(reused.status == .conflict && errorKind(reused) == "request-id-reused", "one identifier, one extension")
            #expect(try await extend("alice", silver.id, days: 91).status == .badRequest, "Apple's 90 days at most")
            #expect(try await extend("alice", large.id, days: 7).status == .notFound, "not a subscription")
            #expect(try await extend("bob", silver.id, days: 7).status == .notFound, "not bob's")

            // The catch-up reads both histories, each from its own cursor: every notification of both stores, once.
            func catchUp() async throws -> Int {
                #expect(try await client.execute(uri: "/admin/v1/catch-up", method: .post, headers: .admin).status == .accepted)
                return try await runner.runDue()
            }
            let made = try production.load().outboxCount + sandbox.load().outboxCount
            #expect(try await catchUp() == 2, "one catch-up per environment")
            #expect(try production.load().outbox(from: 0).contains { $0.notificationType == .renewalExtended }, "the extension's notification")
            try await noJobFailed("catch-up")
            #expect(try await storage.notificationCount() == made)
            let now = String(MillisecondDate(try production.load().now).wholeMilliseconds)
            #expect(try await storage.cursor("notification-history") == now)
            #expect(try await storage.cursor("notification-history-sandbox") == now)

            // Both stores now POST their notifications; alice buys a plant installation in each and asks for both
            // refunds: each CONSUMPTION_REQUEST is answered to the store that sent it.
            for store in [production, sandbox] {
                try store.change { store in try store.setNotificationURL("http://127.0.0.1:\(client.port!)/apple/notifications") }
            }
            var plants: [String] = []
            for store in [production, sandbox] {
                plants.append(
                    try store.change { store in
                        try EndToEndTests.buy(Florist.plant, &store, "alice")
                        let id = try #require(store.transactions(for: "alice").last?.id)
                        try store.requestRefund(id)
                        return id
                    }
                )
            }
            let expected = try production.load().outboxCount + sandbox.load().outboxCount
            let deadline = Date().addingTimeInterval(20)
            while try await storage.notificationCount() < expected, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
            #expect(try await storage.notificationCount() == expected, "every notification of both stores delivered")
            #expect(try await runner.runDue() == 2, "one consumption answer per request")
            try await noJobFailed("consumption")
            #expect(
                try production.load().serverAPI.consumptionReport(for: plants[0]) != nil
                    && sandbox.load().serverAPI.consumptionReport(for: plants[1]) != nil
            )

            // Customer info says where each purchase was made.
            let info = try await EndToEndTests.customerInfo("alice", client: client, signingKey: server.settings.responseSigningKey)
            #expect(info.entitlements["vip"]?.environment == "Production")
            #expect(info.nonSubscriptionPurchases.first { $0.productId == Florist.large }?.environment == "Sandbox")
        }
    }

    /// dana redeemed an offer code in each App Store (her purchases carry no app account token): once her app reports
    /// them, each store is told her token, by its own environment's Set App Account Token.
    @Test(arguments: TestDatabase.available)
    func aPurchaseWithoutATokenGetsItsUsersTokenInItsEnvironment(database: TestDatabase) async throws {
        try await withTwoStoresAndServer(on: database) { production, sandbox, server, client, storage in
            var reported: [String] = []
            for (store, product) in [(production, Florist.large), (sandbox, Florist.gold)] {
                reported.append(
                    try store.change { store in
                        try store.addAccount("dana")
                        try EndToEndTests.buy(product, &store, "dana")
                        let transaction = try #require(store.transactions(for: "dana").first)
                        #expect(transaction.payload.appAccountToken == nil)
                        return transaction.jws
                    }
                )
            }
            let report = try JSONEncoder().encode(TransactionIntake.Request(appUserId: "dana", signedTransactions: reported))
            #expect(try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: report)).status == .ok)
            #expect(try await server.jobRunner().runDue() == 4, "a refresh and a token for each purchase")
            #expect(try await storage.jobs(state: .queued, limit: 10).isEmpty)
            #expect(try await storage.jobs(state: .dead, limit: 10).isEmpty)
            for store in [production, sandbox] {
                let tokens = try store.load().transactions(for: "dana").map(\.payload.appAccountToken)
                #expect(tokens == [AppAccountToken.derived(for: "dana")], "each store was told dana's token")
            }
            // Her Sandbox subscription is extended by the Sandbox store.
            let gold = try #require(try sandbox.load().transactions(for: "dana").first?.id)
            let body = #"{"extendByDays": 3, "extendReasonCode": 1, "requestIdentifier": "\#(UUID())"}"#
            let uri = "/admin/v1/users/dana/subscriptions/\(gold)/extend"
            let extended = try await client.execute(uri: uri, method: .post, headers: .admin, body: ByteBuffer(string: body))
            #expect(extended.status == .ok, "\(String(buffer: extended.body))")
            #expect(try sandbox.load().outbox(from: 0).last?.notificationType == .renewalExtended)
        }
    }

    @Test func aStorePlaysProductionOnlyWithAnAppAppleIdAndBeforeItsFirstSale() throws {
        var store = try Florist.store()
        #expect(throws: StoreError.self) { try store.set("environment", to: "Production") }
        try store.set("appAppleId", to: "42")
        try store.set("environment", to: "Production")
        #expect(throws: StoreError.self, "Production keeps its app Apple ID") { try store.set("appAppleId", to: "0") }
        _ = try store.purchase(Florist.large)
        let sold = try #require(store.transactions(for: LocalAppStore.defaultAccountId).first)
        #expect(sold.id == "2050000000000001" && sold.payload.environment == .production)
        #expect(throws: StoreError.self, "a store that sold in Production stays there") { try store.set("environment", to: "Sandbox") }
        store.resetSettings()
        #expect(store.environment == .production && store.settings.appAppleId == 42)
        let notification = try #require(store.outbox(from: 0).last?.signedPayload)
        let payload = try decodedPayload(notification, as: ResponseBodyV2DecodedPayload.self)
        #expect(payload.data?.appAppleId == 42 && payload.data?.environment == .production)
        #expect(try decodedPayload(store.appTransaction(), as: JWSAppTransactionDecodedPayload.self).appAppleId == 42)

        var sandbox = try Florist.store(["appAppleId": "42", "environment": "Sandbox"])
        _ = try sandbox.purchase(Florist.large)
        let sandboxNotification = try #require(sandbox.outbox(from: 0).last?.signedPayload)
        #expect(try decodedPayload(sandboxNotification, as: ResponseBodyV2DecodedPayload.self).data?.appAppleId == nil, "absent in Sandbox")
        #expect(try decodedPayload(sandbox.appTransaction(), as: JWSAppTransactionDecodedPayload.self).appAppleId == nil)
    }

    /// The payload of a compact JWS, unverified.
    func decodedPayload<Payload: Decodable>(_ jws: String, as type: Payload.Type) throws -> Payload {
        try JSONDecoder().decode(Payload.self, from: Data(try CompactJWS(jws).payload))
    }
}
#endif
