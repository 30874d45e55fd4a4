#if Server
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
        // Transfer is the server's policy for signed transactions; a receipt never takes a purchase from its owner.
        // A root trusted for every environment but Production (both local stores sign under the tests' one authority).
        let notProduction = try CertificateAuthority.generate(
            name: "Not Production",
            options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000))
        )
        let transferring: (inout ServerSettings) -> Void = {
            $0.ownershipPolicy = .transfer
            $0.extraRoots.append(notProduction.root)
        }
        // Each post an hour after the last, past the imports' throttle (ReceiptThrottleTests tries it).
        let wall = MockClock(Florist.start)
        try await withTwoStoresAndServer(on: database, configure: transferring, wallClock: wall) { production, sandbox, _, client, storage in
            func post(_ user: String, _ receipt: String) async throws -> TestResponse {
                wall.advance(by: .seconds(3_601))
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

            // A receipt never moves a purchase from its owner: alice's receipt sent for mallory takes nothing.
            let stolen = try await post("mallory", aliceReceipt)
            #expect(stolen.status == .conflict && errorKind(stolen) == "owned-by-another-user")
            #expect(try await storage.customer("mallory").transactions.isEmpty)

            // Issue 59: a receipt nobody signed, naming a purchase nobody has claimed yet (gina's), took it. Now it is
            // refused, as is one signed under a root the server does not trust, before any App Store call.
            let gina = try production.change { store in
                try store.addAccount("gina")
                try EndToEndTests.buy(Florist.gold, &store, "gina")
                return store.transactions(for: "gina").map(\.id)
            }
            let made = AppReceipt.naming(gina)
            let stranger = try CertificateAuthority.generate(name: "Mallory", options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000)))
            for (why, forged) in [("nobody signed", try made.unsigned()), ("another root", try made.signed(by: stranger))] {
                let taken = try await post("mallory", forged)
                #expect(taken.status == .badRequest && errorKind(taken) == "invalid-receipt", "\(why): \(String(buffer: taken.body))")
            }
            // Signed under a root trusted for every environment but Production: it may not import gina's.
            let sandboxSigned = try await post("mallory", try made.signed(by: notProduction))
            #expect(
                sandboxSigned.status == .notFound && errorKind(sandboxSigned) == "receipt-not-found",
                "asked of Sandbox only: \(String(buffer: sandboxSigned.body))"
            )
            #expect(try await storage.customer("mallory").transactions.isEmpty)
            let own = try await post("gina", try production.load().appReceipt(accountId: "gina"))
            #expect(own.status == .ok, "gina's own receipt: \(String(buffer: own.body))")
            #expect(try await storage.customer("gina").transactions.compactMap(\.payload.transactionId) == gina)

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
                ("another app's", foreign, .badRequest, "invalid-receipt"),
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
#endif
