import AppStoreModels
import AppStoreSignature
import Crypto
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// The JWS-based signatures a server gives an app (StoreKit's `promotionalOffer(_:compactJWS:)` and
/// `introductoryOfferEligibility(compactJWS:)`): the local store applies them when the catalog's offer
/// key signed them for the product bought, and refuses them otherwise, changing nothing.
@Suite struct SignedOfferScenarioTests {
    typealias F = Florist
    /// StoreHelper's sample file: its gold subscription has an introductory offer and promotional
    /// offers, and the file has a subscriptionOffersKeyPair.
    let configuration: ConfigurationFile
    let gold = "com.rarcher.subscription.vip.gold"
    let offerId = "vip.gold.xmassale"
    let signer: OfferSignatures

    init() throws {
        configuration = try Fixtures.storekit("russell-archer__StoreHelper__SampleProducts.storekit")
        let keyPair = try #require(configuration.subscriptionOffersKeyPair)
        let key = try #require(keyPair.signingKey)
        signer = OfferSignatures(key: InAppPurchaseKey(privateKey: key, keyId: keyPair.id, issuerId: "issuer", bundleId: F.bundleId))
    }

    @Test func aPromotionalOfferSignedAsAJWSIsApplied() throws {
        var store = try F.store(configuration: configuration)
        let jws = try signer.promotionalOfferV2(productId: gold, offerIdentifier: offerId)
        let payload = try store.buy(gold, PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, compactJWS: jws)))
        #expect(payload.offerType == .promotional && payload.offerIdentifier == offerId)
    }

    @Test func aPromotionalOfferJWSForAnotherOfferOrByAnotherKeyIsRefused() throws {
        var store = try F.store(configuration: configuration)
        let otherOffer = try signer.promotionalOfferV2(productId: gold, offerIdentifier: "vip.gold.xmassale2")
        let foreignKey = OfferSignatures(
            key: InAppPurchaseKey(privateKey: P256.Signing.PrivateKey(), keyId: signer.key.keyId, issuerId: "issuer", bundleId: F.bundleId)
        )
        let forged = try foreignKey.promotionalOfferV2(productId: gold, offerIdentifier: offerId)
        for jws in [otherOffer, forged, "garbage"] {
            let options = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, compactJWS: jws))
            #expect(try purchaseFailure { try store.purchase(gold, options: options) } == StoreKitErrorName("invalidOfferSignature"))
        }
        #expect(store.transactions.isEmpty && store.outbox.isEmpty)
    }

    // Rule: Apple always verifies a promotional offer's signature (StoreKit's promotionalOffer options need one): a
    // catalog without a subscriptionOffersKeyPair gets a key the store makes, so an unsigned offer never passes.
    @Test func aCatalogWithoutAKeyPairGetsOneAndUnsignedOffersAreRefused() throws {
        var store = try F.store(configuration: try F.configurationWithAnOffer())
        let pair = try #require(store.offerKey)
        #expect(pair.id.count == 8 && pair.signingKey != nil)
        let unsigned = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: F.comeBackOffer))
        #expect(try purchaseFailure { try store.purchase(F.gold, options: unsigned) } == StoreKitErrorName("missingOfferParameters"))
        let key = try #require(pair.signingKey)
        let storeSigner = OfferSignatures(key: InAppPurchaseKey(privateKey: key, keyId: pair.id, issuerId: "issuer", bundleId: F.bundleId))
        let jws = try storeSigner.promotionalOfferV2(productId: F.gold, offerIdentifier: F.comeBackOffer)
        let payload = try store.buy(F.gold, PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: F.comeBackOffer, compactJWS: jws)))
        #expect(payload.offerIdentifier == F.comeBackOffer)
        #expect(try F.store().offerKey?.id != pair.id, "each store makes its own")
    }

    // Rule: a purchase carries one version of an offer's signature, never both (StoreKit's two promotionalOffer
    // options; Apple deprecates version 1).
    @Test func bothVersionsOfASignatureTogetherAreRefused() throws {
        var store = try F.store(configuration: configuration)
        let v1 = try signer.promotionalOfferV1(productId: gold, offerId: offerId, appAccountToken: nil)
        let v2 = try signer.promotionalOfferV2(productId: gold, offerIdentifier: offerId)
        let both = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, signature: v1, compactJWS: v2))
        #expect(try purchaseFailure { try store.purchase(gold, options: both) } == StoreKitErrorName("invalidOfferSignature"))
        #expect(store.transactions.isEmpty)
    }

    // Rule: the nonce is "a one-time UUID your server generates" (StoreKit's Product.SubscriptionOffer.Signature.nonce;
    // Apple's App Store Server Library: "Generate a new nonce for every signature"): one signature buys once, for one
    // customer.
    @Test func oneSignatureRedeemsOnceWhoeverTriesAgain() throws {
        var store = try F.store(configuration: configuration)
        try store.addAccount("bob", appAccountToken: nil, familyId: nil)
        let jws = try signer.promotionalOfferV2(productId: gold, offerIdentifier: offerId)
        let options = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, compactJWS: jws))
        _ = try store.buy(gold, options)
        #expect(try purchaseFailure { try store.purchase(gold, accountId: "bob", options: options) } == StoreKitErrorName("invalidOfferSignature"))
        let v1 = try signer.promotionalOfferV1(productId: gold, offerId: offerId, appAccountToken: nil)
        let v1Options = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, signature: v1))
        _ = try store.buy(gold, account: "bob", v1Options)
        #expect(try purchaseFailure { try store.purchase(gold, options: v1Options) } == StoreKitErrorName("invalidOfferSignature"))
    }

    // Rule: "The timestamp keeps the offer active for 24 hours" (Apple's App Store Server Library's signature creator;
    // StoreKit's Product.SubscriptionOffer.Signature): a signature older than a day, or dated ahead, is refused. The
    // store measures on its own clock and on the wall clock, as servers sign on the latter while tests move the former.
    @Test func aSignatureIsGoodFor24Hours() throws {
        var store = try F.store(configuration: configuration)
        let wall = MockClock(Date(timeIntervalSince1970: 1_800_000_000))  // months after the store's clock
        store.wallClock = wall
        let key = signer.key
        func signing(at date: Date) -> OfferSignatures { OfferSignatures(key: key, clock: MockClock(date)) }
        func v2(at date: Date) throws -> PurchaseOptions {
            PurchaseOptions(
                promotionalOffer: PromotionalOffer(
                    offerId: offerId,
                    compactJWS: try signing(at: date).promotionalOfferV2(productId: gold, offerIdentifier: offerId)
                )
            )
        }
        func v1(at date: Date) throws -> PurchaseOptions {
            let signature = try signing(at: date).promotionalOfferV1(productId: gold, offerId: offerId, appAccountToken: nil)
            return PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, signature: signature))
        }
        let refused = StoreKitErrorName("invalidOfferSignature")
        for date in [Date(timeIntervalSince1970: 0), store.now.addingTimeInterval(-25 * 3_600), store.now.addingTimeInterval(10 * 365 * 86_400)] {
            #expect(try purchaseFailure { try store.purchase(gold, options: try v2(at: date)) } == refused, "\(date)")
            #expect(try purchaseFailure { try store.purchase(gold, options: try v1(at: date)) } == refused, "\(date)")
        }
        #expect(store.transactions.isEmpty)
        // Signed on the store's clock, a day and an hour later it is stale.
        let signedNow = try v2(at: store.now)
        try store.advance(by: 25 * 3_600)
        #expect(try purchaseFailure { try store.purchase(gold, options: signedNow) } == refused)
        // Signed 23 hours ago on the store's clock, or now on the wall clock however far the store's clock has moved.
        _ = try store.buy(gold, try v1(at: store.now.addingTimeInterval(-23 * 3_600)))
        try store.advance(by: 40 * 86_400)
        _ = try store.buy(gold, try v2(at: wall.now))
    }

    // Rule: a version 1 signature signs the appAccountToken the purchase carries, an empty string without one
    // (Apple's "Generating a signature for promotional offers").
    @Test func aVersion1SignatureIsForTheTokenThePurchaseCarries() throws {
        var store = try F.store(configuration: configuration)
        let token = UUID()
        let signed = try signer.promotionalOfferV1(productId: gold, offerId: offerId, appAccountToken: token)
        let offer = PromotionalOffer(offerId: offerId, signature: signed)
        #expect(
            try purchaseFailure { try store.purchase(gold, options: PurchaseOptions(promotionalOffer: offer)) }
                == StoreKitErrorName("invalidOfferSignature")
        )
        #expect(
            try purchaseFailure { try store.purchase(gold, options: PurchaseOptions(appAccountToken: UUID(), promotionalOffer: offer)) }
                == StoreKitErrorName("invalidOfferSignature")
        )
        let payload = try store.buy(gold, PurchaseOptions(appAccountToken: token, promotionalOffer: offer))
        #expect(payload.offerIdentifier == offerId && payload.appAccountToken == token)
    }

    // Rule: a version 2 signature's transactionId names the customer it is for (Apple's JWS promotional offer
    // signature claims): another customer's transaction, or one that does not exist, is refused.
    @Test func aVersion2SignatureNamingAnotherCustomersTransactionIsRefused() throws {
        var store = try F.store(configuration: configuration)
        try store.addAccount("bob", appAccountToken: nil, familyId: nil)
        let bobs = try store.buy(gold, account: "bob")
        for transactionId in [bobs.transactionId ?? "", "nonsense"] {
            let jws = try signer.promotionalOfferV2(productId: gold, offerIdentifier: offerId, transactionId: transactionId)
            let options = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, compactJWS: jws))
            #expect(try purchaseFailure { try store.purchase(gold, options: options) } == StoreKitErrorName("invalidOfferSignature"))
        }
        let jws = try signer.promotionalOfferV2(productId: gold, offerIdentifier: offerId, transactionId: bobs.originalTransactionId)
        _ = try store.buy(gold, account: "bob", PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, compactJWS: jws)))
        #expect(store.notificationNames().last == "OFFER_REDEEMED", "bob's own transaction: the offer is his")
    }

    @Test func anEligibilitySignatureWithholdsTheIntroductoryOfferFromANewCustomer() throws {
        var store = try F.store(configuration: configuration)
        #expect(store.isEligibleForIntroductoryOffer(groupId: try groupId(), accountId: LocalAppStore.defaultAccountId))
        let refuse = try signer.introductoryOfferEligibility(productId: gold, allowIntroductoryOffer: false, transactionId: "0")
        let payload = try store.buy(gold, PurchaseOptions(introductoryOfferEligibility: refuse))
        #expect(payload.offerType == nil)
    }

    @Test func anEligibilitySignatureGrantsTheIntroductoryOfferToAReturningCustomer() throws {
        var store = try F.store(configuration: configuration)
        let first = try store.buy(gold)
        #expect(first.offerType == .introductory)
        try store.expireSubscription(gold)
        #expect(try store.buy(gold).offerType == nil)  // the group's introductory offer is used up
        try store.expireSubscription(gold)
        let allow = try signer.introductoryOfferEligibility(
            productId: gold,
            allowIntroductoryOffer: true,
            transactionId: String(first.transactionId ?? "")
        )
        #expect(try store.buy(gold, PurchaseOptions(introductoryOfferEligibility: allow)).offerType == .introductory)
    }

    @Test func anEligibilitySignatureForAnotherProductOrByAnotherKeyIsRefused() throws {
        var store = try F.store(configuration: configuration)
        let otherProduct = try signer.introductoryOfferEligibility(
            productId: "com.rarcher.subscription.vip.silver",
            allowIntroductoryOffer: true,
            transactionId: "0"
        )
        let foreignKey = OfferSignatures(
            key: InAppPurchaseKey(privateKey: P256.Signing.PrivateKey(), keyId: signer.key.keyId, issuerId: "issuer", bundleId: F.bundleId)
        )
        let forged = try foreignKey.introductoryOfferEligibility(productId: gold, allowIntroductoryOffer: true, transactionId: "0")
        for jws in [otherProduct, forged] {
            #expect(
                try purchaseFailure { try store.purchase(gold, options: PurchaseOptions(introductoryOfferEligibility: jws)) }
                    == StoreKitErrorName("invalidOfferSignature")
            )
        }
        #expect(store.transactions.isEmpty)
    }

    private func groupId() throws -> String {
        let groups = configuration.subscriptionGroups ?? []
        let group = groups.first { group in (group.subscriptions ?? []).contains { $0.productID == gold } }
        return try #require(group?.id)
    }
}
