import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreSQLite
import LocalAppStoreServer
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import StoreWeb
import Testing

/// Both servers, live on loopback, against clients that send what an HTTP library would not: no Host or
/// two, a foreign Host (DNS rebinding), nothing at all, half a request, and more connections than allowed.
@Suite(.timeLimit(.minutes(2))) struct HostileClientTests {
    /// StoreServer served on a free port with these settings; `body` gets the port.
    static func withStoreServer(
        allowedHosts: [String] = [],
        limits: ConnectionLimits = ConnectionLimits(),
        _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        var serverSettings = try settings(trusting: [])
        serverSettings.port = 0
        serverSettings.allowedHosts = allowedHosts
        serverSettings.limits = limits
        let configured = serverSettings
        try await TestDatabase.sqlite.withStorage { storage in
            let server = StoreServer(settings: configured, storage: storage, clock: { Florist.start })
            try await server.application().test(.live) { client in try await body(try #require(client.port)) }
        }
    }

    /// The local App Store served on a free port with these options; `body` gets the port.
    static func withLocalStore(
        allowedHosts: [String] = [],
        limits: ConnectionLimits = ConnectionLimits(),
        _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: Florist.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        var options = LocalAppStoreServer.Options()
        options.port = 0
        options.allowedHosts = allowedHosts
        options.limits = limits
        try await LocalAppStoreServer(directory: directory, options: options).application().test(.live) { client in
            try await body(try #require(client.port))
        }
    }

    /// The status line of the answer to `request`, sent raw (the server closes after answering).
    static func status(of request: String, port: Int) async throws -> String {
        let connection = try RawConnection(port: port)
        try await connection.send(request)
        return String(await connection.readUntilClosed(seconds: 10).text.prefix { $0 != "\r" })
    }

    /// Expects the answer to `request` to start with `expected` (a status line).
    static func expect(
        _ request: String,
        port: Int,
        answers expected: String,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let status = try await status(of: request, port: port)
        #expect(status.hasPrefix(expected), "answered \(status); \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
    }

    static func get(_ path: String, host: String?) -> String {
        "GET \(path) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n"
    }

    @Test func aRequestWithoutHostOrWithTwoIsRefusedByBothServers() async throws {
        let framings = [
            Self.get("/healthz", host: nil), "GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n",
            "GET /healthz HTTP/1.0\r\n\r\n",
        ]
        try await Self.withStoreServer { (port: Int) async throws in
            for request in framings {
                try await Self.expect(request, port: port, answers: "HTTP/1.1 400 Bad Request", "\(request)")
            }
            try await Self.expect(Self.get("/healthz", host: "127.0.0.1:\(port)"), port: port, answers: "HTTP/1.1 200 OK")
        }
        try await Self.withLocalStore { (port: Int) async throws in
            for request in framings {
                try await Self.expect(request.replacingOccurrences(of: "/healthz", with: "/console"), port: port, answers: "HTTP/1.1 400")
            }
            try await Self.expect(Self.get("/console", host: "localhost:\(port)"), port: port, answers: "HTTP/1.1 200 OK")
        }
    }

    @Test func theDashboardAndTheConsoleAnswerOnlyAddressesLocalhostAndAllowedNames() async throws {
        try await Self.withStoreServer(allowedHosts: ["shop.example"]) { (port: Int) async throws in
            for host in ["rebind.example", "rebind.example:\(port)", "127.0.0.1.rebind.example", "localhost.rebind.example"] {
                try await Self.expect(Self.get("/dashboard/sign-in", host: host), port: port, answers: "HTTP/1.1 421 Misdirected Request", "\(host)")
            }
            for host in ["127.0.0.1:\(port)", "localhost", "[::1]:\(port)", "shop.example", "SHOP.example:443"] {
                try await Self.expect(Self.get("/dashboard/sign-in", host: host), port: port, answers: "HTTP/1.1 200 OK", "\(host)")
            }
            try await Self.expect(Self.get("/healthz", host: "api.rebind.example"), port: port, answers: "HTTP/1.1 200 OK", "APIs answer any name")
        }
        try await Self.withLocalStore { (port: Int) async throws in
            try await Self.expect(Self.get("/console", host: "rebind.example:\(port)"), port: port, answers: "HTTP/1.1 421 Misdirected Request")
            let post = "POST /console/advance HTTP/1.1\r\nHost: rebind.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            try await Self.expect(post, port: port, answers: "HTTP/1.1 421 Misdirected Request", "a form from a rebound page")
            try await Self.expect(Self.get("/console", host: "127.0.0.1:\(port)"), port: port, answers: "HTTP/1.1 200 OK")
        }
        try await Self.withLocalStore(allowedHosts: ["store.test"]) { (port: Int) async throws in
            try await Self.expect(Self.get("/console", host: "store.test:\(port)"), port: port, answers: "HTTP/1.1 200 OK")
        }
    }

    @Test func idleHalfSentAndTrickledRequestsAreClosed() async throws {
        let limits = ConnectionLimits(idleTimeout: .seconds(1), requestReadTimeout: .seconds(1), maximumConnections: 16)
        let partial = [
            "",  // connects and sends nothing
            "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n",  // a head never finished
            "POST /apple/notifications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{\"signed",  // a body never finished
        ]
        try await Self.withStoreServer(limits: limits) { (port: Int) async throws in
            for request in partial {
                let connection = try RawConnection(port: port)
                try await connection.send(request)
                #expect(await connection.readUntilClosed(seconds: 10).closed, "closed by the server: \(request)")
            }
        }
        try await Self.withLocalStore(limits: limits) { (port: Int) async throws in
            for request in partial {
                let connection = try RawConnection(port: port)
                try await connection.send(request.replacingOccurrences(of: "/apple/notifications", with: "/inApps/v1/notifications/test"))
                #expect(await connection.readUntilClosed(seconds: 10).closed, "closed by the server: \(request)")
            }
        }
    }

    @Test func pastTheConnectionCapANewConnectionWaitsForOneToClose() async throws {
        var capped = try settings(trusting: [])
        capped.port = 0
        capped.limits = ConnectionLimits(maximumConnections: 2)
        let configured = capped
        try await TestDatabase.sqlite.withStorage { storage in
            // Served as `storehelper server` serves it (HummingbirdTesting's live client drops the cap).
            let (ports, ready) = AsyncStream<Int>.makeStream()
            let app = try StoreServer(settings: configured, storage: storage, clock: { Florist.start }).application { ready.yield($0) }
            let running = Task { try await app.runService(gracefulShutdownSignals: []) }
            var next = ports.makeAsyncIterator()
            let port = try #require(await next.next())
            var holding = [try RawConnection(port: port), try RawConnection(port: port)]
            // Both are accepted: each answers a request and stays open.
            for connection in holding {
                try await connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                // Read until 3 s pass without a byte: a kept-alive connection is not closed; a loaded machine may answer late.
                #expect(await connection.readUntilClosed(seconds: 3).text.hasPrefix("HTTP/1.1 200"))
            }
            let third = try RawConnection(port: port)  // the kernel accepts it; the server does not yet
            try await third.send(Self.get("/healthz", host: "127.0.0.1"))
            #expect(await third.readUntilClosed(seconds: 2).text.isEmpty, "not served while two are open")
            holding.removeFirst()
            #expect(await third.readUntilClosed(seconds: 10).text.hasPrefix("HTTP/1.1 200"), "served once one closed")
            running.cancel()
            _ = await running.result
        }
    }
}
