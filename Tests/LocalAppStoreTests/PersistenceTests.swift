import Foundation
import LocalAppStore
import StoreHelperTesting
import Testing

/// The state directory: restarts resume exactly, failed commands write nothing, and concurrent
/// writers are serialized.
@Suite struct PersistenceTests {
    typealias F = Florist

    @Test func restartResumesExactly() throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating(["gracePeriod": "on"])) { (store: inout LocalAppStore) throws(StoreError) in
            _ = try store.purchase(F.silver)
            try store.advance(by: 10 * F.day)
        }
        let reloaded = try directory.load()
        #expect(reloaded.now == F.start.addingTimeInterval(10 * F.day))
        #expect(reloaded.settings.gracePeriod)
        #expect(reloaded.transactions.count == 1 && reloaded.outbox.count == 1)
        #expect(try reloaded.rootCertificateDER() == TestAuthority.shared.rootDER())

        // Continuing after a restart gives the same as never stopping.
        var continued = reloaded
        try continued.advance(by: 30 * F.day)
        var uninterrupted = try F.store(["gracePeriod": "on"])
        _ = try uninterrupted.purchase(F.silver)
        try uninterrupted.advance(by: 40 * F.day)
        #expect(continued.payloads().map(\.purchaseDate) == uninterrupted.payloads().map(\.purchaseDate))
        #expect(continued.notificationNames() == uninterrupted.notificationNames())
    }

    @Test func aFailedCommandWritesNothing() throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (store: inout LocalAppStore) throws(StoreError) in
            _ = try store.purchase(F.large)
        }
        let before = try Data(contentsOf: directory.url.appendingPathComponent("state.json"))
        #expect(throws: StoreError.self) {
            try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
                _ = try store.purchase(F.small)
                try store.refund("no such transaction")
            }
        }
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("state.json")) == before)
    }

    @Test func missingStoreAndCorruptStateAreReported() throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        #expect(throws: StoreError.self) { try directory.withStore { (_: inout LocalAppStore) throws(StoreError) in } }
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: directory.url.appendingPathComponent("state.json"))
        #expect(throws: StoreError.self) { try directory.load() }
    }

    @Test func concurrentWritersAreSerialized() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let writers = 8
        let purchasesEach = 5
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<writers {
                group.addTask {
                    for _ in 0..<purchasesEach {
                        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in _ = try store.purchase(F.plant) }
                    }
                }
            }
            try await group.waitForAll()
        }
        let store = try directory.load()
        #expect(store.transactions.count == writers * purchasesEach)
        #expect(Set(store.transactions.map(\.id)).count == writers * purchasesEach)
    }
}
