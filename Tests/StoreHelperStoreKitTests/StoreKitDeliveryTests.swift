import AppStoreModels
import Foundation
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKit
import Testing

@testable import StoreHelperStoreKit

extension OneStoreKit {
    /// How StoreKit hands things over, as Apple documents it: `Transaction.updates` per listener (what happens
    /// after it started listening), `Transaction.unfinished` readable by anyone at any time, and subscription
    /// status changes through `Product.SubscriptionInfo.Status.updates`. StoreHelper delivers a transaction once
    /// whichever way it comes first, and however often.
    @MainActor
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitDeliveryTests {
        /// The changes of `helper` from now on, collected as they come.
        final class Changes: @unchecked Sendable {
            private let lock = NSLock()
            private var seen: [StoreHelperChange] = []
            private var task: Task<Void, Never>?

            init(of helper: StoreHelper) {
                let stream = helper.changes
                task = Task { [weak self] in
                    for await change in stream { self?.append(change) }
                }
            }

            deinit { task?.cancel() }

            private func append(_ change: StoreHelperChange) {
                lock.lock()
                defer { lock.unlock() }
                seen.append(change)
            }

            /// Whether a change `matching` arrives within ten seconds (checked every ten milliseconds).
            func arrive(_ matching: @Sendable (StoreHelperChange) -> Bool) async -> Bool {
                for _ in 0..<1_000 where !all.contains(where: matching) { try? await Task.sleep(for: .milliseconds(10)) }
                return all.contains(where: matching)
            }

            var all: [StoreHelperChange] {
                lock.lock()
                defer { lock.unlock() }
                return seen
            }
        }

        @Test func eachListenerOfTheUpdatesGetsWhatHappensAfterItStartedAndUnfinishedIsReadableAnytime() async throws {
            let shop = try await StandInAppStore()
            let before = try await shop.signedPurchase(Florist.plant)
            StoreKitStandIn.addTransaction(before)  // bought before anyone listened
            var first = Transaction.updates.makeAsyncIterator()
            var second = Transaction.updates.makeAsyncIterator()
            let after = try await shop.signedPurchase(Florist.large)
            StoreKitStandIn.sendUpdate(after)
            #expect(await first.next()?.jwsRepresentation == after, "not the transaction from before it listened")
            #expect(await second.next()?.jwsRepresentation == after, "every listener gets it")
            for _ in 0..<2 {  // the helper has not started: nothing from before was delivered or finished
                #expect(try await shop.store.unfinishedTransactions().contains(SignedJWS(before)), "read as often as asked, until finished")
            }
        }

        /// A transaction both waiting unfinished at launch and sent to the updates (the order StoreKit gives them in
        /// is not documented): delivered, credited and reported once, finished.
        @Test(arguments: [true, false])
        func aTransactionHandedOverTwiceIsDeliveredOnce(updatesFirst: Bool) async throws {
            let shop = try await StandInAppStore()
            let plant = try await shop.signedPurchase(Florist.plant)
            StoreKitStandIn.addTransaction(plant)
            let changes = Changes(of: shop.helper)
            #expect(await shop.listening())
            if updatesFirst { StoreKitStandIn.sendUpdate(plant) }
            await shop.helper.start()
            if !updatesFirst { StoreKitStandIn.sendUpdate(plant) }
            // The listener takes updates in order: once this later one is delivered, the plant's second arrival was handled.
            let large = try await shop.signedPurchase(Florist.large)
            StoreKitStandIn.sendUpdate(large)
            let largeDelivered = await changes.arrive {  // reported once delivered and finished
                if case .delivered(Florist.large, _) = $0 { true } else { false }
            }
            #expect(largeDelivered)
            let delivered = changes.all.filter {
                if case .delivered(let productId, _) = $0 { productId == Florist.plant } else { false }
            }
            #expect(delivered.count == 1, "\(changes.all)")
            #expect(await shop.helper.count(for: Florist.plant) == 1)
            #expect(try await shop.store.unfinishedTransactions().isEmpty)
        }

        /// Billing retry, a grace period, auto-renew turned off, a scheduled change: StoreKit reports them through
        /// `Status.updates`, and the helper reads the group's statuses again.
        @Test func aSubscriptionStatusChangeReachesTheHelper() async throws {
            let shop = try await StandInAppStore()
            // The store's listener starts with it, on its own task.
            #expect(await shop.listening(), "the store listens from its creation on")
            #expect(StoreKitStandIn.statusListenerCount == 1)
            StoreKitStandIn.addTransaction(try await shop.signedPurchase(Florist.silver))
            try await shop.setStatusesFromSource()
            await shop.helper.start()
            #expect(try await shop.helper.subscriptionInfo(for: "VIP")?.willAutoRenew == true)
            let changes = Changes(of: shop.helper)

            try await shop.source.session { try $0.setAutoRenew(false, product: Florist.silver) }
            try await shop.setStatusesFromSource()
            #expect(StoreKitStandIn.sendStatusUpdates(for: Florist.vip))
            let seen = await changes.arrive { $0 == .subscriptionStatus(groupId: Florist.vip) }
            #expect(seen, "the status change refreshed the helper: \(changes.all)")
            #expect(try await shop.helper.subscriptionInfo(for: "VIP")?.willAutoRenew == false)
        }

        @Test func verificationErrorsAndNewerStoreKitErrorsKeepTheirCaseNames() {
            let cases: [(VerificationResult<Transaction>.VerificationError, String)] = [
                (.revokedCertificate, "revokedCertificate"), (.invalidCertificateChain, "invalidCertificateChain"),
                (.invalidDeviceVerification, "invalidDeviceVerification"), (.invalidEncoding, "invalidEncoding"),
                (.invalidSignature, "invalidSignature"), (.missingRequiredProperties, "missingRequiredProperties"),
            ]
            for (error, name) in cases {
                let failure = StoreKitStore.verificationFailure(error, during: "StoreKit's verification of a purchase")
                #expect(failure.kind == .storeKit && failure.storeKitError == StoreKitErrorName(name))
            }
            #expect(StoreKitErrorName.verification.map(\.name) == cases.map(\.1), "the names the local store simulates")
            #expect(StoreKitStore.caseName(StoreKitError.unsupported) == "unsupported")
            #expect(StoreKitErrorName.generic.map(\.name).contains("unsupported"))
        }
    }
}

extension StandInAppStore {
    /// The stand-in's statuses for the VIP group: the local App Store's, signed.
    func setStatusesFromSource() async throws {
        let statuses = try await source.subscriptionStatuses(groupId: Florist.vip)
        StoreKitStandIn.setStatuses(statuses.map { (transaction: $0.transaction.compact, renewalInfo: $0.renewalInfo.compact) }, for: Florist.vip)
    }
}
