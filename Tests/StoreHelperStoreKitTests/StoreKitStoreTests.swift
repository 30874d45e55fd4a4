import AppStoreModels
import Foundation
import FoundationNetworking
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKit
import Testing

@testable import StoreHelperStoreKit

extension OneStoreKit {
    /// StoreHelper over the StoreKit adapter, over the stand-in of StoreKit: what StoreKit hands over, the
    /// helper verifies and grants as it does for any store.
    @MainActor
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitStoreTests {
        @Test func productsCarryTheirTypeGroupLevelPeriodAndIntroductoryOffer() async throws {
            let shop = try await StandInAppStore()
            let products = try await shop.store.products(for: [Florist.gold, Florist.large, "com.example.unknown"])
            #expect(products.map(\.id).sorted() == [Florist.large, Florist.gold].sorted(), "unknown ids are left out")
            let gold = try #require(products.first { $0.id == Florist.gold })
            let local = try #require(try await shop.source.products(for: [Florist.gold]).first)
            #expect(gold.type == .autoRenewable && gold.price == local.price && gold.displayPrice == local.displayPrice)
            #expect(gold.subscription?.groupId == Florist.vip && gold.subscription?.period == CalendarDuration(months: 1))
            #expect(gold.subscription?.introductoryOffer?.type == .introductory)
            #expect(products.first { $0.id == Florist.large }?.type == .nonConsumable)
        }

        @Test func aPurchaseStoreKitVerifiedIsVerifiedAgainGrantedAndFinishedById() async throws {
            let shop = try await StandInAppStore()
            let jws = try await shop.signedPurchase(Florist.large)
            shop.nextPurchaseGives(jws)
            await shop.helper.start()
            let outcome = try await shop.helper.purchase(try #require(shop.helper.product(Florist.large)))
            let transaction = try #require(outcome.transaction)
            #expect(transaction.productId == Florist.large && transaction.jwsRepresentation == jws)
            #expect(try await shop.helper.isPurchased(productId: Florist.large))
            #expect(StoreKitStandIn.finishedTransactionIDs == [UInt64(transaction.id)].compactMap { $0 })
        }

        @Test func aTokenStoreKitCallsVerifiedButTheHelpersVerifierRefusesGrantsNothing() async throws {
            let shop = try await StandInAppStore()
            var forged = try await shop.signedPurchase(Florist.large)
            forged.removeLast(4)
            forged += "AAAA"  // the signature no longer matches
            shop.nextPurchaseGives(forged, verified: true)
            await shop.helper.start()
            let refused = await #expect(throws: StoreHelperError.self) {
                try await shop.helper.purchase(try #require(shop.helper.product(Florist.large)))
            }
            #expect(refused?.kind == .verification && shop.helper.purchaseState == .failedVerification)
            #expect(!(try await shop.helper.isPurchased(productId: Florist.large)))
            #expect(StoreKitStandIn.finishedTransactionIDs.isEmpty, "nothing unverified is finished")
        }

        /// A token StoreKit could not verify (signed for another device, say) is never handed to the helper,
        /// even when it is signed well: a purchase throws StoreKit's verification error, and the updates and
        /// the transaction sequences leave it out.
        @Test func whatStoreKitCouldNotVerifyIsNeverHandedOver() async throws {
            let shop = try await StandInAppStore()
            let copied = try await shop.signedPurchase(Florist.large)  // well signed, but StoreKit refuses it here
            shop.nextPurchaseGives(copied, verified: false)
            await shop.helper.start()
            let refused = await #expect(throws: StoreHelperError.self) {
                try await shop.helper.purchase(try #require(shop.helper.product(Florist.large)))
            }
            #expect((refused?.underlying as? StoreFailure)?.storeKitError?.name == "invalidSignature")
            #expect(await shop.listening())
            StoreKitStandIn.sendUpdate(try await shop.signedPurchase(Florist.roses), verified: false)
            await shop.helper.catchUp()
            #expect(try await shop.store.allTransactions().isEmpty)
            #expect(try await shop.store.currentEntitlements().isEmpty)
            #expect(try await shop.store.latestTransaction(for: Florist.large) == nil)
            #expect(shop.helper.purchasedProducts.isEmpty && StoreKitStandIn.finishedTransactionIDs.isEmpty)
        }

        @Test func pendingAndCancelledPurchasesAreOutcomesNotErrors() async throws {
            let shop = try await StandInAppStore()
            await shop.helper.start()
            let large = try #require(shop.helper.product(Florist.large))
            StoreKitStandIn.onPurchase { _, _ in .pending }
            #expect(try await shop.helper.purchase(large) == .pending(nil))
            StoreKitStandIn.onPurchase { _, _ in .userCancelled }
            #expect(try await shop.helper.purchase(large) == .userCancelled)
        }

        @Test func eachStoreKitErrorIsThrownByItsCaseName() async throws {
            let shop = try await StandInAppStore()
            await shop.helper.start()
            let large = try #require(shop.helper.product(Florist.large))
            let errors: [(any Error, String)] = [
                (StoreKitError.unknown, "unknown"), (StoreKitError.networkError(URLError(.notConnectedToInternet)), "networkError"),
                (StoreKitError.systemError(CocoaError(.fileNoSuchFile)), "systemError"),
                (StoreKitError.notAvailableInStorefront, "notAvailableInStorefront"),
                (StoreKitError.notEntitled, "notEntitled"),
                (Product.PurchaseError.invalidQuantity, "invalidQuantity"), (Product.PurchaseError.productUnavailable, "productUnavailable"),
                (Product.PurchaseError.purchaseNotAllowed, "purchaseNotAllowed"), (Product.PurchaseError.ineligibleForOffer, "ineligibleForOffer"),
                (Product.PurchaseError.invalidOfferIdentifier, "invalidOfferIdentifier"),
                (Product.PurchaseError.invalidOfferPrice, "invalidOfferPrice"),
                (Product.PurchaseError.invalidOfferSignature, "invalidOfferSignature"),
                (Product.PurchaseError.missingOfferParameters, "missingOfferParameters"),
            ]
            for (error, name) in errors {
                StoreKitStandIn.onPurchase { _, _ in .fails(error) }
                let thrown = await #expect(throws: StoreHelperError.self) { try await shop.helper.purchase(large) }
                guard let failure = thrown?.underlying as? StoreFailure else {
                    Issue.record("\(name): \(String(describing: thrown))")
                    continue
                }
                #expect(failure.kind == .storeKit && failure.storeKitError?.name == name, "\(name): \(failure)")
            }
            StoreKitStandIn.onPurchase { _, _ in .fails(CocoaError(.fileNoSuchFile)) }
            let other = await #expect(throws: StoreHelperError.self) { try await shop.helper.purchase(large) }
            #expect((other?.underlying as? StoreFailure)?.kind == .unavailable)
        }

        @Test func anUpdateSentBeforeStartIsDeliveredAndFinished() async throws {
            let shop = try await StandInAppStore()
            let jws = try await shop.signedPurchase(Florist.large)
            #expect(await shop.listening(), "the store listens from its creation")
            StoreKitStandIn.sendUpdate(jws)  // the helper has not started
            await shop.helper.start()
            let delivered = await shop.helper.wait(until: { StoreKitStandIn.finishedTransactionIDs.count == 1 })
            #expect(delivered, "the listener delivered and finished it")
            #expect(shop.helper.purchasedProducts.contains(Florist.large))
        }

        @Test func unfinishedTransactionsAtLaunchComeOnceAndAreFinished() async throws {
            StoreKitStandIn.reset()
            let source = try StandInAppStore.source()
            guard case .purchased(let jws) = try await source.purchase(Florist.plant, options: PurchaseOptions()) else {
                Issue.record("the local App Store did not sell")
                return
            }
            StoreKitStandIn.addTransaction(jws.compact)  // bought before the app launched, never finished
            let shop = try await StandInAppStore.relaunched(keeping: source)
            await shop.helper.start()
            #expect(await shop.helper.wait(until: { StoreKitStandIn.finishedTransactionIDs.count == 1 }), "delivered, then finished")
            #expect(await shop.helper.count(for: Florist.plant) == 1)
            await shop.helper.catchUp()  // asks for unfinished transactions again: none, nothing credited twice
            #expect(await shop.helper.count(for: Florist.plant) == 1)
        }

        /// What StoreKit's own views buy reaches the helper through `receive(_:)`: credited once however often
        /// it arrives, finished; a forged token is refused and grants nothing.
        @Test func aTransactionFromStoreKitsViewsIsReceivedOnce() async throws {
            let shop = try await StandInAppStore()
            await shop.helper.start()
            let jws = try await shop.signedPurchase(Florist.plant)
            StoreKitStandIn.addTransaction(jws)  // StoreKit's view bought it; the app hands it over
            let received = try await shop.helper.receive(jws)
            #expect(received.productId == Florist.plant && received.jwsRepresentation == jws)
            _ = try await shop.helper.receive(jws)  // handed over again (say, by the view and by the listener)
            #expect(await shop.helper.count(for: Florist.plant) == 1)
            #expect(StoreKitStandIn.finishedTransactionIDs.count == 1)
            var forged = try await shop.signedPurchase(Florist.plant)
            forged.removeLast(4)
            forged += "AAAA"
            await #expect(throws: StoreHelperError.self) { try await shop.helper.receive(forged) }
            #expect(await shop.helper.count(for: Florist.plant) == 1)
        }

        @Test func subscriptionStatusesEligibilityAndSyncGoThroughStoreKit() async throws {
            let shop = try await StandInAppStore()
            let jws = try await shop.signedPurchase(Florist.silver)
            StoreKitStandIn.addTransaction(jws)
            let statuses = try await shop.source.subscriptionStatuses(groupId: Florist.vip)
            StoreKitStandIn.setStatuses(statuses.map { (transaction: $0.transaction.compact, renewalInfo: $0.renewalInfo.compact) }, for: Florist.vip)
            StoreKitStandIn.setEligibleForIntroOffer([Florist.vip])
            await shop.helper.start()
            let info = try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
            #expect(info.product.id == Florist.silver && info.state == .subscribed && info.willAutoRenew, "\(info.product.id) \(info.state)")
            #expect(try await shop.helper.isEligibleForIntroOffer(try #require(shop.helper.product(Florist.gold))))
            try await shop.helper.restorePurchases()
            #expect(StoreKitStandIn.syncCount == 1)
            StoreKitStandIn.failSync(with: StoreKitError.userCancelled)
            await #expect(throws: StoreHelperError.self) { try await shop.helper.restorePurchases() }
        }

        @Test func theAppTransactionStoreKitVerifiedIsVerifiedAgainAndTheRestIsRefused() async throws {
            let shop = try await StandInAppStore()
            let signed = try await shop.source.appTransaction().compact
            StoreKitStandIn.setAppTransaction(signed)
            #expect(try await shop.helper.appTransaction().bundleId == Florist.bundleId)

            StoreKitStandIn.setAppTransaction(signed, verified: false)
            let unverified = await #expect(throws: StoreHelperError.self) { try await shop.helper.appTransaction() }
            #expect(unverified?.kind == .store && unverified?.description.contains("invalidSignature") == true)

            StoreKitStandIn.setAppTransaction(String(signed.dropLast(4)) + "AAAA", verified: true)
            let forged = await #expect(throws: StoreHelperError.self) { try await shop.helper.appTransaction() }
            #expect(forged?.kind == .verification)

            StoreKitStandIn.failAppTransaction(with: StoreKitError.notEntitled)
            let failed = await #expect(throws: StoreHelperError.self) { try await shop.helper.appTransaction() }
            #expect(failed?.description.contains("notEntitled") == true)
        }

        @Test func aPurchaseIntentFromTheAppStoreWaitsForTheAppAndBuysThroughStoreKit() async throws {
            let shop = try await StandInAppStore()
            await shop.helper.start()
            #expect(await shop.listening())
            #expect(StoreKitStandIn.sendPurchaseIntent(Florist.gold))
            #expect(await shop.helper.wait { shop.helper.purchaseIntents.map(\.id) == [Florist.gold] })
            shop.nextPurchaseGives(try await shop.signedPurchase(Florist.gold))
            let outcome = try await shop.helper.purchase(try #require(shop.helper.purchaseIntents.first))
            #expect(outcome.transaction?.productId == Florist.gold && shop.helper.purchaseIntents.isEmpty)
            #expect(StoreKitStandIn.purchases.map(\.productID) == [Florist.gold])
        }

        @Test func refundRequestStatusesAndErrorsKeepStoreKitsNames() throws {
            #expect(try StoreKitStore.outcome(.success) == .submitted)
            #expect(try StoreKitStore.outcome(.userCancelled) == .userCancelled)
            for (error, name) in [(Transaction.RefundRequestError.duplicateRequest, "duplicateRequest"), (.failed, "failed")] {
                let failure = StoreKitStore.failure(error, during: "the refund request for 1")
                #expect(failure.kind == .storeKit && failure.storeKitError == StoreKitErrorName(name))
            }
        }

        @Test func aWinBackOfferGoesToStoreKitAsItsOfferAndAnUnknownOneIsRefused() async throws {
            let shop = try await StandInAppStore()
            shop.sellsGoldWithWinBackOffer("come-back")
            let gold = try #require(try await shop.store.products(for: [Florist.gold]).first)
            #expect(gold.subscription?.winBackOffers.map(\.id) == ["come-back"] && gold.subscription?.winBackOffers.first?.type == .winBack)

            StoreKitStandIn.onPurchase { _, _ in .userCancelled }
            #expect(try await shop.store.purchase(Florist.gold, options: PurchaseOptions(winBackOfferId: "come-back")) == .userCancelled)
            #expect(StoreKitStandIn.purchases.last?.options == [.winBackOffer(offerID: "come-back")])
            let unknown = await #expect(throws: StoreFailure.self) {
                try await shop.store.purchase(Florist.gold, options: PurchaseOptions(winBackOfferId: "no-such-offer"))
            }
            #expect(unknown?.storeKitError == StoreKitErrorName("invalidOfferIdentifier") && StoreKitStandIn.purchases.count == 1)
        }

        @Test func aWinBackOfferRedeemedOnTheAppStoreIsAppliedWhenTheAppCompletesThePurchase() async throws {
            let shop = try await StandInAppStore()
            shop.sellsGoldWithWinBackOffer("come-back")
            await shop.helper.start()
            #expect(await shop.listening())
            #expect(!StoreKitStandIn.sendPurchaseIntent(Florist.gold, winBackOfferID: "no-such-offer"))
            #expect(StoreKitStandIn.sendPurchaseIntent(Florist.gold, winBackOfferID: "come-back"))
            #expect(await shop.helper.wait { shop.helper.purchaseIntents.first?.winBackOfferId == "come-back" })
            StoreKitStandIn.onPurchase { _, _ in .userCancelled }
            #expect(try await shop.helper.purchase(try #require(shop.helper.purchaseIntents.first)) == .userCancelled)
            #expect(StoreKitStandIn.purchases.last?.options.contains(.winBackOffer(offerID: "come-back")) == true)
        }

        @Test func whatStoreKitTakesByOptionIsPassedAndTheRestIsUnsupported() async throws {
            let shop = try await StandInAppStore()
            let token = UUID()
            let signature = PromotionalOfferSignature(keyIdentifier: "KEY1", nonce: UUID(), timestamp: 1_772_445_600_000, signature: "MEUCIQ==")
            let options = PurchaseOptions(
                quantity: 2,
                appAccountToken: token,
                promotionalOffer: PromotionalOffer(offerId: "come-back", signature: signature),
                simulatesAskToBuyInSandbox: true
            )
            StoreKitStandIn.onPurchase { _, _ in .userCancelled }
            #expect(try await shop.store.purchase(Florist.plant, options: options) == .userCancelled)
            let sent = try #require(StoreKitStandIn.purchases.last?.options)
            #expect(sent.contains(.quantity(2)) && sent.contains(.appAccountToken(token)) && sent.contains(.simulatesAskToBuyInSandbox(true)))
            #expect(
                sent.contains(
                    .promotionalOffer(
                        offerID: "come-back",
                        keyID: "KEY1",
                        nonce: signature.nonce,
                        signature: Data([0x30, 0x45, 0x02, 0x21]),
                        timestamp: 1_772_445_600_000
                    )
                )
            )
            await #expect(throws: StoreFailure.self) { try await shop.store.purchase(Florist.plant, options: PurchaseOptions(offerCode: "SPRING")) }
            // A monthly plan is StoreKit's billingPlanType(.monthly) option, never a purchase up front in its place.
            #expect(try await shop.store.purchase(Florist.gold, options: PurchaseOptions(billingPlanType: .monthly)) == .userCancelled)
            #expect(StoreKitStandIn.purchases.last?.options == [.billingPlanType("monthly")])

            // A version 2 signature is preferred to version 1 (which Apple deprecates); eligibility is a JWS too.
            let signedOffer = PromotionalOffer(offerId: "come-back", signature: signature, compactJWS: "h.p.s")
            let jwsOptions = PurchaseOptions(promotionalOffer: signedOffer, introductoryOfferEligibility: "e.l.i")
            #expect(try await shop.store.purchase(Florist.gold, options: jwsOptions) == .userCancelled)
            let sentJWS = try #require(StoreKitStandIn.purchases.last?.options)
            #expect(
                sentJWS == [.signedPromotionalOffer(offerID: "come-back", compactJWS: "h.p.s"), .introductoryOfferEligibility(compactJWS: "e.l.i")]
            )

            let refund = await #expect(throws: StoreFailure.self) { try await shop.store.requestRefund("1") }
            #expect(refund?.kind == .unsupported)
            let unsigned = await #expect(throws: StoreFailure.self) {
                try await shop.store.purchase(
                    Florist.gold,
                    options: PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: "x", signature: nil))
                )
            }
            #expect(unsigned?.kind == .invalidRequest)
        }
    }
}
