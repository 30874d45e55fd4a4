#if Server
import AppStoreModels
import ArgumentParser
import Foundation
import LocalAppStore
import LocalAppStoreServer
import Logging
import StoreWeb

/// `store serve`: the store over HTTP (the App Store Server API, and notifications POSTed to a URL).
struct StoreServe: AsyncParsableCommand, StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the store over HTTP: the App Store Server API, and notifications POSTed to --notify-url.",
        discussion: """
            Prints 'listening on http://HOST:PORT' when ready, logs each request to standard error, and stops \
            on SIGINT or SIGTERM. Other store commands keep working on the same --state while it serves. \
            API calls need a bearer token signed with a key from 'store api-key create'.
            """
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Flag(help: .hidden) var exitWithParent = false
    @Option(help: "The address to listen on.") var host = "127.0.0.1"
    @Option(help: "The port (0 picks a free one).") var port = 8080
    @Option(help: "Where to POST notifications (saved in the store, as 'store set notify-url=URL').") var notifyUrl: String?
    @Option(help: "manual (time moves only with 'advance') or real (the store's clock follows the wall clock).") var clock = "manual"
    @Option(
        help: """
            none (one attempt, as Apple's sandbox), apple (retries at 1, 12, 24, 48, 72 hours), fast (the same in seconds, \
            of the wall clock whatever --clock is, or of the store's clock when it moves faster).
            """
    )
    var retrySchedule = "apple"
    @Option(help: "At most N API requests per second, minute or hour, as N/s, N/min or N/h (429 past it). Default: no limit.") var rateLimit: String?
    @Option(help: "A host name the console answers to besides addresses and localhost (repeat for more).") var allowedHost: [String] = []
    @Option(help: "Seconds a connection may sit idle or take to send a request's head (default 60).") var idleTimeout = 60
    @Option(help: "Seconds a request may take to arrive whole once its head has (default 30).") var requestReadTimeout = 30
    @Option(help: "Connections open at once; more wait to be accepted (default 512).") var maximumConnections = 512
    @Option(help: "Connections one client address may hold; more are closed (default 128).") var maximumConnectionsPerClient = 128
    @Option(help: "Seconds a Retention Messaging performance test runs (default 20).") var performanceTestSeconds = 20
    @Option(
        help: """
            Play this environment: Sandbox, Production, Xcode or LocalTesting (saved, as 'store set environment=…'). \
            Production needs --app-apple-id (or appAppleId set) and a store that has sold nothing yet.
            """
    )
    var environment: String?
    @Option(help: "The app's Apple ID, which Production data carries (saved, as 'store set appAppleId=…').") var appAppleId: Int64?

    func run() async throws {
        if exitWithParent { ParentWatch.start() }
        var options = LocalAppStoreServer.Options()
        options.host = host
        guard (0...65_535).contains(port) else { throw CommandFailure(.invalidOptions, "--port must be 0 to 65535") }
        options.port = port
        options.notificationURL = notifyUrl
        guard let mode = LocalAppStoreServer.ClockMode(rawValue: clock) else { throw CommandFailure(.invalidOptions, "--clock is manual or real") }
        options.clock = mode
        guard let schedule = RetrySchedule(rawValue: retrySchedule) else {
            throw CommandFailure(.invalidOptions, "--retry-schedule is none, apple or fast")
        }
        options.retrySchedule = schedule
        if let rateLimit {
            guard let limit = RateLimit(rateLimit) else {
                throw CommandFailure(.invalidOptions, "--rate-limit is N/s, N/min or N/h with N a positive whole number")
            }
            options.rateLimit = limit
        }
        for name in allowedHost where name.isEmpty || name.contains(where: { $0 == ":" || $0 == "/" || $0.isWhitespace }) {
            throw CommandFailure(.invalidOptions, "--allowed-host takes a host name without port or path, not '\(name)'")
        }
        options.allowedHosts = allowedHost
        guard (1...3_600).contains(performanceTestSeconds) else { throw CommandFailure(.invalidOptions, "--performance-test-seconds is 1 to 3600") }
        options.performanceTestDuration = .seconds(performanceTestSeconds)
        guard (1...3_600).contains(idleTimeout), (1...3_600).contains(requestReadTimeout) else {
            throw CommandFailure(.invalidOptions, "--idle-timeout and --request-read-timeout are 1 to 3600 seconds")
        }
        guard (1...1_000_000).contains(maximumConnections), (1...1_000_000).contains(maximumConnectionsPerClient) else {
            throw CommandFailure(.invalidOptions, "--maximum-connections and --maximum-connections-per-client are 1 to 1000000")
        }
        options.limits = ConnectionLimits(
            idleTimeout: .seconds(idleTimeout),
            requestReadTimeout: .seconds(requestReadTimeout),
            maximumConnections: maximumConnections,
            maximumConnectionsPerClient: maximumConnectionsPerClient
        )
        let (appAppleId, environment) = (self.appAppleId, self.environment)
        let playing = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
            if let appAppleId { try local.set("appAppleId", to: String(appAppleId)) }
            if let environment { try local.set("environment", to: environment) }
            return local.environment
        }
        var logger = Logger(label: "storehelper.store")
        logger.logLevel = .info
        if playing != .sandbox && playing != .production {
            logger.notice(
                "this store plays \(playing.rawValue): the App Store sends real-time retention requests and runs performance tests in Sandbox and Production only (--environment Sandbox)"
            )
        }
        let server = LocalAppStoreServer(directory: try store.directory(), options: options, logger: logger)
        let host = self.host
        try await server.run { port in
            Output.line("listening on http://\(host):\(port)")
        }
    }
}
#endif
