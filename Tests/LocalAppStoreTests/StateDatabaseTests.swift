#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import SQLiteNIO
import StoreHelperFixtures
import StoreKitInterface
import Testing

/// The state database: commands save only what they changed, readers keep a consistent snapshot, and
/// a database edited by hand or damaged is refused rather than continued from.
@Suite struct StateDatabaseTests {
    typealias F = Florist

    /// A saved store with a subscription and its renewal, a non-consumable, and a refunded consumable.
    static func saved() throws -> StateDirectory {
        let directory = StateDirectory.temporary()
        try directory.withStore(create: F.creating()) { (store: inout LocalAppStore) throws(StoreError) in
            _ = try store.purchase(F.silver)
            _ = try store.purchase(F.large)
            guard case .purchased(let plant) = try store.purchase(F.plant) else { throw StoreError.invalidAction("not purchased") }
            try store.advance(by: 35 * F.day)
            try store.refund(plant.payload.transactionId ?? "")
        }
        return directory
    }

    /// Runs `statements` on the directory's database, as someone with the sqlite3 shell would.
    static func edit(_ directory: StateDirectory, _ statements: String...) async throws {
        let connection = try await SQLiteConnection.open(storage: .file(path: directory.url.appendingPathComponent("state.sqlite").path))
        for statement in statements { _ = try await connection.query(statement) }
        try await connection.close()
    }

    /// N6 of the second outside attack: under steady writes with a reader connected, the write-ahead log was never
    /// reset (492 uploads grew it to 14.6 GB). Past ``StateDirectory/writeAheadLogLimit`` a change folds it into the
    /// database and truncates it.
    @Test func aWriteAheadLogPastItsLimitIsFoldedAndTruncatedByTheNextChange() async throws {
        let directory = try Self.saved()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        let log = directory.url.appendingPathComponent("state.sqlite-wal").path
        let start = try directory.load().now
        func logBytes() -> Int { (try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0 }
        // Another process's connection stays open, as the store's server keeps one: the log is not removed at close.
        let reader = try await SQLiteConnection.open(storage: .file(path: directory.url.appendingPathComponent("state.sqlite").path))
        _ = try await reader.query("SELECT revision FROM store")
        for _ in 0..<20 { try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 60) } }
        let grown = logBytes()
        var folding = directory
        folding.writeAheadLogLimit = 0
        try folding.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 60) }
        #expect(grown > 0 && logBytes() == 0, "the log had \(grown) bytes, then \(logBytes())")
        #expect(try folding.load().now == start.addingTimeInterval(21 * 60), "every change is kept")
        try await reader.close()
    }

    /// The store's server keeps its last snapshot, whose read transaction kept every change from resetting the
    /// write-ahead log: it grew by each change, to gigabytes. A change through the same ``StateAccess`` lets go of
    /// the kept snapshot first, so the log is reset and stays as small as one change.
    @Test func readsAndChangesThroughOneAccessKeepTheLogSmall() async throws {
        let directory = try Self.saved()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        let access = StateAccess(directory: directory)
        let log = directory.url.appendingPathComponent("state.sqlite-wal").path
        func logBytes() -> Int { (try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0 }
        var sizes: [Int] = []
        for _ in 0..<30 {
            _ = try await access.read { store in store.transactionCount }
            try await access.change { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 60) }
            sizes.append(logBytes())
        }
        _ = try await access.read { store in store.transactionCount }  // a snapshot kept, as the server keeps one
        // One change's frames: the smallest log seen after a change. When no connection outlived a change, SQLite
        // removed the log each time and every size is 0; a log that grew would show 30 changes against 1.
        let oneChange = sizes.filter { $0 > 0 }.min() ?? 0
        #expect(sizes.max() ?? 0 <= 3 * oneChange, "the log stays the size of a change or two, not of 30: \(sizes)")
    }

    @Test func changesAreSavedAndSurviveARestart() throws {
        let directory = try Self.saved()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        let before = try directory.load()
        #expect(before.transactionCount == 4 && before.outboxCount == 5)

        // Revise (finish), remove (delete a chain) and add (buy), in one command.
        let subscription = try #require(before.transactions.first { $0.productId == F.silver })
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
            try store.finish(store.transactions(for: "default").first { $0.productId == F.large }?.id ?? "")
            try store.deleteTransaction(subscription.id)
            _ = try store.purchase(F.small)
        }
        let after = try directory.load()
        #expect(after.transactions.map(\.productId) == [F.large, F.plant, F.small])
        #expect(after.transactions.first?.isFinished == true)
        #expect(after.subscriptions.isEmpty && after.outboxCount == 6)

        // Clearing keeps accounts and the outbox; a store replaced whole replaces what was saved.
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in store.clearTransactions() }
        #expect(try directory.load().transactionCount == 0 && directory.load().outboxCount == 6)
        let fresh = try F.store()
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
            store = fresh
            _ = try store.purchase(F.roses)
        }
        let replaced = try directory.load()
        #expect(replaced.transactions.map(\.productId) == [F.roses] && replaced.outboxCount == 1)
    }

    @Test func aReaderKeepsItsSnapshotWhileCommandsChangeTheStore() throws {
        let directory = try Self.saved()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        let reader = try directory.load()
        let version = directory.version()
        // What the command saw when it ended is what the next reader reads.
        let left = try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
            _ = try store.purchase(F.small)
            try store.advance(by: 40 * F.day)
            return (transactions: store.transactions, outbox: store.outbox, now: store.now)
        }
        #expect(directory.version() != version)
        #expect(reader.transactionCount == 4 && reader.outboxCount == 5 && reader.now == F.start.addingTimeInterval(35 * F.day))
        #expect(!reader.transactions.contains { $0.productId == F.small })
        let now = try directory.load()
        #expect(now.transactions == left.transactions && now.outbox == left.outbox && now.now == left.now)
        #expect(now.transactionCount == 6 && now.outbox(from: reader.outboxCount).map(\.notificationType) == [.oneTimeCharge, .didRenew])
    }

    @Test(arguments: [
        ("unknown account", "belongs to no account ('ghost')"), ("counter behind", "must be above every issued id"),
        ("clock past 9999", "outside 1970"), ("layout version", "layout version 7"), ("no store row", "holds no store"),
        ("subscription without its transaction", "points at a missing account or transaction"),
    ])
    func aHandEditedDatabaseIsCheckedForConsistency(edit: String, says: String) async throws {
        let directory = try Self.saved()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        switch edit {
        case "unknown account": try await Self.edit(directory, "UPDATE transactions SET account_id = 'ghost' WHERE product_id LIKE '%flowers%'")
        case "counter behind": try await Self.edit(directory, "UPDATE store SET state = json_set(state, '$.nextTransactionNumber', 2000000000000002)")
        case "clock past 9999": try await Self.edit(directory, "UPDATE store SET state = json_set(state, '$.now', 300000000000.0)")
        case "layout version": try await Self.edit(directory, "PRAGMA user_version = 7")
        case "no store row": try await Self.edit(directory, "DELETE FROM store")
        default: try await Self.edit(directory, "DELETE FROM transactions WHERE product_id LIKE '%silver%'")
        }
        let before = directory.version()
        for attempt in ["load", "change"] {
            do throws(StoreError) {
                if attempt == "load" {
                    _ = try directory.load()
                } else {
                    try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in _ = try store.purchase(F.small) }
                }
                Issue.record("\(edit): \(attempt) succeeded")
            } catch {
                #expect(error.kind == .state && error.message.contains(says), "\(edit): \(error)")
            }
        }
        #expect(directory.version() == before)
    }

    @Test func aStoreThatCouldNotReadARowIsNeverSaved() async throws {
        let directory = try Self.saved()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try await Self.edit(directory, "UPDATE transactions SET record = '{\"not\": \"a transaction\"}' WHERE product_id LIKE '%flowers%'")
        let before = directory.version()
        #expect {
            try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
                _ = store.transactions  // a full read meets the damaged row
                _ = try store.purchase(F.small)
            }
        } throws: { error in
            guard let error = error as? StoreError else { return false }
            return error.kind == .state && error.message.contains("nothing was saved") && error.message.contains("unreadable row")
        }
        #expect(directory.version() == before)
    }
}
#endif
