#if Server
import Foundation
import Logging
import NIOConcurrencyHelpers
import SQLKit
import StoreHelperFixtures
import StoreHelperTesting
import StoreStorage
import StoreStoragePostgres
import Testing

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
        #expect(recorded.messages.withLockedValue { $0 } == [])
    }
}
#endif
