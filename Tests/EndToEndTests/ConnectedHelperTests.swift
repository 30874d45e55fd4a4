#if Server
import AppStoreModels
import Crypto
import Entitlements
import Foundation
import HummingbirdTesting
import LocalAppStoreSQLite
import StoreHelper
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperLocal
import StoreHelperTesting
import StoreServer
import StoreStorage
import Testing

/// StoreHelper connected to StoreServer over real HTTP (URLSession), the device on the local App
/// Store that the server also hears from: a purchase reaches the server from the app, and the
/// server's signed customer info agrees with the device.
@Suite(.timeLimit(.minutes(2))) struct ConnectedHelperTests {
    @Test func aPurchaseReachesTheServerFromTheAppAndBothViewsAgree() async throws {
        try await withStoreAndServer(on: .sqlite) { directory, server, client, storage in
            let port = try #require(client.port)
            let state = TemporaryFiles.url("connected")
            defer { try? FileManager.default.removeItem(at: state) }
            let connection = try ServerConnection(
                .init(
                    baseURL: URL(string: "http://127.0.0.1:\(port)")!,
                    appKey: appKey,
                    appUserId: "alice-app-user",
                    signingKey: ServerSigningKey(server.settings.responseSigningKey.publicKey),
                    trustedEntitlements: .enforced,
                    stateDirectory: state
                )
            )
            let device = try await LocalStore(access: StateAccess(directory: directory), accountId: "alice")
            let transaction = try await Self.buyGoldAndCompare(device: device, connection: connection, state: state)
            #expect(try await storage.appUserId(owning: try #require(transaction?.originalTransactionId)) == "alice-app-user")
        }
    }

    /// Buys gold through a StoreHelper connected to the server, and checks that the server's signed
    /// customer info says what the device says.
    @MainActor
    static func buyGoldAndCompare(device: LocalStore, connection: ServerConnection, state: URL) async throws -> JWSTransactionDecodedPayload? {
        let helper = StoreHelper(
            configuration: try ProductConfiguration(contentsOf: Florist.productsPlistURL),
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: state.appendingPathComponent("ledger.json"))),
            server: connection
        )
        await helper.start()
        let gold = try #require(helper.product(Florist.gold))
        let transaction = try await helper.purchase(gold).transaction?.payload
        #expect(helper.purchaseState == .purchased)
        #expect(transaction?.appAccountToken == connection.appAccountToken, "the purchase carries the user's token")
        #expect(await connection.flush(), "sent to POST /v1/transactions")
        #expect(await connection.pendingTransactions.isEmpty)

        let answer = try await helper.serverCustomerInfo()
        #expect(answer.verification == .verified)
        #expect(answer.info.activeProductIds == helper.purchasedProducts.sorted(), "the server agrees with the device")
        #expect(answer.info.activeProductIds == [Florist.gold])
        return transaction
    }
}
#endif
