import Logging
import ServiceLifecycle
import StoreServer

/// A StoreServer serving (and running its jobs) in a task of its own, for the benches and the check.
struct BackgroundServer: Sendable {
    /// The port it listens on.
    let port: Int
    private let group: ServiceGroup
    private let serving: Task<Void, any Error>

    /// Starts `server` and returns once it listens; throws what kept it from starting.
    init(_ server: StoreServer, logger: Logger) async throws {
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
        throw CommandFailure(.internalError, "the server stopped before it listened")
    }

    /// Stops it gracefully: no new connections; the requests and the job in hand finish.
    func stop() async {
        await group.triggerGracefulShutdown()
        _ = await serving.result
    }
}
