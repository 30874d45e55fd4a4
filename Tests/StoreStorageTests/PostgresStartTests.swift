import Foundation
import Logging
import StoreHelperTesting
import StoreStorage
import StoreStoragePostgres
import Synchronization
import Testing

/// Warnings and errors a logger was given.
final class RecordedWarnings: Sendable {
    let messages = Mutex<[String]>([])

    func handler(label: String) -> any LogHandler { Handler(recorded: self) }

    private struct Handler: LogHandler {
        let recorded: RecordedWarnings
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            guard event.level >= .warning else { return }
            recorded.messages.withLock { $0.append("\(event.message)") }
        }
    }
}

/// Opening PostgreSQL starts its pool before the first query, so a start logs no warning.
@Suite struct PostgresStartTests {
    @Test(.enabled(if: TestDatabase.available.contains(.postgres)))
    func connectingLogsNoWarning() async throws {
        let url = try #require(ProcessInfo.processInfo.environment[TestDatabase.postgresVariable])
        let recorded = RecordedWarnings()
        let logger = Logger(label: "test.postgres", factory: recorded.handler(label:))
        for _ in 0..<10 {
            let backend = try await PostgresBackend.connect(url: url, logger: logger)
            try await backend.read { db in try await db.raw("SELECT 1 AS one").run() }
            await backend.shutdown()
        }
        #expect(recorded.messages.withLock { $0 } == [])
    }
}
