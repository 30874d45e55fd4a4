#if Server
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
            var failures = FailureLog(logger: logger)
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)  // the wall clock: the file's upkeep, in real time
                guard let self, !Task.isCancelled else { break }
                await self.checkpoint(failures: &failures)
            }
        }
        task.withLockedValue { $0 = started }
    }

    /// One passive checkpoint; a failure is logged (once a minute at most), and the next one tries again.
    private func checkpoint(failures: inout FailureLog) async {
        do {
            _ = try await connection.query("PRAGMA wal_checkpoint(PASSIVE)")
            failures.succeeded()
        } catch {
            failures.failed(error)
        }
    }

    /// Failing checkpoints written down without flooding the log: a read-only or full disk fails every 100 ms.
    struct FailureLog {
        let logger: Logger
        /// When a line was last written, and the failures since (on the wall clock: the log's pace is real time).
        private var lastWritten: ContinuousClock.Instant?  // the wall clock
        private var unwritten = 0

        init(logger: Logger) {
            self.logger = logger
        }

        mutating func failed(_ error: any Error, now: ContinuousClock.Instant = .now) {  // the wall clock
            if let last = lastWritten, now - last < .seconds(60) {
                unwritten += 1
                return
            }
            let since = unwritten > 0 ? " (and \(unwritten) more since the last line)" : ""
            logger.warning("WAL checkpoint failed: \(error)\(since)")
            lastWritten = now
            unwritten = 0
        }

        mutating func succeeded() {
            if lastWritten != nil { logger.notice("WAL checkpoints succeed again") }
            lastWritten = nil
            unwritten = 0
        }
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
#endif
