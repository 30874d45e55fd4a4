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
import StoreHelperJSON
import StoreHelperTesting
import StoreServer
import StoreStorage
import SwiftASN1
import X509

/// alice's and bob's app account tokens in the local App Store of ``withStoreAndServer(on:configure:_:)``: the ones
/// StoreHelper derives from their ids, as their apps set them and the server binds them.
let aliceToken = AppAccountToken.derived(for: "alice")
let bobToken = AppAccountToken.derived(for: "bob")

/// The local App Store served over HTTP (florist catalog, Sandbox, alice in the smiths' family and bob)
/// and a StoreServer beside it, both live on loopback: the server trusts the store's root, calls its App
/// Store Server API (as Sandbox's) with a key the store made, and follows its clock. `body` gets the store's state
/// directory, the server, a client of the server and the server's storage.
func withStoreAndServer(
    on database: TestDatabase,
    configure: (inout ServerSettings) -> Void = { _ in },
    _ body: @escaping @Sendable (StateDirectory, StoreServer, any TestClientProtocol, SQLServerStorage) async throws -> Void
) async throws {
    let store = try ServedTestStore(["environment": "Sandbox"])
    defer { store.remove() }
    var serverSettings = try settings(trusting: [], environments: ["Sandbox"], entitlements: ["vip": [Florist.bronze, Florist.silver, Florist.gold]])
    serverSettings.extraRoots = [store.root]
    configure(&serverSettings)
    let configured = serverSettings
    try await store.serve { storeURL in
        var settings = configured
        // The store plays Sandbox; Production is a port nobody listens on (9, discard), so every call the server
        // makes must go to the environment of the data it concerns: a call sent to Production fails.
        settings.api = EnvironmentRouter(key: store.key, production: .local(URL(string: "http://127.0.0.1:9")!), sandbox: .local(storeURL))
        try await serve(settings, on: database, clock: StateDirectoryClock(directory: store.directory)) { server, client, storage in
            try await body(store.directory, server, client, storage)
        }
    }
}

/// Two local App Stores, one playing Production (app Apple ID ``productionAppAppleId``) and one Sandbox, each with
/// the florist catalog, alice and bob, and one StoreServer fed by both: it accepts both environments, trusts the
/// Production store's root for Production (``ServerSettings/testRootsTrustedForProduction``, as only a test may) and
/// the Sandbox store's for Sandbox, calls each store's App Store Server API as that environment's, and follows the
/// Production store's clock (move both stores together).
func withTwoStoresAndServer(
    on database: TestDatabase,
    configure: (inout ServerSettings) -> Void = { _ in },
    wallClock: any ServiceClock = SystemClock(),
    _ body:
        @escaping @Sendable (_ production: StateDirectory, _ sandbox: StateDirectory, StoreServer, any TestClientProtocol, SQLServerStorage)
        async throws -> Void
) async throws {
    let production = try ServedTestStore(["appAppleId": String(productionAppAppleId), "environment": "Production"])
    defer { production.remove() }
    let sandbox = try ServedTestStore(["environment": "Sandbox"])
    defer { sandbox.remove() }
    var serverSettings = try settings(trusting: [], environments: ["Sandbox"], entitlements: ["vip": [Florist.bronze, Florist.silver, Florist.gold]])
    serverSettings.environments = [.production, .sandbox]
    serverSettings.appAppleId = productionAppAppleId
    serverSettings.extraRoots = [sandbox.root]
    serverSettings.testRootsTrustedForProduction = [production.root]
    configure(&serverSettings)
    let configured = serverSettings
    try await production.serve { productionURL in
        try await sandbox.serve { sandboxURL in
            var settings = configured
            settings.api = EnvironmentRouter(
                production: AppStoreServerAPIClient(key: production.key, environment: .local(productionURL)),
                sandbox: AppStoreServerAPIClient(key: sandbox.key, environment: .local(sandboxURL))
            )
            try await serve(settings, on: database, clock: StateDirectoryClock(directory: production.directory), wallClock: wallClock) {
                server,
                client,
                storage in
                try await body(production.directory, sandbox.directory, server, client, storage)
            }
        }
    }
}

/// The app Apple ID of the Production store of ``withTwoStoresAndServer(on:configure:_:)``.
let productionAppAppleId: Int64 = 1_234_567_890

/// A StoreServer with `settings` on a new `database`, live on loopback, following `clock`.
private func serve(
    _ settings: ServerSettings,
    on database: TestDatabase,
    clock: some ServiceClock,
    wallClock: any ServiceClock = SystemClock(),
    _ body: @escaping @Sendable (StoreServer, any TestClientProtocol, SQLServerStorage) async throws -> Void
) async throws {
    try await database.withStorage { storage in
        let server = StoreServer(settings: settings, storage: storage, clock: clock, wallClock: wallClock)
        try await Application(router: try server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0))).test(.live) {
            client in try await body(server, client, storage)
        }
    }
}

/// A local App Store in a temporary state directory (florist catalog, `settings` applied, alice in the smiths'
/// family and bob), with an API key it made and its root, ready to serve over HTTP.
struct ServedTestStore: Sendable {
    let directory = StateDirectory.temporary()
    let key: InAppPurchaseKey
    let root: Certificate

    init(_ settings: [String: String]) throws {
        let made = try directory.withStore(create: Florist.creating(settings)) { (store: inout LocalAppStore) throws(StoreError) in
            try store.addAccount("alice", appAccountToken: aliceToken, familyId: "smiths")
            try store.addAccount("bob", appAccountToken: bobToken)
            let root: [UInt8]
            do { root = try store.rootCertificateDER() } catch { throw StoreError.state("no root: \(error)") }
            return (store.serverAPI.createAPIKey(), root)
        }
        key = try InAppPurchaseKey(pem: made.0.privateKeyPEM, keyId: made.0.key.keyId, issuerId: made.0.key.issuerId, bundleId: Florist.bundleId)
        root = try Certificate(derEncoded: made.1)
    }

    /// Runs `body` with the store served on loopback (retries on the fast schedule); `body` gets its URL.
    func serve(_ body: @escaping @Sendable (URL) async throws -> Void) async throws {
        var options = LocalAppStoreServer.Options()
        options.retrySchedule = .fast
        let server = LocalAppStoreServer(directory: directory, options: options)
        let application = Application(
            router: server.router(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            services: server.services()
        )
        try await application.test(.live) { client in try await body(URL(string: "http://127.0.0.1:\(client.port!)")!) }
    }

    func remove() { try? FileManager.default.removeItem(at: directory.url) }
}

/// The local App Store's time, read from its state directory at each question.
struct StateDirectoryClock: ServiceClock {
    let directory: StateDirectory

    var now: Date { (try? directory.load().now) ?? Florist.start }

    func sleep(until deadline: Date) async throws {
        while now < deadline { try await Task.sleep(for: .milliseconds(50)) }
    }
}
#endif
