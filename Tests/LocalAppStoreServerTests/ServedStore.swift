#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import LocalAppStoreServer
import LocalAppStoreServerAPI
import StoreHelperFixtures
import StoreKitInterface

/// A florist store in a temporary state directory, served in-process on a free port, with an API key
/// and a client that signs with it.
struct ServedStore {
    let directory: StateDirectory
    let key: InAppPurchaseKey
    var options = LocalAppStoreServer.Options()

    init(
        settings: [String: String] = ["environment": "Sandbox"],
        annual: Bool = false,
        _ prepare: (inout LocalAppStore) throws -> Void = { _ in }
    ) throws {
        directory = .temporary()
        var prepareError: (any Error)?
        let create = annual ? Florist.creatingAnnual(settings) : Florist.creating(settings)
        let made = try directory.withStore(create: create) { (store: inout LocalAppStore) throws(StoreError) in
            let made = store.serverAPI.createAPIKey()
            do { try prepare(&store) } catch { prepareError = error }
            return made
        }
        if let prepareError { throw prepareError }
        key = try InAppPurchaseKey(pem: made.privateKeyPEM, keyId: made.key.keyId, issuerId: made.key.issuerId, bundleId: Florist.bundleId)
    }

    /// A florist store playing Sandbox whose API limits and tokens run on a wall clock the test moves.
    static func sandbox(wall: MockClock) throws -> ServedStore {
        var made = try ServedStore()
        made.options.wallClock = wall
        return made
    }

    var server: LocalAppStoreServer { LocalAppStoreServer(directory: directory, options: options) }

    /// Changes the saved store (as another `storehelper store` process would).
    @discardableResult
    func change<Result>(_ body: (inout LocalAppStore) throws -> Result) throws -> Result { try directory.change(body) }

    func load() throws -> LocalAppStore { try directory.load() }

    /// Serves the store while `body` runs with a client pointed at it and the served base URL.
    func serve(clientKey: InAppPurchaseKey? = nil, _ body: @escaping @Sendable (AppStoreServerAPIClient, URL) async throws -> Void) async throws {
        let app = Application(router: server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        let key = clientKey ?? self.key
        try await app.test(.live) { client in
            let url = URL(string: "http://127.0.0.1:\(client.port!)")!
            try await body(AppStoreServerAPIClient(key: key, environment: .local(url)), url)
        }
    }
}

/// Makes `store` one Apple would send real-time retention requests from: Sandbox, with the app's Apple ID; and,
/// leniently, one that sends them to the test's own `http://` endpoint.
func sendsRealtimeRequests(_ store: inout LocalAppStore) throws {
    try store.set("environment", to: "Sandbox")
    try store.set("appAppleId", to: "1234567890")
    try store.set("allowHTTPRealtimeURL", to: "on")
}

/// Buys `productId` in `store` and returns the transaction id.
@discardableResult
func buy(_ productId: String, in store: inout LocalAppStore, account: String = LocalAppStore.defaultAccountId) throws -> String {
    guard case .purchased(let signed) = try store.purchase(productId, accountId: account) else { throw StoreError.invalidAction("not purchased") }
    return signed.payload.transactionId ?? ""
}

/// Decodes a JWS payload without verifying it (the tests verify separately where it matters).
func payload<Payload: Decodable>(_ jws: String, as _: Payload.Type) throws -> Payload {
    let jws = try CompactJWS(jws)
    return try JSONDecoder().decode(Payload.self, from: Data(jws.payload))
}
#endif
