#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import StoreKitInterface
import Testing

@testable import StoreHelperLocal

/// The local App Store as a StoreKit-shaped ``Store``: signed data out, verified by the receiver.
@Suite(.timeLimit(.minutes(1))) struct LocalStoreTests {
    typealias F = Florist

    /// Collects the next `count` transaction updates of `stream`, verified.
    static func updates(_ stream: AsyncStream<StoreUpdate>, of device: LocalStore, count: Int) async throws -> [JWSTransactionDecodedPayload] {
        var result: [JWSTransactionDecodedPayload] = []
        for await update in stream {
            guard case .transaction(let jws) = update else { continue }
            result.append(try await device.verifier.verifyTransaction(jws.compact))
            if result.count == count { break }
        }
        return result
    }

    static func payload(_ jws: SignedJWS?, _ device: LocalStore) async throws -> JWSTransactionDecodedPayload? {
        guard let jws else { return nil }
        return try await device.verifier.verifyTransaction(jws.compact)
    }

    @Test func purchaseIsSignedAndRenewalsArriveAsUpdates() async throws {
        let device = try LocalStore(store: try F.store())
        let stream = device.updates
        guard case .purchased(let jws) = try await device.purchase(F.silver, options: PurchaseOptions()) else {
            Issue.record("not purchased")
            return
        }
        #expect(try await Self.payload(jws, device)?.productId == F.silver)
        try await device.session { store in try store.advance(by: 65 * F.day) }
        let renewals = try await Self.updates(stream, of: device, count: 2)
        #expect(renewals.map(\.transactionReason) == [.renewal, .renewal])
        let entitled = try await device.currentEntitlements()
        #expect(try await entitled.asyncMap { try await Self.payload($0, device)?.productId } == [F.silver])
        #expect(try await Self.payload(device.latestTransaction(for: F.silver), device)?.transactionId == renewals.last?.transactionId)
        let statuses = try await device.subscriptionStatuses(groupId: F.vip)
        #expect(statuses.count == 1)
        let renewalInfo = try await device.verifier.verifyRenewalInfo(try #require(statuses.first).renewalInfo.compact)
        #expect(renewalInfo.autoRenewProductId == F.silver)
        #expect(try await device.allTransactions().count == 3)
    }

    @Test func askToBuyApprovalArrivesAsAnUpdate() async throws {
        let device = try LocalStore(store: try F.store(["askToBuy": "on"]))
        let stream = device.updates
        guard case .pending(let ticket?) = try await device.purchase(F.large, options: PurchaseOptions()) else {
            Issue.record("not pending")
            return
        }
        #expect(try await device.currentEntitlements().isEmpty)
        try await device.session { store in _ = try store.approve(ticket.id) }
        let update = try await Self.updates(stream, of: device, count: 1)
        #expect(update.first?.productId == F.large)

        guard case .pending(let second?) = try await device.purchase(F.small, options: PurchaseOptions()) else {
            Issue.record("not pending")
            return
        }
        let declines = device.updates
        try await device.session { store in try store.decline(second.id) }
        for await next in declines {
            #expect(next == .declined(pendingId: second.id, productId: F.small))
            break
        }
    }

    @Test func simulatedVerificationFailureHandsOverATokenThatFailsVerification() async throws {
        let device = try LocalStore(store: try F.store(["error.verification": "invalidSignature"]))
        guard case .purchased(let jws) = try await device.purchase(F.large, options: PurchaseOptions()) else {
            Issue.record("not purchased")
            return
        }
        await #expect(throws: VerificationError.invalidSignature) { try await device.verifier.verifyTransaction(jws.compact) }
        // Without the simulated error the same transaction verifies.
        try await device.session { store in try store.set("error.verification", to: "none") }
        #expect(try await Self.payload(device.latestTransaction(for: F.large), device)?.productId == F.large)
    }

    @Test func finishAndUnfinishedAtStart() async throws {
        var store = try F.store()
        _ = try store.purchase(F.plant)
        _ = try store.purchase(F.large)
        let large = try #require(store.transactions(for: LocalAppStore.defaultAccountId).first { $0.productId == F.large })
        try store.finish(large.id)
        let device = try LocalStore(store: store)
        let stream = device.updates
        try await device.startUpdates()
        let pending = try await Self.updates(stream, of: device, count: 1)
        #expect(pending.map(\.productId) == [F.plant])
        #expect(try await device.unfinishedTransactions().count == 1)
        try await device.finish(try #require(pending.first?.transactionId))
        #expect(try await device.unfinishedTransactions().isEmpty)
    }

    @Test func purchaseErrorsThrowStoreKitsErrorAndCancelIsAResult() async throws {
        let device = try LocalStore(store: try F.store(["error.purchase": "userCancelled"]))
        #expect(try await device.purchase(F.large, options: PurchaseOptions()) == .userCancelled)
        try await device.session { store in try store.set("error.purchase", to: "purchaseNotAllowed") }
        do {
            _ = try await device.purchase(F.large, options: PurchaseOptions())
            Issue.record("the purchase did not fail")
        } catch {
            #expect(error.kind == .storeKit)
            #expect(error.storeKitError == StoreKitErrorName("purchaseNotAllowed"))
        }
        try await device.session { store in try store.set("error.appStoreSync", to: "networkError") }
        await #expect(throws: StoreFailure.self) { try await device.sync() }
        await #expect(throws: StoreFailure(.unknownTransaction, StoreError.unknownTransaction("nope").description)) {
            try await device.finish("nope")
        }
    }

    @Test func deviceOverADirectorySeesOtherWriters() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let device = try await LocalStore(access: StateAccess(directory: directory))
        let stream = device.updates
        _ = try await device.purchase(F.bronze, options: PurchaseOptions())
        // Another process (here: a direct write) moves the clock; sync delivers the renewal.
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 31 * F.day) }
        try await device.sync()
        let renewal = try await Self.updates(stream, of: device, count: 1)
        #expect(renewal.first?.transactionReason == .renewal)
        #expect(try await device.isEligibleForIntroOffer(groupId: F.vip) == false)
    }

    @Test func aDeviceAtRestLetsAnotherProcessFoldTheLog() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let device = try await LocalStore(access: StateAccess(directory: directory))
        _ = try await device.purchase(F.bronze, options: PurchaseOptions())
        #expect(try await device.currentEntitlements().count == 1)

        // Another process, which folds the log into the database after every change, moves the clock while the device
        // is at rest: the log is folded and emptied (a read transaction the device kept open would have stopped it).
        var other = StateDirectory(directory.url)
        other.writeAheadLogLimit = 0
        try other.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: F.day) }
        let log = directory.url.appendingPathComponent("state.sqlite-wal").path
        let logBytes = (try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? NSNumber
        #expect(logBytes?.intValue ?? 0 == 0, "the log was folded")
        #expect(try await device.currentEntitlements().count == 1)
        #expect(try await device.now() == F.start.addingTimeInterval(F.day))
    }

    @Test func aStartedDeviceOverADirectoryNoticesOtherWritersByItself() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating(["billingRetry": "on"])) { (_: inout LocalAppStore) throws(StoreError) in }
        let device = try await LocalStore(access: StateAccess(directory: directory))
        let stream = device.updates
        try await device.startUpdates()
        _ = try await device.purchase(F.bronze, options: PurchaseOptions())
        let renewalDate = F.start.addingTimeInterval(31 * F.day)
        async let clockReached: Void = device.wait(until: renewalDate)
        // Another process fails the renewal: no transaction, a status change, a clock that moved.
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 32 * F.day) }
        await clockReached
        for await update in stream {
            if case .subscriptionStatus(let group) = update {
                #expect(group == F.vip)
                break
            }
        }
    }

    @Test func waitingForTheClockEndsWhenItGetsThereOrWhenCancelled() async throws {
        let device = try LocalStore(store: try F.store())
        await device.wait(until: F.start)  // already there
        let waiter = Task { await device.wait(until: F.start.addingTimeInterval(F.day)) }
        try await device.session { store in try store.advance(by: F.day) }
        await waiter.value
        let cancelled = Task { await device.wait(until: F.start.addingTimeInterval(100 * F.day)) }
        cancelled.cancel()
        await cancelled.value
        #expect(try await device.now() == F.start.addingTimeInterval(F.day))
    }

    @Test func everyConsumerOfTheUpdatesGetsEveryUpdate() async throws {
        let device = try LocalStore(store: try F.store())
        let (first, second) = (device.updates, device.updates)
        _ = try await device.purchase(F.silver, options: PurchaseOptions())
        try await device.session { store in try store.advance(by: 65 * F.day) }
        let a = try await Self.updates(first, of: device, count: 2)
        let b = try await Self.updates(second, of: device, count: 2)
        #expect(a.map(\.transactionId) == b.map(\.transactionId) && a.count == 2)
    }

    @Test func aDirectoryIsParsedAgainOnlyWhenAnotherWriterSavedANewVersion() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let device = try await LocalStore(access: StateAccess(directory: directory))
        let version = try #require(directory.version())
        #expect(try await device.now() == F.start)
        #expect(directory.version() == version)  // reading saved nothing
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: F.day) }
        #expect(directory.version() != version)
        #expect(try await device.now() == F.start.addingTimeInterval(F.day))  // the other writer's change is seen
    }

    @Test func aBrokenSignatureStaysWellFormed() throws {
        let jws = "aGVhZGVy.cGF5bG9hZA.AAAA"
        #expect(LocalStore.breakingSignature(of: jws) == "aGVhZGVy.cGF5bG9hZA.BAAA")
        #expect(LocalStore.breakingSignature(of: "x.y.BA") == "x.y.AA")
    }
}

extension Sequence {
    /// `map` with an async, throwing transform, in order.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
#endif
