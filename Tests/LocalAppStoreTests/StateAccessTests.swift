#if Server
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import StoreKitInterface
import NIOConcurrencyHelpers
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The local store's one asynchronous accessor of a state directory: reads come from its version cache until
/// someone saves, a change another process saves is seen at once, a refused change writes nothing, the version kept
/// between reads does not stop another process folding the write-ahead log, and changes waiting for another process's
/// lock hold none of the threads reads need.
@Suite struct StateAccessTests {
    struct Refusal: Error, Equatable {}

    @Test func readsFollowWhatAnyWriterSavesAndARefusedChangeWritesNothing() async throws {
        let directory = StateDirectory.temporary()
        try directory.withStore(create: Florist.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let access = StateAccess(directory: directory)
        #expect(try await access.read { $0.transactionCount } == 0)
        #expect(try await access.read { $0.transactionCount } == 0, "the cached version, read again")

        // Another process (here, the directory itself) saves a purchase: the next read sees it.
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in _ = try store.purchase(Florist.large) }
        #expect(try await access.read { $0.transactionCount } == 1)

        let bought = try await access.change { (store: inout LocalAppStore) throws(StoreError) in try store.purchase(Florist.small) }
        #expect(bought.name == "purchased", "\(bought)")
        #expect(try await access.read { $0.transactionCount } == 2)

        await #expect(throws: Refusal()) {
            try await access.change { (store: inout LocalAppStore) throws(Refusal) in
                _ = try? store.purchase(Florist.roses)
                throw Refusal()
            }
        }
        #expect(try await access.read { $0.transactionCount } == 2, "the refused change saved nothing")
        #expect(try directory.load().transactionCount == 2)
    }

    @Test func changesWaitingForAnotherProcessHoldNoThreadAReadNeeds() async throws {
        let noticed = NIOLockedValueBox(0)
        var directory = StateDirectory.temporary()
        directory.lockTimeout = .seconds(300)
        directory.onWaiting = { _, _ in noticed.withLockedValue { $0 += 1 } }
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: Florist.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let access = StateAccess(directory: directory)

        // Another process holds the lock (a descriptor of its own on the lock file) while 20 changes wait for it, more
        // than the accessor has threads: every one of them says it is waiting, and a read is still answered.
        let other = open(directory.url.appendingPathComponent(".lock").path, O_RDWR)
        var held = true
        defer { if held { close(other) } }  // a failure below lets the waiting changes go
        #expect(flock(other, LOCK_EX) == 0)
        let changes = (0..<20).map { _ in
            Task { try await access.change { (store: inout LocalAppStore) throws(StoreError) in _ = try store.purchase(Florist.plant) } }
        }
        for _ in 0..<1_200 where noticed.withLockedValue({ $0 }) < changes.count { try await Task.sleep(for: .milliseconds(50)) }
        try #require(noticed.withLockedValue { $0 } == changes.count, "each waiting change said so")
        #expect(try await access.read { $0.transactionCount } == 0)

        // One is cancelled while it waits: it ends with CancellationError, the rest are saved once the lock is free.
        changes[0].cancel()
        await #expect(throws: CancellationError.self) { try await changes[0].value }
        close(other)
        held = false
        for change in changes.dropFirst() { try await change.value }
        #expect(try await access.read { $0.transactionCount } == changes.count - 1)
    }

    @Test func theVersionKeptBetweenReadsLetsAnotherProcessFoldTheLog() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: Florist.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let access = StateAccess(directory: directory)
        #expect(try await access.read { $0.transactionCount } == 0)

        // Another process, which folds the log into the database after every change, buys while the accessor keeps
        // that version: the log is folded and emptied (a read transaction kept open would have stopped it).
        var other = StateDirectory(directory.url)
        other.writeAheadLogLimit = 0
        try other.withStore { (store: inout LocalAppStore) throws(StoreError) in _ = try store.purchase(Florist.large) }
        let log = directory.url.appendingPathComponent("state.sqlite-wal").path
        let logBytes = (try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? NSNumber
        #expect(logBytes?.intValue ?? 0 == 0, "the log was folded")

        // The accessor sees the purchase, and reads its version again (kept, its transaction reopened) the same.
        #expect(try await access.read { $0.transactionCount } == 1)
        #expect(try await access.read { $0.transactions(for: LocalAppStore.defaultAccountId).map(\.productId) } == [Florist.large])
        #expect(try await access.read { $0.transactionCount } == 1)
    }
}
#endif
