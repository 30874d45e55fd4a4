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
    let directory = StateDirectory.temporary()
    defer { try? FileManager.default.removeItem(at: directory.url) }
    let made = try directory.withStore(create: Florist.creating(["environment": "Sandbox"])) { (store: inout LocalAppStore) throws(StoreError) in
        try store.addAccount("alice", appAccountToken: aliceToken, familyId: "smiths")
        try store.addAccount("bob", appAccountToken: bobToken)
        let root: [UInt8]
        do { root = try store.rootCertificateDER() } catch { throw StoreError.state("no root: \(error)") }
        return (store.createAPIKey(), root)
    }
    let key = try InAppPurchaseKey(pem: made.0.privateKeyPEM, keyId: made.0.key.keyId, issuerId: made.0.key.issuerId, bundleId: Florist.bundleId)
    var storeOptions = LocalAppStoreServer.Options()
    storeOptions.retrySchedule = .fast
    let storeServer = LocalAppStoreServer(directory: directory, options: storeOptions)
    let localStore = Application(
        router: storeServer.router(),
        configuration: .init(address: .hostname("127.0.0.1", port: 0)),
        services: storeServer.services()
    )
    var serverSettings = try settings(trusting: [], environments: ["Sandbox"], entitlements: ["vip": [Florist.bronze, Florist.silver, Florist.gold]])
    serverSettings.extraRoots = [try .init(derEncoded: made.1)]
    configure(&serverSettings)
    let configured = serverSettings
    try await localStore.test(.live) { storeClient in
        var settings = configured
        // The store plays Sandbox; Production is a port nobody listens on (9, discard), so every call the server
        // makes must go to the environment of the data it concerns: a call sent to Production fails.
        settings.api = EnvironmentRouter(
            key: key,
            production: .local(URL(string: "http://127.0.0.1:9")!),
            sandbox: .local(URL(string: "http://127.0.0.1:\(storeClient.port!)")!)
        )
        let clock = StateDirectoryClock(directory: directory)
        try await database.withStorage { storage in
            let server = StoreServer(settings: settings, storage: storage, clock: clock)
            try await Application(router: try server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0))).test(.live) {
                client in try await body(directory, server, client, storage)
            }
        }
    }
}

/// The local App Store's time, read from its state directory at each question.
struct StateDirectoryClock: ServiceClock {
    let directory: StateDirectory

    var now: Date { (try? directory.load().now) ?? Florist.start }

    func sleep(until deadline: Date) async throws {
        while now < deadline { try await Task.sleep(for: .milliseconds(50)) }
    }
}
