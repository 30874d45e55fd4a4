#if Server
import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// A connection of its own, outside the pool, for small reads the storage runs a few at a time (users'
/// revisions, before every customer-info answer; the connection queues them): a pool lease, and the idle
/// and keep-alive timers each release schedules, would cost more than such a read itself.
///
/// Connects on first use. A read that finds the connection closed (the server restarted, the network
/// dropped it) runs once more on a new connection, which is safe because a read changes nothing; a
/// connection that cannot be made fails the read, and the next read tries again.
final class ReadConnection: Sendable {
    private struct Current: Sendable {
        var generation = 0
        var connecting: Task<PostgresConnection, any Error>?
    }

    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let current = NIOLockedValueBox(Current())

    init(configuration: PostgresConnection.Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs `body` on the connection; once more on a new one when the connection turns out closed.
    func run<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        let (first, generation) = try await open()
        if !first.isClosed {
            do { return try await body(first) } catch {
                guard Self.lost(first, by: error) else { throw error }
            }
        }
        logger.info("The PostgreSQL read connection was lost; opening another")
        discard(generation)
        return try await body(try await open().connection)
    }

    /// Closes the connection, if one is open.
    func close() async {
        let task = current.withLockedValue { current in
            defer { current.connecting = nil }
            return current.connecting
        }
        try? await task?.value.close()
    }

    private func open() async throws -> (connection: PostgresConnection, generation: Int) {
        let (task, generation) = current.withLockedValue { current in
            if let task = current.connecting { return (task, current.generation) }
            current.generation += 1
            let (configuration, logger, id) = (configuration, logger, current.generation)
            let task = Task { try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger) }
            current.connecting = task
            return (task, current.generation)
        }
        do { return (try await task.value, generation) } catch {
            discard(generation)
            throw error
        }
    }

    /// Whether `error` says the connection is gone (closed, or ended by the server: SQLSTATE classes 08
    /// and 57), rather than that the read itself failed.
    private static func lost(_ connection: PostgresConnection, by error: any Error) -> Bool {
        if connection.isClosed { return true }
        guard let error = error as? PSQLError else { return false }
        if [.serverClosedConnection, .clientClosedConnection, .connectionError].contains(error.code) { return true }
        guard error.code == .server, let state = error.serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("08") || state.hasPrefix("57")
    }

    /// Forgets connection `generation` (if it is still the current one), so the next use connects anew.
    private func discard(_ generation: Int) {
        let stale = current.withLockedValue { current -> Task<PostgresConnection, any Error>? in
            guard current.generation == generation else { return nil }
            defer { current.connecting = nil }
            return current.connecting
        }
        if let stale { Task { try? await stale.value.close() } }
    }
}
#endif
