#if Server
import Foundation
import SQLKit
import StoreHelperFixtures
import StoreHelperTesting
import StoreStorage
import Testing

/// What both databases promise about transactions: all or nothing each, also when many run at once
/// (SQLite commits them in groups; one that throws must not take the others with it).
@Suite struct BackendTransactionTests {
    struct Refused: Error {}

    @Test(arguments: TestDatabase.available)
    func concurrentTransactionsEachCommitOrRollBackAlone(database: TestDatabase) async throws {
        let backend = try await database.makeBackend()
        do {
            try await backend.transaction { db in try await db.raw("CREATE TABLE scratch (id BIGINT PRIMARY KEY, note TEXT NOT NULL)").run() }
            let outcomes = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
                for id in 0..<60 {
                    group.addTask {
                        do {
                            try await backend.transaction { db in
                                try await db.raw("INSERT INTO scratch (id, note) VALUES (\(bind: id), 'first')").run()
                                try await db.raw("INSERT INTO scratch (id, note) VALUES (\(bind: id + 1000), 'second')").run()
                                if id % 5 == 0 { throw Refused() }
                            }
                            return (id, true)
                        } catch is Refused {
                            return (id, false)
                        }
                    }
                }
                return try await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
            }
            let kept = try await backend.read { db in
                try await db.raw("SELECT id FROM scratch ORDER BY id").all().map { try $0.decode(column: "id", as: Int.self) }
            }
            let committed = outcomes.filter(\.value).keys.sorted()
            #expect(committed.count == 48)
            #expect(kept == committed + committed.map { $0 + 1000 }, "both rows of each committed transaction, none of a refused one")
        } catch {
            await backend.shutdown()
            throw error
        }
        await backend.shutdown()
    }

    @Test(arguments: TestDatabase.available)
    func transactionsOneAfterAnotherEachCommitOrRollBack(database: TestDatabase) async throws {
        let backend = try await database.makeBackend()
        do {
            try await backend.transaction { db in try await db.raw("CREATE TABLE scratch (id BIGINT PRIMARY KEY)").run() }
            for id in 0..<6 {
                // Each waits for the one before: alone in its batch, it commits or rolls back by itself.
                do {
                    try await backend.transaction { db in
                        try await db.raw("INSERT INTO scratch (id) VALUES (\(bind: id))").run()
                        if id.isMultiple(of: 2) { throw Refused() }
                    }
                } catch is Refused {}
            }
            let kept = try await backend.read { db in
                try await db.raw("SELECT id FROM scratch ORDER BY id").all().map { try $0.decode(column: "id", as: Int.self) }
            }
            #expect(kept == [1, 3, 5])
        } catch {
            await backend.shutdown()
            throw error
        }
        await backend.shutdown()
    }

    @Test(.enabled(if: TestDatabase.available.contains(.postgres), "needs PostgreSQL"))
    func postgresCompressesLargeValuesWithLZ4() async throws {
        let backend = try await TestDatabase.postgres.makeBackend()
        let setting = try await backend.read { db in
            try await db.raw("SELECT current_setting('default_toast_compression') AS value").first()?.decode(column: "value", as: String.self)
        }
        await backend.shutdown()
        #expect(setting == "lz4")
    }
}
#endif
