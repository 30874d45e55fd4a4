import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKit
import StoreKitTest
import Testing

@testable import StoreHelperStoreKit

extension OneStoreKit {
    /// The adapter running: StoreHelper over `StoreKitStore` over StoreKit on Linux, beside StoreHelper over
    /// `LocalStore`, both driven through one history and compared after each step.
    @MainActor
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitStoreOnLinuxTests {
        /// One app over StoreKit and one over the local store, each on a florist store of its own.
        @MainActor
        struct Twins {
            let session: SKTestSession
            let storeKit: StoreHelper
            let local: StoreHelper
            let localDevice: LocalStore

            init() async throws {
                session = try SKTestSession(contentsOf: Florist.storekitURL)
                let configuration = try ProductConfiguration(contentsOf: Florist.productsPlistURL)
                storeKit = StoreHelper(
                    configuration: configuration,
                    store: StoreKitStore(),
                    verifier: session.device.verifier,
                    ledger: try ConsumableLedger(store: InMemoryLedgerStore())
                )
                let file = try ConfigurationFile.load(Data(contentsOf: Florist.storekitURL))
                localDevice = try LocalStore(store: try LocalAppStore(configuration: file, bundleId: Florist.bundleId, now: Date()))
                local = StoreHelper(
                    configuration: configuration,
                    store: localDevice,
                    verifier: localDevice.verifier,
                    ledger: try ConsumableLedger(store: InMemoryLedgerStore())
                )
                await storeKit.start()
                await local.start()
            }

            /// Buys `productId` in both apps: the transaction ids each store gave.
            func buy(_ productId: String) async throws -> (storeKit: String, local: String) {
                let bought = try await storeKit.purchase(try #require(storeKit.product(productId)))
                let twin = try await local.purchase(try #require(local.product(productId)))
                guard case .purchased(let a) = bought, case .purchased(let b) = twin else {
                    throw StoreFailure(.invalidRequest, "not purchased: \(bought), \(twin)")
                }
                return (a.id, b.id)
            }

            /// What each app grants: its purchased products, its consumable count and its VIP subscription (product,
            /// state, renewal, scheduled change).
            func answers() async -> [String] {
                var result: [String] = []
                for helper in [storeKit, local] {
                    let vip = try? await helper.subscriptionInfo(for: "VIP")
                    let subscription = vip.map { "\($0.product.id) \($0.state) renews: \($0.willAutoRenew) then: \($0.pendingChange?.id ?? "-")" }
                    result.append(
                        "\(helper.purchasedProducts.sorted()) plants: \(await helper.count(for: Florist.plant)) VIP: \(subscription ?? "none")"
                    )
                }
                return result
            }

            /// Runs `change` on both stores (the StoreKit one through its session's device), then waits until both apps
            /// answer `condition`.
            func both(
                _ change: @escaping @Sendable (inout LocalAppStore) throws -> Void,
                until condition: @escaping @MainActor (StoreHelper) async -> Bool
            ) async throws -> Bool {
                try await session.device.session(change)
                try await localDevice.session(change)
                var reached = true
                for helper in [storeKit, local] { reached = await helper.wait(until: { await condition(helper) }) && reached }
                return reached
            }
        }

        @Test func bothStoresGiveTheSameAnswersThroughPurchasesASubscriptionAndARefund() async throws {
            let twins = try await Twins()
            let large = try await twins.buy(Florist.large)
            _ = try await twins.buy(Florist.plant)
            _ = try await twins.buy(Florist.silver)
            var answers = await twins.answers()
            #expect(answers[0] == answers[1])
            #expect(twins.storeKit.purchasedProducts == [Florist.large, Florist.silver])

            try twins.session.refundTransaction(identifier: try #require(Int(large.storeKit)))
            try await twins.localDevice.session { try $0.refund(large.local) }
            for helper in [twins.storeKit, twins.local] {
                #expect(await helper.wait(until: { !helper.purchasedProducts.contains(Florist.large) }), "the refund reached the app")
            }
            answers = await twins.answers()
            #expect(answers[0] == answers[1])
            #expect(try await twins.storeKit.subscriptionInfo(for: "VIP")?.willAutoRenew == true)
        }

        /// A subscription through a scheduled downgrade, auto-renew turned off and on, and an upgrade: both apps
        /// agree at each step.
        @Test func aSubscriptionsLifeGivesTheSameAnswers() async throws {
            let twins = try await Twins()
            _ = try await twins.buy(Florist.silver)
            #expect(await twins.answers()[0] == twins.answers()[1])

            _ = try await twins.buy(Florist.bronze)  // a lower level: takes effect at the next renewal
            var answers = await twins.answers()
            #expect(answers[0] == answers[1] && answers[0].contains("then: \(Florist.bronze)"), "\(answers)")

            #expect(
                try await twins.both(
                    { try $0.setAutoRenew(false, product: Florist.silver) },
                    until: { helper in (try? await helper.subscriptionInfo(for: "VIP"))?.willAutoRenew == false }
                )
            )
            answers = await twins.answers()
            #expect(answers[0] == answers[1], "\(answers)")
            #expect(
                try await twins.both(
                    { try $0.setAutoRenew(true, product: Florist.silver) },
                    until: { helper in (try? await helper.subscriptionInfo(for: "VIP"))?.willAutoRenew == true }
                )
            )

            _ = try await twins.buy(Florist.gold)  // a higher level: at once
            answers = await twins.answers()
            #expect(answers[0] == answers[1], "\(answers)")
            #expect(twins.storeKit.purchasedProducts == [Florist.gold])
        }

        /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/iseligibleforintrooffer(for:):
        /// both apps are eligible for the group's introductory offer before the first subscription, the purchase
        /// carries it (`offerType` introductory, at the offer's price), and neither app is eligible afterwards.
        @Test func anIntroductoryOfferGivesTheSameAnswers() async throws {
            let twins = try await Twins()
            var eligible: [Bool] = []
            for helper in [twins.storeKit, twins.local] {
                eligible.append(try await helper.isEligibleForIntroOffer(try #require(helper.product(Florist.gold))))
            }
            #expect(eligible == [true, true])

            let bought = try await twins.storeKit.purchase(try #require(twins.storeKit.product(Florist.gold)))
            let twin = try await twins.local.purchase(try #require(twins.local.product(Florist.gold)))
            guard case .purchased(let a) = bought, case .purchased(let b) = twin else {
                Issue.record("not purchased: \(bought), \(twin)")
                return
            }
            #expect(a.offerType == .introductory && b.offerType == .introductory)
            #expect(a.price == b.price && a.currency == b.currency, "the offer's price in both")

            eligible = []
            for helper in [twins.storeKit, twins.local] {
                eligible.append(try await helper.isEligibleForIntroOffer(try #require(helper.product(Florist.gold))))
            }
            #expect(eligible == [false, false])
            let answers = await twins.answers()
            #expect(answers[0] == answers[1], "\(answers)")
        }

        /// https://developer.apple.com/documentation/storekittest/sktestsession/shouldenterbillingretryonrenewal and
        /// https://developer.apple.com/documentation/storekittest/sktestsession/timerate-swift.property: a renewal that
        /// fails enters billing retry in both apps. StoreKit's clock is the device's, so its renewal comes due as time
        /// passes at the session's rate (one renewal every two seconds); the local store's clock is moved past it.
        @Test func aFailedRenewalEntersBillingRetryInBothApps() async throws {
            let twins = try await Twins()
            twins.session.timeRate = .oneRenewalEveryTwoSeconds
            #expect(twins.session.timeRate == .oneRenewalEveryTwoSeconds)
            _ = try await twins.buy(Florist.silver)
            twins.session.shouldEnterBillingRetryOnRenewal = true
            try await twins.localDevice.session { store in
                try store.set("billingRetry", to: "on")
                try store.advance(by: 32 * 86_400)  // past the monthly renewal
            }
            for helper in [twins.storeKit, twins.local] {
                let retrying = await helper.wait(until: { (try? await helper.subscriptionInfo(for: "VIP"))?.state == .inBillingRetryPeriod })
                #expect(retrying, "the failed renewal reached the app")
            }
            let answers = await twins.answers()
            #expect(answers[0] == answers[1], "\(answers)")
            #expect(twins.storeKit.purchasedProducts.isEmpty, "no service in billing retry without a grace period")
        }

        /// https://developer.apple.com/documentation/storekit/transaction/updates and
        /// https://developer.apple.com/documentation/storekit/transaction/unfinished: what was bought while the app
        /// was not running waits unfinished; the app launched again delivers it, once, in both stores alike.
        @Test func whatWasBoughtWhileTheAppWasNotRunningIsDeliveredOnceAfterARelaunch() async throws {
            let twins = try await Twins()
            _ = try await twins.buy(Florist.large)
            // The apps quit (a new process: StoreKit's listeners end, the local store's device is made anew), and the
            // customer buys on another device meanwhile.
            StoreKitBackends.install(LocalAppStoreBackend(device: twins.session.device))
            let device = try LocalStore(store: try await twins.localDevice.snapshot())
            _ = try await twins.session.device.session { store in try store.purchase(Florist.plant) }
            _ = try await device.session { store in try store.purchase(Florist.plant) }
            // The apps launch again: StoreKit's first listener, and the helpers made anew over the same stores.
            let configuration = try ProductConfiguration(contentsOf: Florist.productsPlistURL)
            let storeKit = StoreHelper(
                configuration: configuration,
                store: StoreKitStore(),
                verifier: twins.session.device.verifier,
                ledger: try ConsumableLedger(store: InMemoryLedgerStore())
            )
            let local = StoreHelper(
                configuration: configuration,
                store: device,
                verifier: device.verifier,
                ledger: try ConsumableLedger(store: InMemoryLedgerStore())
            )
            for helper in [storeKit, local] {
                await helper.start()
                #expect(await helper.wait(until: { await helper.count(for: Florist.plant) == 1 }), "the plant was delivered")
                #expect(helper.purchasedProducts == [Florist.large])
            }
            #expect(try await StoreKitStore().unfinishedTransactions().isEmpty, "delivered and finished")
            #expect(try await device.unfinishedTransactions().isEmpty)
            let counts = (await storeKit.count(for: Florist.plant), await local.count(for: Florist.plant))
            #expect(counts == (1, 1), "once, however it arrived")
        }

        /// https://developer.apple.com/documentation/storekit/appstore/sync(): restoring gives both apps what they own.
        @Test func restoringGivesTheSameAnswers() async throws {
            let twins = try await Twins()
            _ = try await twins.buy(Florist.large)
            _ = try await twins.buy(Florist.seasonal)
            try await twins.storeKit.restorePurchases()
            try await twins.local.restorePurchases()
            let answers = await twins.answers()
            #expect(answers[0] == answers[1], "\(answers)")
            #expect(twins.storeKit.purchasedProducts == [Florist.large, Florist.seasonal])
        }

        /// https://developer.apple.com/documentation/storekittest/sktestsession/asktobuyenabled: Ask to Buy pending,
        /// then approved, in both apps alike.
        @Test func askToBuyThenApprovalGivesTheSameAnswers() async throws {
            let twins = try await Twins()
            twins.session.askToBuyEnabled = true
            try await twins.localDevice.session { try $0.set("askToBuy", to: "on") }
            let pending = try await twins.storeKit.purchase(try #require(twins.storeKit.product(Florist.large)))
            let twin = try await twins.local.purchase(try #require(twins.local.product(Florist.large)))
            guard case .pending = pending, case .pending = twin else {
                Issue.record("not pending: \(pending), \(twin)")
                return
            }
            let waiting = try #require(twins.session.allTransactions().first { $0.pendingAskToBuyConfirmation })
            try twins.session.approveAskToBuyTransaction(identifier: waiting.identifier)
            try await twins.localDevice.session { store in _ = try store.approve(try #require(store.pendingPurchases.last?.id)) }
            for helper in [twins.storeKit, twins.local] {
                #expect(await helper.wait(until: { helper.purchasedProducts.contains(Florist.large) }), "the approval reached the app")
            }
            let answers = await twins.answers()
            #expect(answers[0] == answers[1])
        }
    }
}
