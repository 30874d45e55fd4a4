#if Server
import AppStoreModels
import Entitlements
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import LocalCertificateAuthority
import NIOConcurrencyHelpers
import StoreHelperFixtures
import StoreKitInterface
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
        let before = try directory.savedContent()
        #expect(throws: StoreError.self) {
            try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
                _ = try store.purchase(F.small)
                try store.advance(by: 40 * F.day)
                try store.refund("no such transaction")
            }
        }
        #expect(try directory.savedContent() == before)
    }

    @Test func missingStoreAndCorruptStateAreReported() throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        #expect(throws: StoreError.self) { try directory.withStore { (_: inout LocalAppStore) throws(StoreError) in } }
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: directory.url.appendingPathComponent("state.json"))
        #expect(throws: StoreError.self) { try directory.load() }
        try Data(repeating: 7, count: 4_096).write(to: directory.url.appendingPathComponent("state.sqlite"))
        #expect(throws: StoreError.self) { try directory.load() }
        #expect(throws: StoreError.self) { try directory.withStore { (_: inout LocalAppStore) throws(StoreError) in } }
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

    @Test(arguments: [
        ("duplicate transaction", "appears twice"), ("counter behind", "must be above every issued id"),
        ("counter at its maximum", "below 9223372036854775807"), ("clock past 9999", "outside 1970"),
        ("unknown account", "belongs to no account"), ("duplicate account", "account 'default' appears twice"),
    ])
    func aHandEditedStateJSONIsCheckedBeforeItIsMigrated(edit: String, says: String) throws {
        let directory = try StateDirectory.legacy { json in
            var transactions = json["transactions"] as! [[String: Any]]
            var accounts = json["accounts"] as! [[String: Any]]
            switch edit {
            case "duplicate transaction": transactions.append(transactions[0])
            case "counter behind": json["nextTransactionNumber"] = 2_000_000_000_000_001
            case "counter at its maximum": json["nextTransactionNumber"] = Int64.max
            case "clock past 9999": json["now"] = 300_000_000_000.0 - 978_307_200
            case "unknown account": transactions[1]["accountId"] = "ghost"
            default: accounts.append(accounts[0])
            }
            json["transactions"] = transactions
            json["accounts"] = accounts
        }
        defer { try? FileManager.default.removeItem(at: directory.url) }
        for attempt in ["load", "migrate"] {
            do throws(StoreError) {
                if attempt == "load" {
                    _ = try directory.load()
                } else {
                    try directory.withStore { (_: inout LocalAppStore) throws(StoreError) in }
                }
                Issue.record("\(edit): \(attempt) succeeded")
            } catch {
                #expect(error.kind == .state && error.message.contains(says), "\(edit): \(error)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix("state") } == ["state.json"])
    }

    @Test func aStateDirectoryOfTheJSONFormatIsMigratedByItsFirstChange() throws {
        let directory = try StateDirectory.legacy()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        let legacy = try directory.load()  // read as it is until a command changes it
        #expect(legacy.accounts.map(\.id) == ["default", "cousin"])
        #expect(legacy.transactions.count == 6 && legacy.outbox.count == 7 && legacy.pendingPurchases.count == 1)

        let outcome = try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.purchase(F.small) }
        guard case .purchased(let bought) = outcome else { throw StoreError.invalidAction("not purchased: \(outcome)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.contains("state.sqlite") && !names.contains("state.json"))
        let migrated = try directory.load()
        #expect(Array(migrated.transactions.prefix(6)) == legacy.transactions)
        #expect(Array(migrated.outbox.prefix(7)) == legacy.outbox)
        #expect(migrated.transactions.last?.id == bought.payload.transactionId && migrated.outboxCount == 8)
        #expect(migrated.accounts == legacy.accounts && migrated.subscriptions == legacy.subscriptions)
        #expect(migrated.pendingPurchases == legacy.pendingPurchases && migrated.now == legacy.now)
        #expect(migrated.entitlements(for: "cousin").entitlements.map(\.productId) == [F.large])
        #expect(try migrated.transaction("2000000000000004").payload.revocationDate != nil)
    }

    @Test func aLockFileThatIsASymbolicLinkIsNeverFollowed() throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let target = directory.url.appendingPathComponent("elsewhere")
        try FileManager.default.createSymbolicLink(at: directory.url.appendingPathComponent(".lock"), withDestinationURL: target)
        #expect {
            try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        } throws: { ($0 as? StoreError)?.message.contains("symbolic link") == true }
        #expect(!FileManager.default.fileExists(atPath: target.path))  // nothing was created through the link
        #expect(!directory.exists)
    }

    @Test func aWriterWaitingForTheLockSaysSoAndGivesUp() throws {
        let held = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: held.url) }
        try held.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let noticed = NIOLockedValueBox(false)
        var impatient = StateDirectory(held.url, lockTimeout: .milliseconds(1_500)) { _, _ in noticed.withLockedValue { $0 = true } }
        impatient.lockTimeout = .milliseconds(1_500)
        _ = try held.withStore { (_: inout LocalAppStore) throws(StoreError) in
            // Another writer (its own open file description, as another process would have) is refused in time.
            #expect {
                try impatient.withStore { (_: inout LocalAppStore) throws(StoreError) in }
            } throws: { ($0 as? StoreError)?.message.contains("gave up after waiting") == true }
        }
        #expect(noticed.withLockedValue { $0 })
        try impatient.withStore { (_: inout LocalAppStore) throws(StoreError) in }  // free again
    }

    @Test func temporaryFilesOfAKilledWriterAreRemoved() throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let torn = [".sqlite", ".sqlite-journal", ".sqlite-wal", ".json"].map {
            directory.url.appendingPathComponent(".state-\(UUID().uuidString)\($0)")
        }
        for file in torn { try Data(repeating: 1, count: 1_000).write(to: file) }
        try directory.withStore { (_: inout LocalAppStore) throws(StoreError) in }
        #expect(torn.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { !$0.hasPrefix("state.sqlite-") }.sorted() == [
                ".lock", "state.sqlite",
            ]
        )
    }
}
#endif
