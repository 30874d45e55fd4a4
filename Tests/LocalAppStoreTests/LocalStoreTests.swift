import AppStoreModels
import Entitlements
import Foundation
import LocalAppStore
import StoreHelperTesting
import Testing

/// The StoreKit-shaped device side.
@Suite struct LocalStoreTests {
    typealias F = Florist

    /// Collects `count` updates from the stream.
    static func updates(_ device: LocalStore, count: Int) async -> [TransactionVerification] {
        var result: [TransactionVerification] = []
        for await update in device.transactionUpdates {
            guard let transaction = update.transaction else { continue }
            result.append(transaction)
            if result.count == count { break }
        }
        return result
    }

    @Test func purchaseIsVerifiedAndRenewalsArriveAsUpdates() async throws {
        let device = try LocalStore(store: try F.store())
        guard case .success(let result) = try await device.purchase(F.silver) else { Issue.record("not purchased"); return }
        #expect(result.isVerified)
        try await device.session { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 65 * F.day) }
        let renewals = await Self.updates(device, count: 2)
        #expect(renewals.allSatisfy { $0.isVerified })
        #expect(renewals.map(\.payload.transactionReason) == [.renewal, .renewal])
        #expect(try await device.currentEntitlements().map(\.payload.productId) == [F.silver])
        #expect(try await device.latestTransaction(for: F.silver)?.payload.transactionId == renewals.last?.payload.transactionId)
        let statuses = try await device.subscriptionStatuses(groupId: F.vip)
        #expect(statuses.map(\.state) == [.subscribed])
        #expect(statuses.first?.renewalInfo.autoRenewProductId == F.silver)
        #expect(try await device.allTransactions().count == 3)
    }

    @Test func askToBuyApprovalArrivesAsAnUpdate() async throws {
        let device = try LocalStore(store: try F.store(["askToBuy": "on"]))
        guard case .pending(let id) = try await device.purchase(F.large) else { Issue.record("not pending"); return }
        #expect(try await device.currentEntitlements().isEmpty)
        try await device.session { (store: inout LocalAppStore) throws(StoreError) in _ = try store.approve(id) }
        let update = await Self.updates(device, count: 1)
        #expect(update.first?.payload.productId == F.large)

        guard case .pending(let second) = try await device.purchase(F.small) else { Issue.record("not pending"); return }
        try await device.session { (store: inout LocalAppStore) throws(StoreError) in try store.decline(second) }
        for await next in device.transactionUpdates {
            #expect(next == .declined(id: second, productId: F.small))
            break
        }
    }

    @Test func simulatedVerificationFailureGivesUnverified() async throws {
        let device = try LocalStore(store: try F.store(["error.verification": "invalidSignature"]))
        guard case .success(let result) = try await device.purchase(F.large) else { Issue.record("not purchased"); return }
        guard case .unverified(_, let reason) = result else { Issue.record("expected unverified"); return }
        #expect(reason == "invalidSignature")
    }

    @Test func finishAndUnfinishedAtStart() async throws {
        var store = try F.store()
        _ = try store.buy(F.plant)
        _ = try store.buy(F.large)
        try store.finish(try #require(store.payloads(product: F.large).first?.transactionId))
        let device = try LocalStore(store: store)
        try await device.start()
        let pending = await Self.updates(device, count: 1)
        #expect(pending.map(\.payload.productId) == [F.plant])
        #expect(try await device.unfinishedTransactions().map(\.payload.productId) == [F.plant])
        try await device.finish(try #require(pending.first?.payload.transactionId))
        #expect(try await device.unfinishedTransactions().isEmpty)
    }

    @Test func purchaseErrorsThrowAndCancelIsAResult() async throws {
        let device = try LocalStore(store: try F.store(["error.purchase": "userCancelled"]))
        #expect(try await device.purchase(F.large) == .userCancelled)
        try await device.session { (store: inout LocalAppStore) throws(StoreError) in try store.set("error.purchase", to: "purchaseNotAllowed") }
        await #expect(throws: StoreError.purchaseFailed(StoreKitFailure("purchaseNotAllowed"))) { try await device.purchase(F.large) }
        try await device.session { (store: inout LocalAppStore) throws(StoreError) in try store.set("error.appStoreSync", to: "networkError") }
        await #expect(throws: StoreError.self) { try await device.sync() }
    }

    @Test func deviceOverADirectorySeesOtherWriters() async throws {
        let directory = PersistenceTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let device = try LocalStore(directory: directory)
        _ = try await device.purchase(F.bronze)
        // Another process (here: a direct write) moves the clock; sync delivers the renewal.
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 31 * F.day) }
        try await device.sync()
        let renewal = await Self.updates(device, count: 1)
        #expect(renewal.first?.payload.transactionReason == .renewal)
        #expect(try await device.isEligibleForIntroOffer(groupId: F.vip) == false)
    }
}
