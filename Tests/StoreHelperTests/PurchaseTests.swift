import AppStoreModels
import AppStoreSignature
import Crypto
import Entitlements
import Foundation
import LocalAppStore
import LocalCertificateAuthority
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// Purchases through StoreHelper: every purchase state, verification before granting, refusal of
/// a second purchase in progress.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PurchaseTests {
    typealias S = Shop

    @Test func productsBySection() async throws {
        let shop = try await Shop()
        #expect(shop.helper.hasProducts && shop.helper.products.count == 9)
        #expect(shop.helper.products.first?.id == Florist.large)  // configuration order
        #expect(shop.helper.consumables.map(\.id) == [Florist.plant])
        #expect(shop.helper.nonConsumables.count == 4)
        #expect(shop.helper.nonRenewables.map(\.id) == [Florist.seasonal])
        #expect(shop.helper.subscriptionGroups.map(\.name) == ["VIP"])
        // Identifiable by the store's group id, so SwiftUI's ForEach can list them.
        #expect(shop.helper.subscriptionGroups.map(\.id) == [try shop.product(Florist.gold).subscription?.groupId])
        #expect(shop.helper.subscriptionGroups.first?.products.map(\.id) == [Florist.gold, Florist.silver, Florist.bronze])
        #expect(shop.helper.purchaseState == .notStarted)
    }

    @Test func purchasedIsVerifiedDeliveredAndFinished() async throws {
        let shop = try await Shop()
        let outcome = try await shop.helper.purchase(try shop.product(Florist.large))
        let transaction = try #require(outcome.transaction)
        #expect(shop.helper.purchaseState == .purchased)
        #expect(transaction.productId == Florist.large && transaction.productType == .nonConsumable)
        #expect(transaction.price == Decimal(string: "1.99") && transaction.currency == "USD", "what the customer paid, from milliunits")
        #expect(transaction.ownershipType == .purchased && transaction.purchasedQuantity == 1 && transaction.revocationDate == nil)
        #expect(transaction.id == transaction.payload.transactionId && transaction.originalId == transaction.id)
        #expect(try await shop.device.verifier.verifyTransaction(transaction.jwsRepresentation) == transaction.payload)
        #expect(try await shop.helper.isPurchased(productId: Florist.large))
        #expect(try await !shop.helper.isPurchased(productId: Florist.small))
        #expect(try await shop.device.unfinishedTransactions().isEmpty)  // delivered, then finished
        let info = try #require(try await shop.helper.purchaseInfo(for: Florist.large))
        #expect(Shop.text.text(for: info) == ["Purchased on Mar 2, 2026."])
    }

    @Test func cancelledAndFailed() async throws {
        let shop = try await Shop(try Florist.store(["error.purchase": "userCancelled"]))
        #expect(try await shop.helper.purchase(try shop.product(Florist.large)) == .userCancelled)
        #expect(shop.helper.purchaseState == .cancelled)
        try await shop.session { store in try store.set("error.purchase", to: "networkError") }
        let failure = await #expect(throws: StoreHelperError.self) { try await shop.helper.purchase(try shop.product(Florist.large)) }
        #expect(failure?.kind == .store)
        #expect((failure?.underlying as? StoreFailure)?.storeKitError == StoreKitErrorName("networkError"))
        #expect(shop.helper.purchaseState == .failed)
        #expect(shop.helper.lastError == nil, "a purchase's failure is thrown, once; lastError is for what nobody awaited")
        #expect(shop.helper.purchasedProducts.isEmpty)
    }

    @Test func secondPurchaseWhileOneIsInProgressIsRefused() async throws {
        var gated: GatedStore?
        let shop = try await Shop(wrap: { device in
            let store = GatedStore(base: device)
            gated = store
            return store
        })
        let gate = try #require(gated).gate
        let gold = try shop.product(Florist.gold)
        let first = Task { try await shop.helper.purchase(gold) }
        await gate.untilWaiting(1)
        #expect(shop.helper.purchaseState == .inProgress)
        await #expect(throws: StoreHelperError.purchaseInProgress) { try await shop.helper.purchase(try shop.product(Florist.large)) }
        await gate.open()
        #expect(try await first.value.transaction != nil)
        #expect(shop.helper.purchasedProducts == [Florist.gold])
    }

    @Test func foreignRootIsNeverGranted() async throws {
        // The helper trusts another store's root: the store's genuine transactions do not verify for it.
        let other = try CertificateAuthority.generate(name: "Elsewhere", options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000)))
        let verifier = SignedDataVerifier(
            trust: .roots([other.root]),
            policy: try VerificationPolicy(bundleId: Florist.bundleId, environment: .localTesting)
        )
        let shop = try await Shop(verifier: verifier)
        let seen = ChangeLog(shop.helper)
        let refused = await #expect(throws: StoreHelperError.self) { try await shop.helper.purchase(try shop.product(Florist.large)) }
        #expect(refused?.kind == .verification && shop.helper.purchaseState == .failedVerification)
        #expect(shop.helper.purchasedProducts.isEmpty)
        #expect(try await !shop.helper.isPurchased(productId: Florist.large))
        #expect(try await shop.device.unfinishedTransactions().count == 1)  // never finished either
        await shop.helper.refreshEntitlements()
        await shop.helper.refreshEntitlements()
        // Reloading products sends a change after every change the refreshes made: read up to it.
        await shop.helper.loadProducts()
        await seen.until("everything up to the product reload was read") {
            $0.last.map { if case .productsLoaded = $0 { true } else { false } } ?? false
        }
        #expect(seen.changes.filter { if case .unverified = $0 { true } else { false } }.count == 1)  // once, not per refresh
    }

    @Test func forgedTransactionIsNeverGranted() async throws {
        // A store that returns a transaction signed with the right chain but a forged payload.
        let shop = try await Shop(wrap: { WrappedStore(base: $0, tamper: forge) })
        let refused = await #expect(throws: StoreHelperError.self) { try await shop.helper.purchase(try shop.product(Florist.large)) }
        #expect(refused?.kind == .verification && shop.helper.purchaseState == .failedVerification)
        #expect(refused?.underlying as? VerificationError == .invalidSignature)
        #expect(try await !shop.helper.isPurchased(productId: Florist.large))
        let consumable = await #expect(throws: StoreHelperError.self) { try await shop.helper.purchase(try shop.product(Florist.plant)) }
        #expect(consumable?.kind == .verification)
        #expect(await shop.helper.count(for: Florist.plant) == 0)
    }

    @Test func onePurchaseAtATimeEvenWhenAnAskToBuyApprovalArrivesMeanwhile() async throws {
        var gated: GatedStore?
        let shop = try await Shop(
            try Florist.store(["askToBuy": "on"]),
            wrap: { device in
                let store = GatedStore(base: device)
                gated = store
                return store
            }
        )
        let gate = try #require(gated).gate
        await gate.open()
        #expect(try await shop.helper.purchase(try shop.product(Florist.roses)).name == "pending")
        let id = try #require(try await shop.device.snapshot().pendingPurchases.first?.id)
        try await shop.session { store in try store.set("askToBuy", to: "off") }

        // Close the gate: the next purchase stays suspended inside the store.
        await gate.close()
        let large = try shop.product(Florist.large)
        let first = Task { @MainActor in try await shop.helper.purchase(large) }
        await gate.untilWaiting(1)
        // The parent approves the earlier purchase while this one is suspended.
        try await shop.session { store in _ = try store.approve(id) }
        await shop.eventually("the approval is delivered") { shop.helper.purchasedProducts.contains(Florist.roses) }
        #expect(shop.helper.purchaseState == .inProgress)
        // A second purchase is refused at once (were it let through, it would wait at the gate until the
        // suite's time limit cancels it).
        await #expect(throws: StoreHelperError.purchaseInProgress) { try await shop.helper.purchase(try shop.product(Florist.small)) }
        await gate.open()
        #expect(try await first.value.transaction != nil)
        #expect(shop.helper.purchaseState == .purchased)
        #expect(try await shop.helper.isPurchased(productId: Florist.large))
        #expect(try await shop.helper.purchase(try shop.product(Florist.small)).transaction != nil)
    }

    @Test func askToBuyApproved() async throws {
        let shop = try await Shop(try Florist.store(["askToBuy": "on"]))
        #expect(try await shop.helper.purchase(try shop.product(Florist.roses)).name == "pending")
        #expect(try await !shop.helper.isPurchased(productId: Florist.roses))
        let id = try #require(try await shop.device.snapshot().pendingPurchases.first?.id)
        try await shop.session { store in _ = try store.approve(id) }
        await shop.eventually("approved purchase delivered") { shop.helper.purchasedProducts.contains(Florist.roses) }
        #expect(shop.helper.purchaseState == .purchased)
    }

    /// The app asks for Ask to Buy on one purchase (StoreKit's `simulatesAskToBuyInSandbox`): that one
    /// waits for approval, the next one does not.
    @Test func aPurchaseSimulatingAskToBuyWaitsForApproval() async throws {
        let shop = try await Shop()
        let asking = PurchaseOptions(simulatesAskToBuyInSandbox: true)
        #expect(try await shop.helper.purchase(try shop.product(Florist.roses), options: asking).name == "pending")
        let waiting = try #require(try await shop.device.snapshot().pendingPurchases.first)
        #expect(waiting.reason == .askToBuy && !shop.helper.purchasedProducts.contains(Florist.roses))
        #expect(try await shop.helper.purchase(try shop.product(Florist.large)).transaction?.productId == Florist.large)
        try await shop.session { store in _ = try store.approve(waiting.id) }
        await shop.eventually("approved purchase delivered") { shop.helper.purchasedProducts.contains(Florist.roses) }
    }

    @Test func askToBuyDeclinedIsReported() async throws {
        let shop = try await Shop(try Florist.store(["askToBuy": "on"]))
        #expect(try await shop.helper.purchase(try shop.product(Florist.roses)).name == "pending")
        let id = try #require(try await shop.device.snapshot().pendingPurchases.first?.id)
        try await shop.session { store in try store.decline(id) }
        await shop.eventually("decline reported") { shop.helper.purchaseState == .declined }
        #expect(try await !shop.helper.isPurchased(productId: Florist.roses))
    }

    @Test func promotionalOfferSignedByTheServer() async throws {
        // The florist's Gold plan gains a promotional offer, and the store checks offers with a key the server holds.
        let key = P256.Signing.PrivateKey()
        let configuration = try Florist.configurationWithAnOffer()
        var store = try Florist.store(configuration: configuration)
        store.setOfferKey(ConfigurationKeyPair(id: "KEY1", privateKey: key.derRepresentation.base64EncodedString()))
        let device = try LocalStore(store: store)
        let signer = KeyOfferSigner(
            signatures: OfferSignatures(key: InAppPurchaseKey(privateKey: key, keyId: "KEY1", issuerId: "", bundleId: Florist.bundleId))
        )
        let helper = StoreHelper(
            configuration: try Shop.configuration(),
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: InMemoryLedgerStore()),
            offerSigner: signer
        )
        await helper.start()
        let gold = try #require(helper.product(Florist.gold))
        #expect(gold.subscription?.promotionalOffers.first?.id == "come-back")
        let transaction = try #require(try await helper.purchase(gold, promotionalOfferId: "come-back").transaction)
        #expect(transaction.offerType == .promotional && transaction.payload.offerIdentifier == "come-back" && transaction.payload.price == 4990)

        // A signer with the wrong key: the store refuses the offer and nothing is bought.
        let forger = KeyOfferSigner(
            signatures: OfferSignatures(
                key: InAppPurchaseKey(privateKey: P256.Signing.PrivateKey(), keyId: "KEY1", issuerId: "", bundleId: Florist.bundleId)
            )
        )
        let other = StoreHelper(
            configuration: try Shop.configuration(),
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: InMemoryLedgerStore()),
            offerSigner: forger
        )
        await other.start()
        let otherGold = try #require(other.product(Florist.gold))
        let refused = await #expect(throws: StoreHelperError.self) { try await other.purchase(otherGold, promotionalOfferId: "come-back") }
        #expect(refused?.kind == .store && other.purchaseState == .failed)
        #expect((refused?.underlying as? StoreFailure)?.storeKitError == StoreKitErrorName("invalidOfferSignature"))
    }

    @Test func introOfferEligibilityAndPromotionalOfferSigner() async throws {
        let shop = try await Shop()
        let gold = try shop.product(Florist.gold)
        #expect(try await shop.helper.isEligibleForIntroOffer(gold))
        await #expect(throws: StoreHelperError.noOfferSigner) { try await shop.helper.purchase(gold, promotionalOfferId: "any") }
        #expect(shop.helper.purchaseState == .failed)
        #expect(try await shop.helper.purchase(gold).transaction?.offerType == .introductory)
        #expect(!(try await shop.helper.isEligibleForIntroOffer(gold)))
    }
}

/// Signs promotional offers as an app's server would, with the store's offer key.
struct KeyOfferSigner: PromotionalOfferSigner {
    let signatures: OfferSignatures

    func sign(productId: String, offerId: String, appAccountToken: UUID?) async throws -> PromotionalOffer {
        PromotionalOffer(
            offerId: offerId,
            signature: try signatures.promotionalOfferV1(productId: productId, offerId: offerId, appAccountToken: appAccountToken)
        )
    }
}

/// Keeps the genuine transaction's header and signature around a payload that names another
/// product: what an attacker who can tamper with the store's answer could send.
@Sendable func forge(_ jws: String) -> String {
    let parts = jws.split(separator: ".")
    guard parts.count == 3,
        let payload = (try? JSONSerialization.jsonObject(with: Data(base64URL: String(parts[1])))) as? [String: Any],
        let forged = try? JSONSerialization.data(
            withJSONObject: payload.merging(["productId": "com.storehelper.nonconsumable.chocolates-small", "quantity": 100]) { $1 }
        )
    else {
        Issue.record("not a JWS with a JSON payload")
        return jws
    }
    return "\(parts[0]).\(forged.base64URLEncoded()).\(parts[2])"
}

extension Data {
    init(base64URL text: String) {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        self = Data(base64Encoded: base64)!
    }

    func base64URLEncoded() -> String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(
            of: "=",
            with: ""
        )
    }
}
