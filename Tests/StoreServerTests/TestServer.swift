import AppStoreModels
import AppStoreSignature
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import StoreHelperTesting
import StoreServer
import StoreStorage
import StoreStorageSQLite
import X509

let appKey = "app-key-0123456789abcdef"
let adminKey = "admin-key-0123456789abcdef"

/// Settings for a florist server trusting `roots`, accepting `environments`.
func settings(
    trusting roots: [LocalAppStore],
    environments: [String] = ["LocalTesting", "Sandbox"],
    bundleId: String = Florist.bundleId,
    entitlements: [String: [String]]? = nil
) throws -> ServerSettings {
    var configuration = ServerConfiguration()
    configuration.bundleId = bundleId
    configuration.environments = environments
    configuration.appKeys = [appKey]
    configuration.adminKeys = [adminKey]
    configuration.catalog = Florist.storekitURL.path
    configuration.entitlements = entitlements
    var settings = try configuration.validated()
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
