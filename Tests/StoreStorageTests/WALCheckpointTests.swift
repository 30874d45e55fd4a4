#if Server
import Foundation
import Logging
import NIOConcurrencyHelpers
import SQLKit
import StoreHelperFixtures
import Testing

@testable import StoreStorageSQLite

/// SQLite's log is copied into the database file beside the writer, well before the writer's own
/// backstop (10,000 pages) would do it inside a commit.
@Suite struct WALCheckpointTests {
    @Test func theLogReachesTheDatabaseFileWithoutTheWriterCopyingIt() async throws {
        let backend = try await SQLiteBackend.temporary()
        do {
            try await backend.transaction { db in try await db.raw("CREATE TABLE scratch (id BIGINT PRIMARY KEY, blob TEXT NOT NULL)").run() }
            // 2 MB over 20 commits: about 500 pages in the log, far below the writer's backstop.
            let blob = String(repeating: "x", count: 100_000)
            for id in 0..<20 {
                try await backend.transaction { db in try await db.raw("INSERT INTO scratch (id, blob) VALUES (\(bind: id), \(bind: blob))").run() }
            }
            let deadline = ContinuousClock.now + .seconds(10)
            var size = 0
            while ContinuousClock.now < deadline {
                size = (try FileManager.default.attributesOfItem(atPath: backend.path)[.size] as? Int) ?? 0
                if size >= 2_000_000 { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(size >= 2_000_000, "the database file holds the 2 MB committed (it has \(size) bytes)")
            let count = try await backend.read { db in
                try await db.raw("SELECT COUNT(*) AS n FROM scratch").first()?.decode(column: "n", as: Int.self)
            }
            #expect(count == 20)
        } catch {
            await backend.shutdown()
            throw error
        }
        await backend.shutdown()
    }

    /// N15 of the second outside attack: on a read-only directory a failing checkpoint wrote a warning every
    /// 100 ms. One line a minute now says how many failed since; a success says they succeed again.
    @Test func failingCheckpointsWriteOneLineAMinute() {
        let recorded = RecordedWarnings()
        var failures = WALCheckpointer.FailureLog(logger: Logger(label: "test", factory: recorded.handler(label:)))
        let start = ContinuousClock.now
        struct ReadOnly: Error {}
        for tick in 0..<1_200 { failures.failed(ReadOnly(), now: start + .milliseconds(100 * tick)) }  // two minutes of failures
        #expect(recorded.messages.withLockedValue { $0.count } == 2)
        #expect(recorded.messages.withLockedValue { $0.last?.contains("and 599 more") } == true)
    }
}
#endif
