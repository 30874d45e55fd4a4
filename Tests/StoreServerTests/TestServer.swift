import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreServer
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import SwiftASN1
import X509

let appKey = "app-key-0123456789abcdef"
let adminKey = "admin-key-0123456789abcdef"

/// Settings for a florist server trusting `roots`, accepting `environments`.
func settings(
    trusting roots: [LocalAppStore],
    environments: [String] = ["LocalTesting", "Sandbox"],
    bundleId: String = Florist.bundleId,
    entitlements: [String: [String]]? = nil,
    catalog: URL = Florist.storekitURL
) throws -> ServerSettings {
    var configuration = ServerConfiguration()
    configuration.bundleId = bundleId
    configuration.environments = environments
    configuration.appKeys = [appKey]
    configuration.adminKeys = [adminKey]
    configuration.catalog = catalog.path
    configuration.entitlements = entitlements
    var settings = try configuration.validated(drivers: [.sqlite, .postgres])
    settings.extraRoots = try roots.map { try Certificate(derEncoded: try $0.rootCertificateDER()) }
    return settings
}

/// Runs `body` against a StoreServer on a new database, in-process (no socket).
func withServer(
    _ settings: ServerSettings,
    on database: TestDatabase = .sqlite,
    clock: @escaping @Sendable () -> Date = { Florist.start },
    _ body: @escaping @Sendable (any TestClientProtocol, any ServerStorage) async throws -> Void
) async throws {
    try await database.withStorage { storage in
        let server = StoreServer(settings: settings, storage: storage, clock: clock)
        try await Application(router: try server.router()).test(.router) { client in try await body(client, storage) }
    }
}

/// Runs `body` against a StoreServer on a new storage of `backing` (the in-memory twin, or a database),
/// in-process (no socket): a service's tests that run on `.memory` too need no database.
func withServer(
    _ settings: ServerSettings,
    on backing: StorageBacking,
    clock: @escaping @Sendable () -> Date = { Florist.start },
    _ body: @escaping @Sendable (any TestClientProtocol, any ServerStorage) async throws -> Void
) async throws {
    try await backing.withStorage { storage in
        let server = StoreServer(settings: settings, storage: storage, clock: clock)
        try await Application(router: try server.router()).test(.router) { client in try await body(client, storage) }
    }
}

/// A notification request body.
func notificationBody(_ signedPayload: String) -> ByteBuffer {
    ByteBuffer(string: #"{"signedPayload":"\#(signedPayload)"}"#)
}

/// The `error.kind` of a JSON error answer.
func errorKind(_ response: TestResponse) -> String? {
    let json = try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: [String: String]]
    return json?["error"]?["kind"]
}

extension HTTPFields {
    static let app: HTTPFields = [.authorization: "Bearer \(appKey)", .contentType: "application/json"]
    static let admin: HTTPFields = [.authorization: "Bearer \(adminKey)"]
}

/// alice's and bob's app account tokens in the local App Store of ``withStoreAndServer(on:configure:_:)``.
let aliceToken = UUID(uuidString: "A11CE000-0000-4000-8000-000000000001")!
let bobToken = UUID(uuidString: "B0B00000-0000-4000-8000-000000000002")!

/// The local App Store served over HTTP (florist catalog, Sandbox, alice in the smiths' family and bob)
/// and a StoreServer beside it, both live on loopback: the server trusts the store's root, calls its App
/// Store Server API with a key the store made, and follows its clock. `body` gets the store's state
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
        settings.api = (key, .local(URL(string: "http://127.0.0.1:\(storeClient.port!)")!))
        let clock: @Sendable () -> Date = { (try? directory.load().now) ?? Florist.start }
        try await database.withStorage { storage in
            let server = StoreServer(settings: settings, storage: storage, clock: clock)
            try await Application(router: try server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0))).test(.live) {
                client in try await body(directory, server, client, storage)
            }
        }
    }
}
