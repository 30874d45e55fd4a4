#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalCertificateAuthority
import NIOFoundationEssentialsCompat
import SQLKit
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitInterface
import StoreServer
import StoreStorage
import Testing

/// `POST /apple/notifications`: verified before anything is stored, idempotent by notificationUUID.
@Suite struct NotificationIntakeTests {
    /// A florist store (LocalTesting) with one purchase, and its notification.
    static func purchased(
        _ settings: [String: String] = [:],
        authority: CertificateAuthority = TestAuthority.shared
    ) throws -> (LocalAppStore, String) {
        var store = try Florist.store(settings, authority: authority)
        _ = try store.purchase(Florist.gold)
        return (store, try #require(store.outbox.last?.signedPayload))
    }

    @Test(arguments: StorageBacking.available)
    func aNotificationIsStoredOnceAndAReplayChangesNothing(backing: StorageBacking) async throws {
        let (store, signed) = try Self.purchased()
        try await withServer(try settings(trusting: [store]), on: backing) { client, storage in
            let first = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
            #expect(first.status == .ok && String(buffer: first.body) == #"{"result":"stored"}"#)
            let again = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
            #expect(again.status == .ok && String(buffer: again.body) == #"{"result":"duplicate"}"#)
            #expect(try await storage.notificationCount() == 1)
            let kept = try await storage.notifications(limit: 5)
            #expect(kept.map(\.signedPayload) == [signed], "the raw signedPayload is kept")
            #expect(kept.first?.payload.notificationType == .subscribed)
            // The decoded notification is kept without the nested tokens: the signed payload carries them, and
            // the transaction and renewal info are kept verified and decoded on their own.
            #expect(kept.first?.payload.data?.signedTransactionInfo == nil && kept.first?.payload.data?.signedRenewalInfo == nil)
            #expect(kept.first?.payload.data?.bundleId == Florist.bundleId)
            let transactionId = try #require(store.transactions(for: LocalAppStore.defaultAccountId).last?.id)
            #expect(try await storage.originalTransactionId(of: transactionId) == transactionId, "the nested transaction is kept")
        }
    }

    @Test(arguments: StorageBacking.available)
    func forgedForeignWrongBundleWrongEnvironmentOversizedAndMalformedAreRefusedAndNothingIsStored(backing: StorageBacking) async throws {
        let (store, signed) = try Self.purchased()
        let foreignAuthority = try CertificateAuthority.generate(
            name: "Foreign",
            options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000), years: 20)
        )
        let (_, foreign) = try Self.purchased(authority: foreignAuthority)
        var parts = signed.split(separator: ".").map(String.init)
        parts[2] = String(parts[2].reversed())
        let forged = parts.joined(separator: ".")
        var tamperedParts = signed.split(separator: ".").map(String.init)
        let otherPayload = try #require(Self.purchased().1.split(separator: ".").dropFirst().first)
        tamperedParts[1] = String(otherPayload)
        let swappedPayload = tamperedParts.joined(separator: ".")
        let cases: [(String, ByteBuffer, HTTPResponse.Status, String)] = [
            ("a broken signature", notificationBody(forged), .badRequest, "verification-failed"),
            ("another payload under the signature", notificationBody(swappedPayload), .badRequest, "verification-failed"),
            ("a root the server does not trust", notificationBody(foreign), .badRequest, "verification-failed"),
            ("not a JWS", notificationBody("not-a-jws"), .badRequest, "verification-failed"),
            ("not JSON", ByteBuffer(string: "signedPayload=x"), .badRequest, "bad-request"),
            ("over 64 KiB", notificationBody(String(repeating: "a", count: 70_000)), .contentTooLarge, "body-too-large"),
        ]
        try await withServer(try settings(trusting: [store]), on: backing) { client, storage in
            for (what, body, status, kind) in cases {
                let response = try await client.execute(uri: "/apple/notifications", method: .post, body: body)
                #expect(response.status == status, "\(what)")
                #expect(errorKind(response) == kind, "\(what)")
            }
            #expect(try await storage.notificationCount() == 0, "nothing refused is stored")
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(metrics.contains(#"storehelper_verification_failures_total{source="notification"} 4"#), "the four that reached verification")
            #expect(metrics.contains(#"storehelper_http_requests_total{method="POST",route="/apple/notifications",status="400"} 5"#))
        }
        try await withServer(try settings(trusting: [store], bundleId: "com.example.other")) { client, storage in
            let response = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
            #expect(response.status == .badRequest && errorKind(response) == "verification-failed", "another app's notification")
            #expect(String(buffer: response.body).contains("bundle"))
            #expect(try await storage.notificationCount() == 0)
        }
        try await withServer(try settings(trusting: [store], environments: ["Sandbox"])) { client, storage in
            let response = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
            #expect(response.status == .badRequest && errorKind(response) == "environment-not-accepted", "LocalTesting data on a Sandbox server")
            #expect(try await storage.notificationCount() == 0)
        }
    }

    @Test(arguments: TestDatabase.available)
    func theNestedTransactionIsKeptAsItWasSignedWithAFieldThisVersionDoesNotKnow(database: TestDatabase) async throws {
        let (store, original) = try Self.purchased()
        // The store's notification with its transaction re-signed carrying one field more, then re-signed around it.
        func object(_ jws: String) throws -> [String: Any] {
            let bytes = try #require(CompactJWS.payloadBytes(of: jws))
            return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        }
        func sign(_ object: [String: Any]) throws -> String {
            try TestAuthority.shared.signer().sign(payloadBytes: Array(try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)))
        }
        var notificationObject = try object(original)
        var data = try #require(notificationObject["data"] as? [String: Any])
        var transactionObject = try object(try #require(data["signedTransactionInfo"] as? String))
        transactionObject["aFieldAppleAddsLater"] = ["kept": true]
        let transaction = try sign(transactionObject)
        data["signedTransactionInfo"] = transaction
        notificationObject["data"] = data
        let signed = try sign(notificationObject)
        let id = try #require(transactionObject["transactionId"] as? String)
        try await withServer(try settings(trusting: [store]), on: database) { client, storage in
            let response = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
            #expect(response.status == .ok && String(buffer: response.body) == #"{"result":"stored"}"#)
            let sql = try #require(storage as? SQLServerStorage)
            let kept = try await sql.backend.read { db in
                try await db.raw("SELECT decoded FROM transactions WHERE transaction_id = \(bind: id)").first()?.decode(
                    column: "decoded",
                    as: String.self
                )
            }
            #expect(kept == String(decoding: try #require(CompactJWS.payloadBytes(of: transaction)), as: UTF8.self), "kept as signed")
            #expect(kept?.contains(#""aFieldAppleAddsLater":{"kept":true}"#) == true)
            #expect(try await storage.originalTransactionId(of: id) != nil, "and read back through the decoder")
        }
    }

    @Test func aNotificationOfATypeNotKnownYetIsStoredNotDropped() async throws {
        let store = try Florist.store()
        var payload = ResponseBodyV2DecodedPayload()
        payload.notificationType = NotificationType(rawValue: "SOMETHING_NEW")
        payload.subtype = NotificationSubtype(rawValue: "AND_ITS_SUBTYPE")
        payload.notificationUUID = UUID().uuidString.lowercased()
        payload.version = "2.0"
        payload.signedDate = MillisecondDate(Florist.start)
        var data = NotificationData()
        data.environment = .localTesting
        data.bundleId = Florist.bundleId
        payload.data = data
        let signed = try TestAuthority.shared.signer().sign(payload)
        try await withServer(try settings(trusting: [store])) { client, storage in
            let response = try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed))
            #expect(response.status == .ok && String(buffer: response.body) == #"{"result":"stored"}"#)
            let kept = try #require(try await storage.notifications(limit: 1).first)
            #expect(kept.payload.notificationType?.rawValue == "SOMETHING_NEW" && kept.payload.subtype?.rawValue == "AND_ITS_SUBTYPE")
        }
    }

    @Test func appAndAdminRoutesNeedTheirKeys() async throws {
        let (store, _) = try Self.purchased()
        try await withServer(try settings(trusting: [store])) { client, _ in
            let none = try await client.execute(uri: "/v1/subscribers/alice", method: .get)
            #expect(none.status == .unauthorized && errorKind(none) == "unauthorized")
            let wrong = try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: [.authorization: "Bearer nope-nope-nope-nope"])
            #expect(wrong.status == .unauthorized)
            let adminOnApp = try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: .admin)
            #expect(adminOnApp.status == .unauthorized, "an admin key is not an app key")
            let appOnAdmin = try await client.execute(uri: "/admin/v1/notifications", method: .get, headers: .app)
            #expect(appOnAdmin.status == .unauthorized)
            #expect(try await client.execute(uri: "/admin/v1/notifications", method: .get, headers: .admin).status == .ok)
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
        }
    }
}

/// `POST /v1/subscribers/{id}/consumables/{productId}/consume`: idempotent by request id, never below zero.
@Suite struct ConsumeRouteTests {
    @Test(arguments: StorageBacking.available)
    func consumingDebitsOnceAndNeverBelowZero(backing: StorageBacking) async throws {
        var store = try Florist.store()
        try store.addAccount("carol", appAccountToken: UUID())
        guard case .purchased(let signed) = try store.purchase(Florist.plant, accountId: "carol", options: .init(quantity: 2)) else {
            Issue.record("not purchased")
            return
        }
        try await withServer(try settings(trusting: [store]), on: backing) { client, _ in
            let report = try JSONEncoder().encode(TransactionIntake.Request(appUserId: "carol", signedTransactions: [signed.jws]))
            #expect(try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: report)).status == .ok)
            func consume(_ id: String, _ quantity: Int, product: String = Florist.plant) async throws -> TestResponse {
                try await client.execute(
                    uri: "/v1/subscribers/carol/consumables/\(product)/consume",
                    method: .post,
                    headers: .app,
                    body: ByteBuffer(string: #"{"requestId": "\#(id)", "quantity": \#(quantity)}"#)
                )
            }
            #expect(String(buffer: try await consume("r1", 1).body) == #"{"balance":1}"#)
            #expect(String(buffer: try await consume("r1", 1).body) == #"{"balance":1}"#, "the same request id applies once")
            let over = try await consume("r2", 2)
            #expect(over.status == .conflict && errorKind(over) == "insufficient-balance")
            #expect(String(buffer: try await consume("r3", 1).body) == #"{"balance":0}"#)
            #expect(errorKind(try await consume("r4", 1, product: Florist.large)) == "unknown-product")
            #expect(errorKind(try await consume("r5", 0)) == "bad-request")
        }
    }
}
#endif
