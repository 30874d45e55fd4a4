import Logging
import NIOConcurrencyHelpers
import SQLiteNIO

/// Copies the write-ahead log into the database file from a connection of its own, every `interval`, so
/// the writer's commits do not stop for it: a passive checkpoint copies what no reader still needs and
/// waits for no one. The writer's own checkpoint (`wal_autocheckpoint`) stays as the backstop for a log
/// that grows faster than this copies it.
final class WALCheckpointer: Sendable {
    private let connection: SQLiteConnection
    private let task: NIOLockedValueBox<Task<Void, Never>?> = NIOLockedValueBox(nil)

    /// Starts checkpointing over `connection` (which it closes when stopped) every `interval`.
    init(connection: SQLiteConnection, interval: Duration, logger: Logger) {
        self.connection = connection
        let started = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self, !Task.isCancelled else { break }
                await self.checkpoint(logger: logger)
            }
        }
        task.withLockedValue { $0 = started }
    }

    /// One passive checkpoint; a failure is logged, and the next one tries again.
    private func checkpoint(logger: Logger) async {
        do { _ = try await connection.query("PRAGMA wal_checkpoint(PASSIVE)") } catch { logger.warning("WAL checkpoint failed: \(error)") }
    }

    /// Stops checkpointing (after the one under way, if any) and closes the connection.
    func stop() async {
        let running = task.withLockedValue { task in
            defer { task = nil }
            return task
        }
        running?.cancel()
        await running?.value
        try? await connection.close().get()
    }
}
