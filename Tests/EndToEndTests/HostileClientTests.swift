#if Server
import AppStoreModels
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
        trustedProxies: TrustedProxies = .none,
        _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        var serverSettings = try settings(trusting: [])
        serverSettings.port = 0
        serverSettings.allowedHosts = allowedHosts
        serverSettings.limits = limits
        serverSettings.trustedProxies = trustedProxies
        let configured = serverSettings
        try await TestDatabase.sqlite.withStorage { storage in
            let server = StoreServer(settings: configured, storage: storage, clock: MockClock(Florist.start))
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

    /// N3 of the second outside attack: 520 kept-alive connections from one client took all 512 and locked
    /// every other client out. Past its own cap, a client's new connection is closed at once, while the
    /// server's cap is far from reached (who else connects is counted apart: ConnectionsPerClientTests).
    @Test func pastItsOwnCapAClientsNewConnectionIsClosedAndTheServerStillAccepts() async throws {
        let limits = ConnectionLimits(maximumConnections: 64, maximumConnectionsPerClient: 2)
        var serverSettings = try settings(trusting: [])
        serverSettings.port = 0
        serverSettings.limits = limits
        let configured = serverSettings
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: Florist.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        var options = LocalAppStoreServer.Options()
        options.port = 0
        options.limits = limits
        let storeOptions = options
        try await TestDatabase.sqlite.withStorage { storage in
            // Served as the executables serve them (HummingbirdTesting's live client holds connections of its own).
            let servers: [(path: String, serve: (@escaping @Sendable (Int) async -> Void) throws -> any ApplicationProtocol)] = [
                ("/healthz", { try StoreServer(settings: configured, storage: storage, clock: MockClock(Florist.start)).application(onReady: $0) }),
                ("/console", { LocalAppStoreServer(directory: directory, options: storeOptions).application(onReady: $0) }),
            ]
            for (path, serve) in servers {
                let (ports, ready) = AsyncStream<Int>.makeStream()
                let app = try serve { ready.yield($0) }
                let running = Task { try await app.runService(gracefulShutdownSignals: []) }
                var next = ports.makeAsyncIterator()
                let port = try #require(await next.next())
                var holding: [RawConnection] = []
                for _ in 0..<2 {
                    let connection = try RawConnection(port: port)
                    try await connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    #expect(await connection.readUntilClosed(seconds: 3).text.hasPrefix("HTTP/1.1 200"), "kept alive and served")
                    holding.append(connection)
                }
                let third = try RawConnection(port: port)
                try? await third.send(Self.get(path, host: "127.0.0.1"))
                let refused = await third.readUntilClosed(seconds: 10)
                #expect(refused.closed && refused.text.isEmpty, "closed unanswered: \(refused.text.prefix(40))")
                holding.removeFirst()
                // Room again once the server has seen the close, which may take a while on a loaded machine: a
                // connection refused before then is tried again, for up to 20 s.
                var served = false
                for _ in 0..<100 where !served {
                    try await Task.sleep(for: .milliseconds(200))
                    let fourth = try RawConnection(port: port)
                    try? await fourth.send(Self.get(path, host: "127.0.0.1"))
                    served = await fourth.readUntilClosed(seconds: 10).text.hasPrefix("HTTP/1.1 200")
                }
                #expect(served, "one closed: room again")
                running.cancel()
                _ = await running.result
            }
        }
    }

    /// D6 of the second outside attack: `//console` passed the page rules written for `/console` while the router
    /// served the console (its csrf token to a rebinding page, a refund posted). A path with an empty or dot
    /// segment is refused before any rule or route reads it.
    @Test func pathsWithEmptyOrDotSegmentsAreRefusedBeforeAnyRuleOrRoute() async throws {
        let paths = ["//console", "//console/refund", "/./console", "/static/../console", "//dashboard/sign-in", "/v1//subscribers/alice"]
        try await Self.withLocalStore { (port: Int) async throws in
            for path in paths {
                try await Self.expect(Self.get(path, host: "rebind.example"), port: port, answers: "HTTP/1.1 400", "\(path)")
                try await Self.expect(Self.get(path, host: "127.0.0.1:\(port)"), port: port, answers: "HTTP/1.1 400", "\(path)")
            }
            let post = "POST //console/refund HTTP/1.1\r\nHost: rebind.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            try await Self.expect(post, port: port, answers: "HTTP/1.1 400", "a form posted through //")
            let encoded = Self.get("/%2Fconsole", host: "rebind.example")
            try await Self.expect(encoded, port: port, answers: "HTTP/1.1 404", "an encoded slash is a segment")
            try await Self.expect(Self.get("/console/", host: "127.0.0.1:\(port)"), port: port, answers: "HTTP/1.1 200", "one trailing slash")
        }
        try await Self.withStoreServer { (port: Int) async throws in
            for path in paths {
                try await Self.expect(Self.get(path, host: "rebind.example"), port: port, answers: "HTTP/1.1 400", "\(path)")
            }
        }
    }

    /// N4 of the second outside attack: behind a proxy every request came from one address, so ten wrong keys
    /// from anyone locked out everyone. From a trusted proxy, the forwarded address is the client; from anywhere
    /// else, forwarded headers are ignored.
    @Test func wrongKeysAreCountedForTheClientATrustedProxyForwards() async throws {
        @Sendable func request(_ key: String, from client: String) -> String {
            "GET /admin/v1/notifications HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(key)\r\n"
                + "X-Forwarded-For: \(client), 10.1.2.3\r\nConnection: close\r\n\r\n"
        }
        let proxies = try #require(TrustedProxies(["127.0.0.1", "10.0.0.0/8"]))
        try await Self.withStoreServer(trustedProxies: proxies) { (port: Int) async throws in
            for attempt in 1...10 {
                try await Self.expect(request("guess-\(attempt)", from: "203.0.113.7"), port: port, answers: "HTTP/1.1 401")
            }
            try await Self.expect(request("guess-11", from: "203.0.113.7"), port: port, answers: "HTTP/1.1 429", "the guesser waits")
            try await Self.expect(request("guess-12", from: "203.0.113.8"), port: port, answers: "HTTP/1.1 401", "another client does not")
            try await Self.expect(request(adminKey, from: "203.0.113.7"), port: port, answers: "HTTP/1.1 200", "a right key never waits")
        }
        try await Self.withStoreServer { (port: Int) async throws in
            for attempt in 1...10 {
                try await Self.expect(request("guess-\(attempt)", from: "203.0.113.\(attempt)"), port: port, answers: "HTTP/1.1 401")
            }
            try await Self.expect(request("guess-11", from: "198.51.100.1"), port: port, answers: "HTTP/1.1 429", "untrusted: the header is ignored")
        }
    }

    /// Issue 59: behind an nginx-style proxy (it appends the peer to `X-Forwarded-For`), a client that wrote its own
    /// `Forwarded`, or 64 addresses of its own before the proxy's, chose its address and was never throttled.
    @Test func aClientForgingForwardedHeadersIsStillThrottled() async throws {
        @Sendable func request(_ key: String, attempt: Int) -> String {
            let own = (1...64).map { "198.51.100.\(($0 + attempt) % 250)" }.joined(separator: ", ")
            return "GET /admin/v1/notifications HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(key)\r\n"
                + "Forwarded: for=192.0.2.\(attempt)\r\nX-Forwarded-For: \(own), 203.0.113.7\r\nConnection: close\r\n\r\n"
        }
        let proxies = try #require(TrustedProxies(["127.0.0.1"]))
        try await Self.withStoreServer(trustedProxies: proxies) { (port: Int) async throws in
            for attempt in 1...10 {
                try await Self.expect(request("guess-\(attempt)", attempt: attempt), port: port, answers: "HTTP/1.1 401")
            }
            try await Self.expect(request("guess-11", attempt: 11), port: port, answers: "HTTP/1.1 429", "the proxy's address is the client's")
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
            let app = try StoreServer(settings: configured, storage: storage, clock: MockClock(Florist.start)).application { ready.yield($0) }
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
#endif
