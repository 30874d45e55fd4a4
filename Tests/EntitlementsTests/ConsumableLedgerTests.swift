import AppStoreModels
import Foundation
import StoreHelperFixtures
import Testing

@testable import Entitlements

@Suite struct ConsumableLedgerTests {
    func temporaryFile() throws -> URL {
        let directory = TemporaryFiles.url("ledger")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("ledger.json")
    }

    @Test func aTransactionDeliveredTwiceCreditsOnce() async throws {
        let ledger = try ConsumableLedger(store: InMemoryLedgerStore())
        let purchase = tx("1", Florist.plant, .consumable, bought: 0)
        #expect(try await ledger.record(purchase) == .credited(quantity: 1))
        #expect(try await ledger.record(purchase) == .alreadyRecorded)
        #expect(await ledger.balance(for: Florist.plant) == 1)
    }

    @Test func quantityIsCreditedAndConsumptionDebits() async throws {
        let ledger = try ConsumableLedger(store: InMemoryLedgerStore())
        var bulk = tx("1", Florist.plant, .consumable, bought: 0)
        bulk.quantity = 3
        try await ledger.record(bulk)
        try await ledger.consume(Florist.plant, quantity: 2)
        #expect(await ledger.balance(for: Florist.plant) == 1)
        await #expect(throws: LedgerError.insufficientBalance(productId: Florist.plant, balance: 1, requested: 2)) {
            try await ledger.consume(Florist.plant, quantity: 2)
        }
        await #expect(throws: LedgerError.invalidQuantity(0)) { try await ledger.consume(Florist.plant, quantity: 0) }
        #expect(await ledger.balance(for: Florist.plant) == 1)
    }

    @Test func badTransactionsAreRefusedWithoutChangingAnything() async throws {
        let ledger = try ConsumableLedger(store: InMemoryLedgerStore())
        await #expect(throws: LedgerError.notAConsumable(productId: Florist.flowers)) {
            try await ledger.record(tx("1", Florist.flowers, .nonConsumable, bought: 0))
        }
        var anonymous = tx("2", Florist.plant, .consumable, bought: 0)
        anonymous.transactionId = nil
        await #expect(throws: LedgerError.missingTransactionId) { try await ledger.record(anonymous) }
        #expect(await ledger.balance(for: Florist.plant) == 0)
    }

    @Test func refundDebitsUnderTheDebitPolicy() async throws {
        let ledger = try ConsumableLedger(store: InMemoryLedgerStore(), refundPolicy: .debit)
        try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0))
        try await ledger.record(tx("2", Florist.plant, .consumable, bought: 0))
        try await ledger.consume(Florist.plant, quantity: 2)
        #expect(try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0, revoked: 3)) == .revoked(quantity: 1))
        #expect(try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0, revoked: 3)) == .alreadyRecorded)
        #expect(await ledger.balance(for: Florist.plant) == -1)
        #expect(await ledger.flaggedForReview.isEmpty)
    }

    @Test func refundIsFlaggedUnderTheReviewPolicy() async throws {
        let ledger = try ConsumableLedger(store: InMemoryLedgerStore(), refundPolicy: .flagForReview)
        try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0))
        try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0, revoked: 3))
        #expect(await ledger.balance(for: Florist.plant) == 1)
        #expect(await ledger.flaggedForReview == ["1"])
    }

    @Test func aRefundSeenFirstNeverCredits() async throws {
        let ledger = try ConsumableLedger(store: InMemoryLedgerStore())
        #expect(try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0, revoked: 3)) == .revoked(quantity: 1))
        #expect(try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0)) == .alreadyRecorded)
        #expect(await ledger.balance(for: Florist.plant) == 0)
    }

    @Test func fileLedgerSurvivesARestart() async throws {
        let url = try temporaryFile()
        let first = try ConsumableLedger(store: FileLedgerStore(url: url))
        try await first.record(tx("1", Florist.plant, .consumable, bought: 0))
        try await first.record(tx("2", Florist.plant, .consumable, bought: 0))
        try await first.consume(Florist.plant)
        let reopened = try ConsumableLedger(store: FileLedgerStore(url: url))
        #expect(await reopened.balance(for: Florist.plant) == 1)
        #expect(try await reopened.record(tx("1", Florist.plant, .consumable, bought: 0)) == .alreadyRecorded)
    }

    struct SimulatedCrash: Error {}

    @Test func aCrashBetweenWriteAndRenameLosesNothing() async throws {
        let url = try temporaryFile()
        let healthy = try ConsumableLedger(store: FileLedgerStore(url: url))
        try await healthy.record(tx("1", Florist.plant, .consumable, bought: 0))

        let crashing = try ConsumableLedger(store: FileLedgerStore(url: url, beforeRename: { throw SimulatedCrash() }))
        #expect(await crashing.balance(for: Florist.plant) == 1)
        await #expect(throws: LedgerError.self) { try await crashing.record(tx("2", Florist.plant, .consumable, bought: 0)) }
        await #expect(throws: LedgerError.self) { try await crashing.consume(Florist.plant) }
        #expect(await crashing.balance(for: Florist.plant) == 1)  // refused changes did not take effect

        let afterCrash = try ConsumableLedger(store: FileLedgerStore(url: url))
        #expect(await afterCrash.balance(for: Florist.plant) == 1)
        #expect(await afterCrash.hasRecorded("1"))
        #expect(await afterCrash.hasRecorded("2") == false)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["ledger.json"])
        #expect(try await afterCrash.record(tx("2", Florist.plant, .consumable, bought: 0)) == .credited(quantity: 1))
    }

    @Test func aTornTemporaryFileIsIgnoredAndRemoved() async throws {
        let url = try temporaryFile()
        let ledger = try ConsumableLedger(store: FileLedgerStore(url: url))
        try await ledger.record(tx("1", Florist.plant, .consumable, bought: 0))
        // A process killed mid-write leaves a partial temporary file beside the ledger (its rename never happened).
        let torn = url.deletingLastPathComponent().appendingPathComponent(".ledger.json.8F0C.tmp")
        try Data("{\"credits\":{\"9\":".utf8).write(to: torn)
        let reopened = try ConsumableLedger(store: FileLedgerStore(url: url))
        #expect(await reopened.balance(for: Florist.plant) == 1)
        #expect(!FileManager.default.fileExists(atPath: torn.path))
        // Later saves work as before, and only the ledger file is left.
        try await reopened.record(tx("2", Florist.plant, .consumable, bought: 0))
        #expect(await (try ConsumableLedger(store: FileLedgerStore(url: url))).balance(for: Florist.plant) == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["ledger.json"])
    }

    @Test func aCorruptLedgerFileIsReportedNotReset() throws {
        let url = try temporaryFile()
        try Data("not json".utf8).write(to: url)
        #expect(throws: LedgerError.self) { _ = try ConsumableLedger(store: FileLedgerStore(url: url)) }
        #expect(try Data(contentsOf: url) == Data("not json".utf8))
    }
}
