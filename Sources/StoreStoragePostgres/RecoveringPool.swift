#if Server
import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// postgres-nio's pool of connections, made anew when the database comes back after an outage.
///
/// The pool waits longer and longer between attempts to connect while the database is away (up to a
/// minute), so after a long outage it would find the database back only that much later. Here, a lease
/// that fails for want of a connection starts a probe: one direct connection attempt a second. When the
/// probe connects after the database was away, a fresh pool takes over and the old one is shut down: the
/// database is used again within about a second of its return.
final class RecoveringPool: Sendable {
    private struct Running: Sendable {
        var client: PostgresClient
        var task: Task<Void, Never>
        var generation: Int
    }

    private struct State: Sendable {
        var running: Running
        var probing = false
        var closed = false
    }

    private let state: NIOLockedValueBox<State>
    private let makeClient: @Sendable () -> PostgresClient
    private let probeConfiguration: PostgresConnection.Configuration
    private let logger: Logger

    /// How many pools were made after the first (each a recovery from an outage).
    var replacements: Int { state.withLockedValue { $0.running.generation } }

    /// Starts a first pool; returns once its `run()` has begun (a lease asked for before that waits for it,
    /// and postgres-nio logs a warning for it).
    init(
        makeClient: @escaping @Sendable () -> PostgresClient,
        probe: PostgresConnection.Configuration,
        logger: Logger
    ) async {
        self.makeClient = makeClient
        self.probeConfiguration = probe
        self.logger = logger
        let client = makeClient()
        state = NIOLockedValueBox(State(running: Running(client: client, task: await Self.start(client), generation: 0)))
    }

    /// Runs `body` on a connection of the current pool. When no connection could be had (the lease failed),
    /// the connection broke, or the work was given up on by a deadline, the probe starts; what `body` itself
    /// throws is the caller's and starts nothing.
    func withConnection<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        let running = state.withLockedValue { $0.running }
        let leased = NIOLockedValueBox(false)
        return try await withTaskCancellationHandler {
            do {
                return try await running.client.withConnection { connection in
                    leased.withLockedValue { $0 = true }
                    return try await body(connection)
                }
            } catch {
                if !leased.withLockedValue({ $0 }) || Self.connectionBroke(error) { startProbing() }
                throw error
            }
        } onCancel: {
            // Given up on (a deadline): with or without a connection, the database may be away; a query on a
            // connection whose peer vanished can hang until then. A probe that connects at once changes nothing.
            startProbing()
        }
    }

    /// Shuts the pool down; no probe starts after this.
    func shutdown() async {
        let task = state.withLockedValue { state in
            state.closed = true
            return state.running.task
        }
        task.cancel()
        await task.value
    }

    private static func start(_ client: PostgresClient) async -> Task<Void, Never> {
        let (started, starting) = AsyncStream<Void>.makeStream()
        let task = Task {
            starting.finish()
            await client.run()
        }
        for await _ in started {}
        return task
    }

    /// The connection failed (closed, reset, unreadable): postgres-nio's error for anything but an answer
    /// of the server (a constraint, a syntax error, a serialization failure); not the caller's own error.
    private static func connectionBroke(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError else { return false }
        return error.code != .server
    }

    private func startProbing() {
        let start = state.withLockedValue { state in
            guard !state.probing, !state.closed else { return false }
            state.probing = true
            return true
        }
        guard start else { return }
        Task { await probeUntilRecovered() }
    }

    /// Once a second until a direct connection succeeds; when one had failed first (the database was away),
    /// a new pool takes over. A database that answers the probe at once was never away: the pool, busy or
    /// briefly refused, is left to recover by itself (replacing it would fail the requests waiting in it).
    private func probeUntilRecovered() async {
        defer { state.withLockedValue { $0.probing = false } }
        var wasAway = false
        while !state.withLockedValue({ $0.closed }) {
            if let connection = try? await PostgresConnection.connect(configuration: probeConfiguration, id: 0, logger: logger) {
                try? await connection.close()
                if wasAway { await replacePool() }
                return
            }
            wasAway = true
            try? await Task.sleep(for: .seconds(1))  // the wall clock: a database comes back in real time
        }
    }

    private func replacePool() async {
        let client = makeClient()
        let task = await Self.start(client)
        let old = state.withLockedValue { state -> Task<Void, Never>? in
            guard !state.closed else { return nil }
            defer { state.running = Running(client: client, task: task, generation: state.running.generation + 1) }
            return state.running.task
        }
        guard let old else {
            task.cancel()
            return
        }
        logger.notice("PostgreSQL answers again; a new pool of connections replaces the one that waited for it")
        old.cancel()
        await old.value
    }
}
#endif
