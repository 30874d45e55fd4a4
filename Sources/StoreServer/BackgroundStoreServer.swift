#if Server
public import Logging
import ServiceLifecycle

/// A ``StoreServer`` serving (and running its jobs) in a task of its own: for tools and tests that talk to
/// it over loopback while they do something else, such as a benchmark or a differential check.
public struct BackgroundStoreServer: Sendable {
    /// The port it listens on.
    public let port: Int
    private let group: ServiceGroup
    private let serving: Task<Void, any Error>

    /// Starts `server` and returns once it listens; throws what kept it from starting.
    public init(_ server: StoreServer, logger: Logger) async throws {
        let ready = AsyncStream<Int>.makeStream()
        let application = try server.application { port in ready.continuation.yield(port) }
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        let serving = Task {
            defer { ready.continuation.finish() }
            try await group.run()
        }
        for await port in ready.stream {
            self.port = port
            self.group = group
            self.serving = serving
            return
        }
        try await serving.value
        throw ServerConfigurationError(setting: "port", "the server stopped before it listened on \(server.settings.host):\(server.settings.port)")
    }

    /// Stops it gracefully: no new connections; the requests and the job in hand finish.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await serving.result
    }
}
#endif
