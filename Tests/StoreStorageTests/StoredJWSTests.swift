#if Server
import AppStoreModels
import Foundation
import SQLKit
import StoreHelperFixtures
import StoreHelperTesting
import StoreStorage
import Testing

/// Signed tokens are kept with their header segment once per distinct header, and read back whole.
@Suite struct StoredJWSTests {
    /// Two header segments as long as a certificate chain makes them.
    static let header = "eyJhbGciOiJFUzI1NiIsIng1YyI6WyJ" + String(repeating: "QUJD", count: 100)
    static let otherHeader = "eyJhbGciOiJFUzI1NiIsIng1YyI6WyJ" + String(repeating: "WFla", count: 100)

    @Test(arguments: TestDatabase.available)
    func tokensReadBackByteForByteWithEachHeaderKeptOnce(database: TestDatabase) async throws {
        try await database.withStorage { storage in
            var record = transaction("100")
            record.jws = "\(Self.header).eyJ0cmFuc2FjdGlvbklkIjoiMTAwIn0.c2lnbmF0dXJl"
            var renewal = JWSRenewalInfoDecodedPayload()
            renewal.originalTransactionId = "100"
            renewal.signedDate = MillisecondDate(milliseconds: 1_000)
            let renewalRecord = SignedRenewalInfo(payload: renewal, jws: "\(Self.otherHeader).eyJyZW5ld2FsIjp0cnVlfQ.c2ln")
            var note = notification("n-1", carrying: record)
            note.signedPayload = "\(Self.header).\(String(repeating: "cGF5bG9hZA", count: 50)).c2lnbmF0dXJl"
            note.renewalInfo = renewalRecord
            try await storage.storeTransactions([record], renewalInfos: [], appUserId: "alice", at: Date())
            #expect(try await storage.storeNotification(note))

            let records = try await storage.customer("alice")
            #expect(records.transactions.map(\.jws) == [record.jws])
            #expect(records.renewalInfos.map(\.jws) == [renewalRecord.jws])
            #expect(try await storage.notifications(limit: 5).map(\.signedPayload) == [note.signedPayload])
            #expect(try await storage.notifications(about: ["100"]).map(\.signedPayload) == [note.signedPayload])

            let (headers, rows) = try await storage.backend.read { db in
                (
                    try await db.raw("SELECT header FROM jws_headers ORDER BY header").all().map { try $0.decode(column: "header", as: String.self) },
                    try await db.raw(
                        """
                        SELECT signed_payload AS kept FROM notifications UNION ALL SELECT signed_transaction FROM transactions
                        UNION ALL SELECT signed_renewal_info FROM renewal_infos
                        """
                    ).all().map { try $0.decode(column: "kept", as: String.self) }
                )
            }
            #expect(headers == [Self.header, Self.otherHeader].sorted(), "each header once, for three tokens")
            #expect(rows.count == 3 && rows.allSatisfy { $0.hasPrefix(".") && !$0.contains("QUJDQUJD") && !$0.contains("WFlaWFla") })
        }
    }

    @Test(arguments: TestDatabase.available)
    func rowsWrittenBeforeSchemaVersion4ReadBackWholeAndLaterOnesAreSplit(database: TestDatabase) async throws {
        try await closing(SQLServerStorage(backend: try await database.makeBackend())) { storage in
            try await storage.migrate(to: 3)
            let whole = "\(Self.header).eyJ0IjoxfQ.c2ln"
            let wholeNotification = "\(Self.header).eyJuIjoxfQ.c2ln"
            let decoded = String(decoding: try JSONEncoder().encode(transaction("100").payload), as: UTF8.self)
            let decodedNotification = String(decoding: try JSONEncoder().encode(notification("n-0", carrying: nil).payload), as: UTF8.self)
            try await storage.backend.transaction { db in
                try await db.raw("INSERT INTO users (app_user_id, created_date) VALUES ('alice', 0)").run()
                try await db.raw("INSERT INTO user_purchases (app_user_id, original_transaction_id) VALUES ('alice', '100')").run()
                try await db.raw(
                    """
                    INSERT INTO transactions (transaction_id, original_transaction_id, product_id, purchase_date, signed_date, signed_transaction, decoded)
                    VALUES ('100', '100', 'com.example.gold', 100, 1000, \(bind: whole), \(bind: decoded))
                    """
                ).run()
                try await db.raw(
                    """
                    INSERT INTO notifications (notification_uuid, notification_type, received_date, original_transaction_id, signed_payload, decoded)
                    VALUES ('n-0', 'DID_RENEW', 6000, '100', \(bind: wholeNotification), \(bind: decodedNotification))
                    """
                ).run()
            }
            try await storage.migrate()
            #expect(try await storage.customer("alice").transactions.map(\.jws) == [whole])
            #expect(try await storage.notifications(about: ["100"]).map(\.signedPayload) == [wholeNotification])

            var later = transaction("100", signed: 2_000)
            later.jws = "\(Self.header).eyJ0IjoyfQ.c2ln"
            try await storage.storeTransactions([later], renewalInfos: [], appUserId: "alice", at: Date())
            #expect(try await storage.customer("alice").transactions.map(\.jws) == [later.jws], "the newer version, split, reads back whole")
            let kept = try await storage.backend.read { db in
                try await db.raw("SELECT signed_transaction FROM transactions").first()?.decode(column: "signed_transaction", as: String.self)
            }
            #expect(kept == ".eyJ0IjoyfQ.c2ln")
        }
    }
}
#endif
