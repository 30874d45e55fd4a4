import AppStoreModels
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import LocalCertificateAuthority
import NIOFoundationEssentialsCompat
import StoreHelper
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// `POST /v1/receipts` against two local App Stores (Production and Sandbox) handing out app receipts: the
/// customer's history comes from the environment that knows the receipt's transaction, once, owned as the policy says.
@Suite(.timeLimit(.minutes(2))) struct ReceiptImportTests {
    @Test(arguments: TestDatabase.available)
    func aReceiptBringsTheCustomersHistoryFromItsEnvironment(database: TestDatabase) async throws {
        let keeping: (inout ServerSettings) -> Void = { $0.ownershipPolicy = .keep }
        try await withTwoStoresAndServer(on: database, configure: keeping) { production, sandbox, _, client, storage in
            func post(_ user: String, _ receipt: String) async throws -> TestResponse {
                let body = try JSONEncoder().encode(ReceiptReport(appUserId: user, receipt: receipt))
                return try await client.execute(uri: "/v1/receipts", method: .post, headers: .app, body: ByteBuffer(data: body))
            }
            // alice bought large flowers and silver in Production (a month ago: silver renewed); bob roses in Sandbox.
            let aliceReceipt = try production.change { store in
                try EndToEndTests.buy(Florist.large, &store, "alice")
                try EndToEndTests.buy(Florist.silver, &store, "alice")
                try store.advance(by: 32 * Florist.day)
                return try store.appReceipt(accountId: "alice")
            }
            let bobReceipt = try sandbox.change { store in
                try EndToEndTests.buy(Florist.roses, &store, "bob")
                return try store.appReceipt(accountId: "bob")
            }
            let aliceIds = try production.load().transactions(for: "alice").map(\.id)

            let imported = try await post("alice", aliceReceipt)
            #expect(imported.status == .ok, "\(String(buffer: imported.body))")
            let answer = try JSONDecoder().decode(ReceiptReport.Answer.self, from: Data(imported.body.readableBytesView))
            #expect(answer.environment == "Production" && Set(answer.transactionIds) == Set(aliceIds), "the whole history, renewal included")
            #expect(try await storage.customer("alice").transactions.count == aliceIds.count)
            let again = try await post("alice", aliceReceipt)
            #expect(again.status == .ok)
            #expect(try await storage.customer("alice").transactions.count == aliceIds.count, "sent twice, stored once")

            let fromSandbox = try await post("bob", bobReceipt)
            let sandboxAnswer = try JSONDecoder().decode(ReceiptReport.Answer.self, from: Data(fromSandbox.body.readableBytesView))
            #expect(sandboxAnswer.environment == "Sandbox", "Production first, then Sandbox on 4040010")
            #expect(try await storage.customer("bob").transactions.compactMap(\.payload.productId) == [Florist.roses])

            // The policy keeps a purchase with its owner: alice's receipt sent for mallory takes nothing.
            let stolen = try await post("mallory", aliceReceipt)
            #expect(stolen.status == .conflict && errorKind(stolen) == "owned-by-another-user")
            #expect(try await storage.customer("mallory").transactions.isEmpty)

            // Refusals that say what was wrong, and change nothing.
            let empty = try production.load().appReceipt(accountId: "bob")
            let foreign = try AppReceipt(
                bundleId: "com.example.other",
                appVersion: "1",
                originalAppVersion: "1",
                creationDate: Florist.start,
                purchases: [
                    .init(
                        productId: "x",
                        transactionId: "777",
                        originalTransactionId: "777",
                        quantity: 1,
                        purchaseDate: Florist.start,
                        originalPurchaseDate: Florist.start,
                        expiresDate: nil
                    )
                ]
            ).signed(by: TestAuthority.shared)
            let cases: [(String, String, HTTPResponse.Status, String)] = [
                ("no purchase", empty, .unprocessableContent, "receipt-without-purchases"),
                ("another app's", foreign, .notFound, "receipt-not-found"),
                ("not base64", "%%%", .badRequest, "invalid-receipt"),
                ("not a receipt", Data("hello".utf8).base64EncodedString(), .badRequest, "invalid-receipt"),
                ("truncated", String(aliceReceipt.prefix(200)), .badRequest, "invalid-receipt"),
                ("empty", "", .badRequest, "invalid-receipt"),
            ]
            for (why, receipt, status, kind) in cases {
                let refused = try await post("carol", receipt)
                #expect(refused.status == status && errorKind(refused) == kind, "\(why): \(refused.status) \(String(buffer: refused.body))")
            }
            #expect(try await storage.customer("carol").transactions.isEmpty)

            // The app's side: ServerConnection sends a receipt once per user, and remembers a receipt without purchases.
            let state = TemporaryFiles.url("receipts")
            defer { try? FileManager.default.removeItem(at: state) }
            func connection(_ user: String) throws -> ServerConnection {
                try ServerConnection(
                    .init(
                        baseURL: URL(string: "http://127.0.0.1:\(client.port!)")!,
                        appKey: appKey,
                        appUserId: user,
                        trustedEntitlements: .disabled,
                        stateDirectory: state
                    )
                )
            }
            let dave = try production.change { store in
                try store.addAccount("dave")
                try EndToEndTests.buy(Florist.gold, &store, "dave")
                return try store.appReceipt(accountId: "dave")
            }
            let sent = try await connection("dave").migrateAppReceipt(dave)
            #expect(sent?.environment == "Production" && sent?.transactionIds.count == 1)
            #expect(try await connection("dave").migrateAppReceipt(dave) == nil, "sent once")
            #expect(try await connection("erin").migrateAppReceipt(empty) == nil, "nothing to import")
            await #expect(throws: ServerConnectionError.self, "a refusal throws and is tried again") {
                try await connection("frank").migrateAppReceipt("%%%")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).count == 2, "dave's and erin's, not frank's")
            let huge = try await post("carol", String(repeating: "A", count: 3 << 20))
            #expect(huge.status == .contentTooLarge)
        }
    }
}
