#if Server
import AppStoreModels
import Foundation
import SQLKit
import StoreHelperFixtures
import StoreHelperTesting
import StoreStorage
import Testing

/// Versions of one transaction, and owners of one purchase, as storage settles them.
@Suite struct PurchaseVersionsTests {
    /// `record` revoked at `revoked` (milliseconds), signed at `signed`.
    static func refunded(_ record: SignedTransaction, at revoked: Int64, signed: Int64) -> SignedTransaction {
        var payload = record.payload
        payload.revocationDate = MillisecondDate(milliseconds: revoked)
        payload.revocationReason = .other
        payload.signedDate = MillisecondDate(milliseconds: signed)
        return SignedTransaction(payload: payload, jws: "refund-\(signed)")
    }

    @Test(arguments: StorageBacking.available)
    func aRefundIsNeverUndoneByACopyOfThePurchaseSignedAtTheSameInstantOrBefore(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            let purchase = transaction("100", product: "com.example.roses", type: .nonConsumable, signed: 2_000)
            let refund = Self.refunded(purchase, at: 2_000, signed: 2_000)
            try await storage.storeTransactions([purchase], renewalInfos: [], appUserId: "alice", at: Date())
            try await storage.storeTransactions([refund], renewalInfos: [], appUserId: nil, at: Date())
            for late in [purchase, transaction("100", product: "com.example.roses", type: .nonConsumable, signed: 1_000)] {
                try await storage.storeTransactions([late], renewalInfos: [], appUserId: "alice", at: Date())
                #expect(try await storage.customer("alice").transactions.first?.payload.revocationDate != nil, "a late copy changed nothing")
            }
            // Within one write: the refund wins over the purchase signed at the same instant, in either order.
            try await storage.storeTransactions(
                [Self.refunded(transaction("200", signed: 3_000), at: 3_000, signed: 3_000), transaction("200", signed: 3_000)],
                renewalInfos: [],
                appUserId: "alice",
                at: Date()
            )
            let two = try await storage.customer("alice").transactions.first { $0.payload.transactionId == "200" }
            #expect(two?.payload.revocationDate != nil)
            // A version signed later without a revocation (a reversed refund) does win.
            let reversed = transaction("100", product: "com.example.roses", type: .nonConsumable, signed: 5_000)
            try await storage.storeTransactions([reversed], renewalInfos: [], appUserId: nil, at: Date())
            let one = try await storage.customer("alice").transactions.first { $0.payload.transactionId == "100" }
            #expect(one?.payload.revocationDate == nil && one?.payload.signedDate?.wholeMilliseconds == 5_000)
        }
    }

    @Test(arguments: TestDatabase.available)
    func migratingToVersion5GivesEachPurchaseOneOwnerTheTokenHolderFirst(database: TestDatabase) async throws {
        try await closing(SQLServerStorage(backend: try await database.makeBackend())) { storage in
            try await storage.migrate(to: 4)
            try await storage.backend.transaction { db in
                try await db.raw("INSERT INTO users (app_user_id, created_date) VALUES ('alice', 0), ('bob', 0), ('carol', 0)").run()
                for (id, token) in [("100", "NULL"), ("200", "'t-carol'")] {
                    try await db.raw(
                        SQLQueryString(
                            """
                            INSERT INTO transactions (transaction_id, original_transaction_id, product_id, app_account_token, signed_date,
                                signed_transaction, decoded)
                            VALUES ('\(unsafeRaw: id)', '\(unsafeRaw: id)', 'p', \(unsafeRaw: token), 1, 'jws',
                                '{"transactionId":"\(unsafeRaw: id)","originalTransactionId":"\(unsafeRaw: id)"}')
                            """
                        )
                    ).run()
                }
                try await db.raw(
                    "INSERT INTO user_purchases (app_user_id, original_transaction_id) VALUES ('bob', '100'), ('alice', '100'), ('bob', '200')"
                ).run()
                try await db.raw("INSERT INTO user_tokens (app_account_token, app_user_id) VALUES ('t-carol', 'carol')").run()
            }
            try await storage.migrate()
            #expect(try await storage.appUserId(owning: "100") == "alice", "one of those who claimed it, not both")
            #expect(try await storage.appUserId(owning: "200") == "carol", "the token's holder")
            #expect(try await storage.customer("bob").transactions.isEmpty)
            #expect(try await storage.customer("alice").transactions.map(\.payload.transactionId) == ["100"])
        }
    }

    @Test(arguments: StorageBacking.available)
    func aClaimOnAPurchaseOwnedByAnotherFollowsThePolicy(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            let claim = { (user: String, policy: OwnershipPolicy) in PurchaseClaim(appUserId: user, policy: policy) }
            try await storage.storeTransactions([transaction("100")], renewalInfos: [], appUserId: "alice", at: Date())
            let alice = try #require(try await storage.customerRevision("alice"))
            await #expect { () async throws in
                try await storage.storeTransactions([transaction("100")], renewalInfos: [], claim: claim("bob", .keep), at: Date(), enqueuing: [])
            } throws: { ($0 as? StorageError)?.kind == .ownedByAnotherUser }
            try await storage.storeTransactions([transaction("100")], renewalInfos: [], claim: claim("bob", .linkUnowned), at: Date(), enqueuing: [])
            #expect(try await storage.appUserId(owning: "100") == "alice", "a refresh moves nothing")
            try await storage.storeTransactions([transaction("100")], renewalInfos: [], claim: claim("bob", .transfer), at: Date(), enqueuing: [])
            #expect(try await storage.appUserId(owning: "100") == "bob")
            #expect(try #require(try await storage.customerRevision("alice")) > alice, "the user who lost it sees the change")
            #expect(try await storage.customer("alice").transactions.isEmpty)
        }
    }
}
#endif
