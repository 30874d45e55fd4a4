import StoreServer

extension StoreServer {
    /// Serves (and runs the jobs) in a task of its own, for the benches and the check: returns that task
    /// (cancel it to stop) and the port, once the server listens; throws what kept it from starting.
    func serveInBackground() async throws -> (serving: Task<Void, any Error>, port: Int) {
        let ready = AsyncStream<Int>.makeStream()
        let application = try application { port in ready.continuation.yield(port) }
        let serving = Task {
            defer { ready.continuation.finish() }
            try await application.run()
        }
        for await port in ready.stream { return (serving, port) }
        try await serving.value
        throw CommandFailure(.internalError, "the server stopped before it listened")
    }
}
