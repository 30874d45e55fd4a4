#if Server
import AppStoreModels
import AppStoreSignature
import Crypto
import Foundation
import LocalAppStore
import Logging
import NIOConcurrencyHelpers
import StoreHelper
import StoreHelperJSON
import StoreKitConfiguration
import StoreServer
import StoreStorage
import SwiftASN1

/// StoreServer beside the check's store, live on loopback over a SQLite file: it hears of the
/// customer's purchases twice over, from the app (StoreHelper's ``ServerConnection``) and from the
/// store's notifications, which the check delivers itself — a delivery can fail and is retried at the
/// next step, as Apple retries — and it can be restarted on the same database.
final class CheckServer: Sendable {
    static let appKey = "check-app-key-0123456789"
    static let appUserId = "check-user"

    let settings: ServerSettings
    private let storage: any ServerStorage
    /// The server's clock, kept at the store's instant (which only moves ahead): the server judges at it.
    private let clock: MockClock
    private let running = NIOLockedValueBox<BackgroundStoreServer?>(nil)
    /// Notifications made by the store and not yet taken by the server, oldest first (index in the outbox).
    private let undelivered = NIOLockedValueBox<[Int]>([])
    private let nextOutboxIndex = NIOLockedValueBox(0)
    private let directory: URL
    let transport = AsyncHTTPTransport()

    /// A server trusting `store`'s root, for its bundle and environment, on a new database.
    init(trusting store: LocalAppStore, catalogPath: String, retention: RetentionConfiguration) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-check-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = ServerConfiguration()
        configuration.bundleId = store.bundleId
        configuration.environments = [store.settings.environment]
        configuration.catalog = catalogPath
        configuration.appKeys = [Self.appKey]
        configuration.adminKeys = ["check-admin-key-0123456789"]
        configuration.database = "sqlite:\(directory.appendingPathComponent("server.sqlite").path)"
        configuration.host = "127.0.0.1"
        configuration.port = 0
        if let pair = store.offerKey, let key = pair.signingKey {
            configuration.offerKey = .init(issuerId: "check", keyId: pair.id, privateKey: key.pemRepresentation)
        }
        configuration.retention = retention
        var settings = try configuration.validated()
        settings.extraRoots = [try .init(derEncoded: try store.rootCertificateDER())]
        self.settings = settings
        clock = MockClock(store.now)
        var logger = Logger(label: "StoreServer")
        logger.logLevel = .critical
        storage = try await StoreServer.openStorage(settings, logger: logger)
        try await start()
    }

    /// A connection for the check's app user, its queue in this server's directory.
    func connection() throws -> ServerConnection {
        try ServerConnection(
            .init(
                baseURL: URL(string: "http://127.0.0.1:\(port)")!,
                appKey: Self.appKey,
                appUserId: Self.appUserId,
                signingKey: ServerSigningKey(settings.responseSigningKey.publicKey),
                trustedEntitlements: .enforced,
                stateDirectory: directory,
                transport: Redirect(server: self)
            )
        )
    }

    var port: Int { running.withLockedValue { $0?.port ?? 0 } }

    private func start() async throws {
        var logger = Logger(label: "StoreServer")
        logger.logLevel = .critical
        let serving = try await BackgroundStoreServer(StoreServer(settings: settings, storage: storage, clock: clock, logger: logger), logger: logger)
        running.withLockedValue { $0 = serving }
    }

    /// Stops serving (the requests in hand finish).
    private func stopServing() async {
        guard let serving = running.withLockedValue({ $0 }) else { return }
        await serving.stop()
    }

    /// Stops the server and starts a new one on the same database (a new port, an empty cache).
    func restart() async throws {
        await stopServing()
        try await start()
    }

    /// Sets the instant the server judges at.
    func setNow(_ date: Date) { clock.advance(to: date) }

    /// Delivers the notifications the store made since the last call, and retries those that failed
    /// before; the new ones fail once when `failing`. Whether every notification made so far is taken.
    func deliver(from store: LocalAppStore, failing: Bool) async throws -> Bool {
        let outbox = store.outbox
        let fresh = nextOutboxIndex.withLockedValue { next in
            let range = next..<outbox.count
            next = outbox.count
            return Array(range)
        }
        var waiting = undelivered.withLockedValue { $0 }
        for index in waiting {
            if try await post(outbox[index].signedPayload) { waiting.removeAll { $0 == index } }
        }
        for index in fresh {
            if failing {
                waiting.append(index)
            } else if try await !post(outbox[index].signedPayload) {
                waiting.append(index)
            }
        }
        undelivered.withLockedValue { $0 = waiting }
        return waiting.isEmpty
    }

    private func post(_ signedPayload: String) async throws -> Bool {
        let body = try JSONEncoder().encode(["signedPayload": signedPayload])
        let request = HTTPRequest(
            method: "POST",
            url: URL(string: "http://127.0.0.1:\(port)/apple/notifications")!,
            headers: ["Content-Type": "application/json"],
            body: body
        )
        guard let response = try? await transport.send(request) else { return false }
        guard response.status == 200 else {
            throw CheckFailure(
                .disagreement,
                "StoreServer refused a notification (\(response.status)): \(String(decoding: response.body.prefix(300), as: UTF8.self))"
            )
        }
        return true
    }

    func shutdown() async {
        await stopServing()
        await storage.shutdown()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sends the connection's requests to wherever the server listens now (it moves on a restart).
    private struct Redirect: HTTPTransport {
        let server: CheckServer

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
            components?.port = server.port
            var moved = request
            moved.url = components?.url ?? request.url
            return try await server.transport.send(moved)
        }
    }
}
#endif
