#if Server
import AppStoreModels
import Foundation
import SQLKit
import StoreHelperTesting
import StoreStorage
import Testing

/// `RESCIND_CONSENT`: consent withdrawn for the Apple Account behind an app transaction
/// (https://developer.apple.com/documentation/appstoreservernotifications/appdata: `appData` is present when the
/// type is RESCIND_CONSENT and carries `signedAppTransactionInfo`), kept once and shown to whoever owns a purchase
/// that account made.
@Suite struct ConsentRescissionTests {
    /// A transaction made by the Apple Account whose app transaction is `appTransaction`.
    static func transaction(_ id: String, account appTransaction: String) -> SignedTransaction {
        var record = StoreStorageTests.transaction(id)
        record.payload.appTransactionId = appTransaction
        return record
    }

    /// A `RESCIND_CONSENT` for the account whose app transaction is `appTransaction`, signed at `signed` ms.
    static func rescindConsent(_ uuid: String, account appTransaction: String, signed: Int64) -> NotificationRecord {
        var payload = ResponseBodyV2DecodedPayload()
        payload.notificationUUID = uuid
        payload.notificationType = .rescindConsent
        payload.signedDate = MillisecondDate(milliseconds: signed)
        var appData = NotificationAppData()
        appData.environment = .sandbox
        appData.signedAppTransactionInfo = "signed-app-transaction-\(appTransaction)"
        payload.appData = appData
        var app = JWSAppTransactionDecodedPayload()
        app.appTransactionId = appTransaction
        return NotificationRecord(
            payload: payload,
            signedPayload: "signed-\(uuid)",
            receivedDate: Date(timeIntervalSince1970: 9),
            appTransaction: app
        )
    }

    @Test(arguments: StorageBacking.available)
    func aWithdrawalIsShownToTheOwnersOfThatAccountsPurchasesAndCountsAsTheirChange(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            try await storage.storeTransactions([Self.transaction("100", account: "7")], renewalInfos: [], appUserId: "alice", at: Date())
            try await storage.storeTransactions([Self.transaction("200", account: "8")], renewalInfos: [], appUserId: "bob", at: Date())
            let alice = try #require(try await storage.customerRevision("alice"))
            let bob = try #require(try await storage.customerRevision("bob"))
            #expect(try await storage.storeNotification(Self.rescindConsent("n-1", account: "7", signed: 5_000)))
            #expect(try await storage.customerRevision("alice") ?? 0 > alice, "a customer info cached before it is not served")
            #expect(try await storage.customerRevision("bob") == bob)
            let expected = ConsentRescission(appTransactionId: "7", environment: "Sandbox", date: Date(timeIntervalSince1970: 5))
            #expect(try await storage.customer("alice").consentRescissions == [expected])
            #expect(try await storage.customer("bob").consentRescissions.isEmpty)
            #expect(!(try await storage.storeNotification(Self.rescindConsent("n-1", account: "7", signed: 5_000))), "a replay")
            #expect(try await storage.storeNotification(Self.rescindConsent("n-2", account: "7", signed: 8_000)))
            #expect(try await storage.customer("alice").consentRescissions == [expected], "the first withdrawal's date stands")
            // A purchase the same account makes later, reported by another user, shows the withdrawal to its owner.
            try await storage.storeTransactions([Self.transaction("300", account: "7")], renewalInfos: [], appUserId: "carol", at: Date())
            #expect(try await storage.customer("carol").consentRescissions == [expected])
        }
    }

    @Test(arguments: StorageBacking.available)
    func aWithdrawalForAnAccountNobodyHereBoughtWithChangesNoUser(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            try await storage.storeTransactions([Self.transaction("100", account: "7")], renewalInfos: [], appUserId: "alice", at: Date())
            let alice = try await storage.customerRevision("alice")
            #expect(try await storage.storeNotification(Self.rescindConsent("n-1", account: "99", signed: 5_000)))
            #expect(try await storage.customerRevision("alice") == alice)
            #expect(try await storage.customer("alice").consentRescissions.isEmpty)
        }
    }

    @Test(arguments: TestDatabase.available)
    func transactionsStoredBeforeVersion7AreFoundByTheirAppTransaction(database: TestDatabase) async throws {
        try await closing(SQLServerStorage(backend: try await database.makeBackend())) { storage in
            try await storage.migrate(to: 6)
            let payload = Self.transaction("100", account: "7").payload
            let decoded = String(decoding: try JSONEncoder().encode(payload), as: UTF8.self)
            try await storage.backend.transaction { db in
                try await db.raw("INSERT INTO users (app_user_id, created_date, revision) VALUES ('alice', 0, 0)").run()
                try await db.raw(
                    """
                    INSERT INTO transactions (transaction_id, original_transaction_id, product_id, signed_date, signed_transaction, decoded)
                    VALUES ('100', '100', 'com.example.gold', 1000, 'jws-100', \(bind: decoded))
                    """
                ).run()
                try await db.raw("INSERT INTO purchase_owners (original_transaction_id, app_user_id, since_date) VALUES ('100', 'alice', 0)").run()
            }
            try await storage.migrate()
            #expect(try await storage.storeNotification(Self.rescindConsent("n-1", account: "7", signed: 5_000)))
            #expect(try await storage.customerRevision("alice") == 1)
            #expect(try await storage.customer("alice").consentRescissions.map(\.appTransactionId) == ["7"])
        }
    }
}
#endif
