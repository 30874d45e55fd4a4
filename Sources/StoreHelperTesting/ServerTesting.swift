#if Server
public import AppStoreModels
import AppStoreSignature
public import Foundation
public import HTTPTypes
import Hummingbird
public import HummingbirdTesting
public import LocalAppStore
public import NIOCore
public import StoreHelperFixtures
public import StoreServer
public import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import SwiftASN1
import X509

// StoreServer under test, in-process: the florist's settings, keys, a server on a new storage, and what its
// answers carry. (Both servers live on loopback together: EndToEndTests' StoreAndServer.swift.)

public let appKey = "app-key-0123456789abcdef"
public let adminKey = "admin-key-0123456789abcdef"

/// Settings for a florist server trusting `roots`, accepting `environments`.
public func settings(
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

/// Runs `body` against a StoreServer on a new database, in-process (no socket); `wallClock` times its throttles.
public func withServer(
    _ settings: ServerSettings,
    on database: TestDatabase = .sqlite,
    clock: any ServiceClock = MockClock(Florist.start),
    wallClock: any ServiceClock = SystemClock(),
    _ body: @escaping @Sendable (any TestClientProtocol, any ServerStorage) async throws -> Void
) async throws {
    try await withServer(settings, on: StorageBacking(database), clock: clock, wallClock: wallClock, body)
}

/// Runs `body` against a StoreServer on a new storage of `backing` (the in-memory twin, or a database),
/// in-process (no socket): a service's tests that run on `.memory` too need no database.
public func withServer(
    _ settings: ServerSettings,
    on backing: StorageBacking,
    clock: any ServiceClock = MockClock(Florist.start),
    wallClock: any ServiceClock = SystemClock(),
    _ body: @escaping @Sendable (any TestClientProtocol, any ServerStorage) async throws -> Void
) async throws {
    try await backing.withStorage { storage in
        let server = StoreServer(settings: settings, storage: storage, clock: clock, wallClock: wallClock)
        try await Application(router: try server.router()).test(.router) { client in try await body(client, storage) }
    }
}

/// A notification request body.
public func notificationBody(_ signedPayload: String) -> ByteBuffer {
    ByteBuffer(string: #"{"signedPayload":"\#(signedPayload)"}"#)
}

/// The `error.kind` of a JSON error answer.
public func errorKind(_ response: TestResponse) -> String? {
    let json = try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: [String: String]]
    return json?["error"]?["kind"]
}

extension HTTPFields {
    public static let app: HTTPFields = [.authorization: "Bearer \(appKey)", .contentType: "application/json"]
    public static let admin: HTTPFields = [.authorization: "Bearer \(adminKey)"]
}
#endif
