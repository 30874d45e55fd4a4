#if Server
import AppStoreModels
import Foundation
import SQLKit
import StoreHelperFixtures
import StoreHelperTesting
import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import Testing

/// Runs `body` on `storage` and closes it after, also when `body` throws.
func closing<S: ServerStorage>(_ storage: S, _ body: (S) async throws -> Void) async throws {
    do { try await body(storage) } catch {
        await storage.shutdown()
        throw error
    }
    await storage.shutdown()
}

func transaction(
    _ id: String,
    original: String? = nil,
    product: String = "com.example.gold",
    type: ProductType = .autoRenewable,
    signed: Int64 = 1_000,
    token: UUID? = nil,
    quantity: Int = 1
) -> SignedTransaction {
    let payload = TestTransaction.payload(
        id,
        product: product,
        type: type,
        original: original,
        purchased: MillisecondDate(milliseconds: Int64(id) ?? 0).date,
        signed: MillisecondDate(milliseconds: signed).date,
        quantity: quantity,
        appAccountToken: token
    )
    return SignedTransaction(payload: payload, jws: "jws-\(id)-\(signed)")
}

func notification(_ uuid: String, carrying record: SignedTransaction?) -> NotificationRecord {
    var payload = ResponseBodyV2DecodedPayload()
    payload.notificationUUID = uuid
    payload.notificationType = .didRenew
    payload.signedDate = MillisecondDate(milliseconds: 5_000)
    var data = NotificationData()
    data.environment = .sandbox
    data.signedTransactionInfo = record?.jws
    payload.data = data
    return NotificationRecord(payload: payload, signedPayload: "signed-\(uuid)", receivedDate: Date(timeIntervalSince1970: 6), transaction: record)
}

@Suite struct ServerStorageTests {
    @Test(arguments: StorageBacking.available)
    func aNotificationIsStoredOnceByItsUUID(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            let token = UUID()
            try await storage.storeTransactions([transaction("100", token: token)], renewalInfos: [], appUserId: "alice", at: Date())
            #expect(try await storage.storeNotification(notification("n-1", carrying: transaction("101", original: "100", signed: 2_000))))
            #expect(
                try await !storage.storeNotification(notification("n-1", carrying: transaction("102", original: "100", signed: 3_000))),
                "a replay"
            )
            #expect(try await storage.notificationCount() == 1)
            let records = try await storage.customer("alice")
            #expect(records.transactions.map(\.payload.transactionId) == ["100", "101"], "the replay's transaction is not kept")
            #expect(try await storage.notifications(limit: 10).map(\.signedPayload) == ["signed-n-1"])
        }
    }

    @Test(arguments: TestDatabase.available)
    func aRecordIsKeptAsTheJSONItWasSignedAsWithFieldsThisVersionDoesNotKnow(database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let plain = transaction("100")
            let signedJSON = """
                {"type":"Auto-Renewable Subscription","transactionId":"100","originalTransactionId":"100","productId":"com.example.gold",\
                "signedDate":1000,"purchaseDate":100,"quantity":1,"aFieldAppleAddsLater":{"kept":[1,2]}}
                """
            let record = SignedTransaction(payload: plain.payload, jws: plain.jws, signedJSON: signedJSON)
            var renewal = JWSRenewalInfoDecodedPayload()
            renewal.originalTransactionId = "100"
            renewal.signedDate = MillisecondDate(milliseconds: 1_000)
            let renewalJSON = #"{"signedDate":1000,"originalTransactionId":"100","anotherNewField":true}"#
            let renewalRecord = SignedRenewalInfo(payload: renewal, jws: "r-100", signedJSON: renewalJSON)
            try await storage.storeTransactions([record], renewalInfos: [renewalRecord], appUserId: "alice", at: Date())
            let kept = try await storage.backend.read { db in
                (
                    try await db.raw("SELECT decoded FROM transactions WHERE transaction_id = '100'").first()?.decode(
                        column: "decoded",
                        as: String.self
                    ),
                    try await db.raw("SELECT decoded FROM renewal_infos WHERE original_transaction_id = '100'").first()?.decode(
                        column: "decoded",
                        as: String.self
                    )
                )
            }
            #expect(kept.0 == signedJSON, "the transaction's JSON is kept byte for byte")
            #expect(kept.1 == renewalJSON, "the renewal info's JSON is kept byte for byte")
            let records = try await storage.customer("alice")
            #expect(records.transactions.map(\.payload) == [plain.payload] && records.renewalInfos.map(\.payload) == [renewal])

            // A payload changed after it was verified no longer matches its JSON: it is encoded again.
            var changed = record
            changed.payload.transactionId = "101"
            #expect(changed.signedJSON == nil && changed == SignedTransaction(payload: changed.payload, jws: plain.jws))
            try await storage.storeTransactions([changed], renewalInfos: [], appUserId: "alice", at: Date())
            let encoded = try await storage.backend.read { db in
                try await db.raw("SELECT decoded FROM transactions WHERE transaction_id = '101'").first()?.decode(column: "decoded", as: String.self)
            }
            #expect(encoded?.contains(#""transactionId":"101""#) == true && encoded?.contains("aFieldAppleAddsLater") == false)
        }
    }

    @Test(arguments: StorageBacking.available)
    func aTransactionIsReplacedOnlyByOneSignedLater(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            try await storage.storeTransactions([transaction("100", signed: 2_000)], renewalInfos: [], appUserId: "alice", at: Date())
            try await storage.storeTransactions([transaction("100", signed: 1_000)], renewalInfos: [], appUserId: "alice", at: Date())
            #expect(try await storage.customer("alice").transactions.map(\.jws) == ["jws-100-2000"])
            try await storage.storeTransactions([transaction("100", signed: 3_000)], renewalInfos: [], appUserId: nil, at: Date())
            #expect(try await storage.customer("alice").transactions.map(\.jws) == ["jws-100-3000"])
            // Revoked at the same signedDate (a store whose clock stood still): read back revoked, not from a cache.
            var revoked = transaction("100", signed: 3_000)
            revoked.payload.revocationDate = MillisecondDate(milliseconds: 3_000)
            try await storage.storeTransactions([revoked], renewalInfos: [], appUserId: nil, at: Date())
            #expect(try await storage.customer("alice").transactions.first?.payload.revocationDate == MillisecondDate(milliseconds: 3_000))
        }
    }

    @Test(arguments: StorageBacking.available)
    func aClaimBindsOnlyTheTokensVouchedForItsClaimant(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            let alices = UUID()
            let mallorys = PurchaseClaim(appUserId: "mallory", policy: .transfer, vouchedTokens: [UUID()])
            try await storage.storeTransactions([transaction("100", token: alices)], renewalInfos: [], claim: mallorys, at: Date(), enqueuing: [])
            _ = try await storage.storeNotification(notification("n-2", carrying: transaction("200", token: alices)))
            #expect(try await storage.customer("mallory").transactions.map(\.payload.transactionId) == ["100"], "200 is not hers")
            let alice = PurchaseClaim(appUserId: "alice", policy: .transfer, vouchedTokens: [alices])
            try await storage.storeTransactions([transaction("300", token: alices)], renewalInfos: [], claim: alice, at: Date(), enqueuing: [])
            #expect(try await storage.customer("alice").transactions.map(\.payload.transactionId) == ["200", "300"])
        }
    }

    @Test(arguments: StorageBacking.available)
    func anAppAccountTokenLinksLaterPurchasesToItsUser(backing: StorageBacking) async throws {
        try await backing.withStorage { storage in
            let token = UUID()
            let claim = PurchaseClaim(appUserId: "alice", policy: .transfer, vouchedTokens: [token])
            try await storage.storeTransactions([transaction("100", token: token)], renewalInfos: [], claim: claim, at: Date(), enqueuing: [])
            // A purchase the app never reported, carrying alice's token, arrives as a notification.
            let coins = transaction("200", product: "com.example.coins", type: .consumable, token: token)
            _ = try await storage.storeNotification(notification("n-2", carrying: coins))
            _ = try await storage.storeNotification(notification("n-3", carrying: transaction("300", token: UUID())))
            #expect(try await storage.customer("alice").transactions.map(\.payload.transactionId) == ["100", "200"])
            #expect(try await storage.customer("bob").transactions.isEmpty)
            #expect(try await storage.userExists("alice"))
            #expect(try await !storage.userExists("bob"))
        }
    }

    @Test(arguments: StorageBacking.available)
    func consumingIsIdempotentAndNeverGoesBelowZero(backing: StorageBacking) async throws {
        try await backing.withStorage { (storage: any ServerStorage) async throws in
            let coins = transaction("100", product: "coins", type: .consumable, quantity: 3)
            try await storage.storeTransactions([coins], renewalInfos: [], appUserId: "alice", at: Date())
            func consume(_ id: String, _ quantity: Int) async throws -> ConsumptionOutcome {
                try await storage.consume(
                    Consumption(requestId: id, appUserId: "alice", productId: "coins", quantity: quantity, date: Date(timeIntervalSince1970: 10)),
                    from: [ConsumablePurchase(transactionId: "100", units: 3)]
                )
            }
            #expect(try await consume("a", 2) == .consumed(balance: 1))
            #expect(try await consume("a", 2) == .alreadyApplied(balance: 1))
            #expect(try await consume("b", 2) == .insufficientBalance(balance: 1))
            #expect(try await consume("c", 1) == .consumed(balance: 0))
            #expect(try await storage.customer("alice").consumed == ["coins": 3])
            await #expect(throws: StorageError.self) { _ = try await consume("d", 0) }
            await #expect(throws: StorageError.self) { _ = try await consume("", 1) }
        }
    }

    /// N12 of the second outside attack: bob reusing alice's request id got 200 and nothing was debited. A request
    /// id used before for another user, product or quantity is refused; the same request again stays idempotent.
    @Test(arguments: StorageBacking.available)
    func aRequestIdUsedForAnotherRequestIsRefusedNotTakenForIt(backing: StorageBacking) async throws {
        try await backing.withStorage { (storage: any ServerStorage) async throws in
            let alices = transaction("100", product: "coins", type: .consumable, quantity: 3)
            let bobs = transaction("200", product: "coins", type: .consumable, quantity: 3)
            try await storage.storeTransactions([alices], renewalInfos: [], appUserId: "alice", at: Date())
            try await storage.storeTransactions([bobs], renewalInfos: [], appUserId: "bob", at: Date())
            func consume(_ user: String, _ quantity: Int, product: String = "coins") async throws -> ConsumptionOutcome {
                try await storage.consume(
                    Consumption(requestId: "r-1", appUserId: user, productId: product, quantity: quantity, date: Date(timeIntervalSince1970: 10)),
                    from: [ConsumablePurchase(transactionId: user == "alice" ? "100" : "200", units: 3)]
                )
            }
            #expect(try await consume("alice", 1) == .consumed(balance: 2))
            #expect(try await consume("alice", 1) == .alreadyApplied(balance: 2), "the same request again")
            #expect(try await consume("bob", 1) == .requestIdReused, "bob's request is not alice's")
            #expect(try await consume("alice", 2) == .requestIdReused, "another quantity")
            #expect(try await storage.customer("bob").consumed.isEmpty)
            #expect(try await storage.customer("alice").consumed == ["coins": 1])
        }
    }

    @Test(arguments: StorageBacking.available)
    func debitsRacingForOneBalanceNeverOverdraw(backing: StorageBacking) async throws {
        // 40 transactions contend for one row while other suites load the machine: this test is about the balance,
        // not the 5 s operation deadline (which the storage's own tests check), so it gives them a minute.
        try await backing.withStorage(operationTimeout: .seconds(60)) { (storage: any ServerStorage) async throws in
            try await storage.storeTransactions(
                [transaction("100", product: "coins", type: .consumable, quantity: 25)],
                renewalInfos: [],
                appUserId: "alice",
                at: Date()
            )
            // 40 debits of 1 at once against 25 units: exactly 25 succeed, whatever the interleaving.
            let outcomes = try await withThrowingTaskGroup(of: ConsumptionOutcome.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        try await storage.consume(
                            Consumption(
                                requestId: "r\(index)",
                                appUserId: "alice",
                                productId: "coins",
                                quantity: 1,
                                date: Date(timeIntervalSince1970: 10)
                            ),
                            from: [ConsumablePurchase(transactionId: "100", units: 25)]
                        )
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { if case .consumed = $0 { true } else { false } }.count == 25)
            #expect(outcomes.filter { $0 == .insufficientBalance(balance: 0) }.count == 15)
            #expect(try await storage.customer("alice").consumed == ["coins": 25])
        }
    }
}

@Suite struct MigrationTests {
    @Test(arguments: TestDatabase.available)
    func migrationsRunFromEmptyAndFromEachEarlierVersion(database: TestDatabase) async throws {
        for start in 0...Migration.latestVersion {
            try await closing(SQLServerStorage(backend: try await database.makeBackend())) { storage in
                #expect(try await storage.schemaVersion() == 0)
                try await storage.migrate(to: start)
                #expect(try await storage.schemaVersion() == start)
                try await storage.migrate()
                try await storage.migrate()
                #expect(try await storage.schemaVersion() == Migration.latestVersion, "from version \(start)")
                try await storage.storeTransactions([transaction("100")], renewalInfos: [], appUserId: "alice", at: Date())
                #expect(try await storage.customer("alice").transactions.count == 1)
            }
        }
    }

    @Test(arguments: TestDatabase.available)
    func aDatabaseFromANewerBuildIsRefused(database: TestDatabase) async throws {
        try await closing(SQLServerStorage(backend: try await database.makeBackend())) { storage in
            try await storage.migrate()
            let next = Migration.latestVersion + 1
            try await storage.backend.transaction { db in
                try await db.raw("INSERT INTO schema_migrations (version, summary, applied_date) VALUES (\(bind: next), 'future', 0)").run()
            }
            await #expect(throws: StorageError(.schemaTooNew, "the database is at schema version \(next); this build knows up to \(next - 1)")) {
                try await storage.migrate()
            }
        }
    }

    @Test(.enabled(if: TestDatabase.available.contains(.postgres), "needs PostgreSQL"))
    func twoServersMigratingOnePostgresDatabaseAtOnceBothSucceed() async throws {
        let first = try await TestDatabase.postgres.makeBackend()
        let url = try #require(TestDatabase.url(of: first))
        try await closing(SQLServerStorage(backend: first)) { first in
            try await closing(SQLServerStorage(backend: try await PostgresBackend.connect(url: url))) { second in
                async let a: Void = first.migrate()
                async let b: Void = second.migrate()
                _ = try await (a, b)
                #expect(try await first.schemaVersion() == Migration.latestVersion)
                let count = try await first.backend.read { db in
                    try await db.raw("SELECT COUNT(*) AS count FROM schema_migrations").first()?.decode(column: "count", as: Int.self)
                }
                #expect(count == Migration.latestVersion, "each migration applied once")
            }
        }
    }

    @Test func aFileDatabaseKeepsWhatWasCommittedAcrossOpens() async throws {
        let path = TemporaryFiles.url("storage", suffix: ".sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try await closing(SQLServerStorage(backend: try await SQLiteBackend.open(path: path))) { first in
            try await first.migrate()
            try await first.storeTransactions([transaction("100")], renewalInfos: [], appUserId: "alice", at: Date())
        }
        try await closing(SQLServerStorage(backend: try await SQLiteBackend.open(path: path))) { second in
            try await second.migrate()
            #expect(try await second.customer("alice").transactions.map(\.payload.transactionId) == ["100"])
        }
    }
}
#endif
