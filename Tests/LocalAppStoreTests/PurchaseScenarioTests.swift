import AppStoreModels
import AppStoreSignature
import Crypto
import Entitlements
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// Purchases: each outcome, the fields of what they issue, offers and their checks.
@Suite struct PurchaseScenarioTests {
    typealias F = Florist

    @Test func nonConsumablePurchaseCarriesAppleFields() throws {
        var store = try F.store()
        let token = UUID()
        let payload = try store.buy(F.large, PurchaseOptions(appAccountToken: token))
        #expect(payload.productId == F.large)
        #expect(payload.type == .nonConsumable)
        #expect(payload.transactionId == payload.originalTransactionId)
        #expect(payload.transactionId.flatMap(Int64.init) != nil)
        #expect(payload.bundleId == F.bundleId)
        #expect(payload.price == 1990)
        #expect(payload.currency == "USD")
        #expect(payload.storefront == "USA")
        #expect(payload.storefrontId == "143441")
        #expect(payload.quantity == 1)
        #expect(payload.inAppOwnershipType == .purchased)
        #expect(payload.transactionReason == .purchase)
        #expect(payload.environment == .localTesting)
        #expect(payload.appAccountToken == token)
        #expect(payload.purchaseDate == MillisecondDate(F.start))
        #expect(payload.signedDate == MillisecondDate(F.start))
        #expect(payload.expiresDate == nil && payload.webOrderLineItemId == nil)
        #expect(payload.deviceVerification != nil && payload.deviceVerificationNonce != nil)
        #expect(store.entitled() == [F.large])
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE"])
    }

    @Test func buyingAnOwnedNonConsumableAgainReturnsTheSameTransaction() throws {
        var store = try F.store()
        let first = try store.buy(F.large)
        let second = try store.buy(F.large)
        #expect(first.transactionId == second.transactionId)
        #expect(store.transactions.count == 1)
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE"])
    }

    @Test func consumableQuantityAndPrice() throws {
        var store = try F.store()
        let payload = try store.buy(F.plant, PurchaseOptions(quantity: 3))
        #expect(payload.quantity == 3)
        #expect(payload.price == 14_970)
        _ = try store.buy(F.plant)
        #expect(store.transactions.count == 2)
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE", "ONE_TIME_CHARGE"])
        // Unfinished consumables are entitlements; finished ones are not.
        #expect(store.entitlements(for: "default").entitlements.count == 2)
        try store.finish(try #require(payload.transactionId))
        #expect(store.entitlements(for: "default").entitlements.count == 1)
    }

    @Test(arguments: [(F.plant, 11), (F.plant, 0), (F.large, 2), (F.gold, 2)])
    func badQuantityFailsAndChangesNothing(product: String, quantity: Int) throws {
        var store = try F.store()
        #expect(
            try purchaseFailure { try store.purchase(product, options: PurchaseOptions(quantity: quantity)) } == StoreKitErrorName("invalidQuantity")
        )
        #expect(store.transactions.isEmpty && store.outbox.isEmpty)
    }

    @Test func unknownProductAndAccountThrow() throws {
        var store = try F.store()
        #expect(throws: StoreError.unknownProduct("nope")) { try store.purchase("nope") }
        #expect(throws: StoreError.unknownAccount("ghost")) { try store.purchase(F.large, accountId: "ghost") }
        #expect(throws: StoreError.self) { try store.purchase(F.large, controls: PurchaseControls(purchaseDate: F.start.addingTimeInterval(60))) }
        #expect(store.transactions.isEmpty)
    }

    @Test func userCancelledAndSimulatedErrors() throws {
        var store = try F.store(["error.purchase": "userCancelled"])
        #expect(try store.purchase(F.large) == .userCancelled)
        try store.set("error.purchase", to: "networkError")
        #expect(try purchaseFailure { try store.purchase(F.large) } == StoreKitErrorName("networkError"))
        try store.set("error.purchase", to: "productUnavailable")
        #expect(try purchaseFailure { try store.purchase(F.large) } == StoreKitErrorName("productUnavailable"))
        try store.set("error.loadProducts", to: "networkError")
        #expect(throws: StoreError.simulated(api: .loadProducts, failure: StoreKitErrorName("networkError"))) { try store.products() }
        #expect(store.transactions.isEmpty && store.outbox.isEmpty)
        try store.set("failTransactions", to: "on")
        #expect(try purchaseFailure { try store.purchase(F.large) } == StoreKitErrorName("unknown"))
        try store.set("failTransactions", to: "off")
        _ = try store.buy(F.large)
        #expect(throws: StoreError.self) { try store.set("error.purchase", to: "notAnError") }
        #expect(throws: StoreError.self) { try store.set("error.nowhere", to: "unknown") }
    }

    @Test func fileSimulatedErrorsAreRead() throws {
        // RevenueCat's integration file enables one generic error (index 4) on one API.
        let store = try F.store(
            configuration: Fixtures.storekit("RevenueCat__purchases-ios__RevenueCat_IntegrationPurchaseTesterConfiguration.storekit")
        )
        let errors = store.settings.simulatedErrors
        #expect(errors.values.allSatisfy { $0 == StoreKitErrorName("notAvailableInStorefront") })
        #expect(store.settings.timeRate == 13)
    }

    @Test func askToBuyApproveAndDecline() throws {
        var store = try F.store(["askToBuy": "on"])
        guard case .pending(let ticket?) = try store.purchase(F.large) else {
            Issue.record("not pending")
            return
        }
        let id = ticket.id
        #expect(ticket.reason == .askToBuy)
        #expect(store.transactions.isEmpty && store.outbox.isEmpty && store.entitled().isEmpty)
        #expect(throws: StoreError.self) { try store.resolve(id) }
        try store.advance(by: F.day)
        let approved = try store.approve(id)
        #expect(approved.payload.productId == F.large)
        #expect(approved.payload.purchaseDate == MillisecondDate(F.start.addingTimeInterval(F.day)))
        #expect(store.entitled() == [F.large])
        #expect(store.pendingPurchases.first?.state == .approved)
        #expect(throws: StoreError.self) { try store.approve(id) }

        guard case .pending(let second?) = try store.purchase(F.small) else {
            Issue.record("not pending")
            return
        }
        try store.decline(second.id)
        #expect(store.pendingPurchases.last?.state == .declined)
        #expect(store.entitled() == [F.large])
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE"])
    }

    @Test func interruptedPurchaseResolves() throws {
        var store = try F.store(["interruptedPurchases": "on"])
        guard case .pending(let ticket?) = try store.purchase(F.chocolates), ticket.reason == .interrupted else {
            Issue.record("not interrupted")
            return
        }
        let id = ticket.id
        #expect(throws: StoreError.self) { try store.approve(id) }
        let resolved = try store.resolve(id)
        #expect(resolved.payload.productId == F.chocolates)
        #expect(store.entitled() == [F.chocolates])
    }

    @Test func subscriptionPurchaseWithIntroOfferOncePerGroup() throws {
        var store = try F.store()
        let first = try store.buy(F.gold)
        #expect(first.type == .autoRenewable)
        #expect(first.offerType == .introductory && first.offerDiscountType == .payAsYouGo && first.offerPeriod == "P1M")
        #expect(first.price == 9990)
        #expect(first.subscriptionGroupIdentifier == F.vip)
        #expect(first.webOrderLineItemId != nil)
        #expect(first.expiresDate == MillisecondDate(CalendarDuration(months: 1).added(to: F.start)))
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY"])
        #expect(!store.isEligibleForIntroductoryOffer(groupId: F.vip, accountId: "default"))

        try store.advance(by: 65 * F.day)
        let renewals = store.payloads(product: F.gold)
        #expect(renewals.map(\.price) == [9990, 9990, 19_990])
        #expect(renewals.map(\.offerType) == [.introductory, .introductory, nil])
        #expect(renewals.map(\.transactionReason) == [.purchase, .renewal, .renewal])
        #expect(Set(renewals.map(\.originalTransactionId)).count == 1)
    }

    @Test func promotionalOfferSignatureIsChecked() throws {
        // StoreHelper's sample file has a subscriptionOffersKeyPair and promotional offers.
        let configuration = try Fixtures.storekit("russell-archer__StoreHelper__SampleProducts.storekit")
        let keyPair = try #require(configuration.subscriptionOffersKeyPair)
        let subscription = try #require(configuration.allProducts.map(\.product).first { !($0.adHocOffers ?? []).isEmpty })
        let offerId = try #require(subscription.adHocOffers?.first?.offerID)
        let key = try P256.Signing.PrivateKey(derRepresentation: try #require(Data(base64Encoded: keyPair.privateKey)))
        let signer = OfferSignatures(key: InAppPurchaseKey(privateKey: key, keyId: keyPair.id, issuerId: "", bundleId: F.bundleId))
        let good = try signer.promotionalOfferV1(productId: subscription.productID, offerId: offerId, appAccountToken: nil)

        var store = try F.store(configuration: configuration)
        let missing = PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, signature: nil))
        #expect(try purchaseFailure { try store.purchase(subscription.productID, options: missing) } == StoreKitErrorName("missingOfferParameters"))
        var forged = good
        forged.timestamp += 1
        #expect(
            try purchaseFailure {
                try store.purchase(
                    subscription.productID,
                    options: PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, signature: forged))
                )
            }
                == StoreKitErrorName("invalidOfferSignature")
        )
        let otherKey = OfferSignatures(
            key: InAppPurchaseKey(privateKey: P256.Signing.PrivateKey(), keyId: keyPair.id, issuerId: "", bundleId: F.bundleId)
        )
        let foreign = try otherKey.promotionalOfferV1(productId: subscription.productID, offerId: offerId, appAccountToken: nil)
        #expect(
            try purchaseFailure {
                try store.purchase(
                    subscription.productID,
                    options: PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, signature: foreign))
                )
            }
                == StoreKitErrorName("invalidOfferSignature")
        )
        #expect(
            try purchaseFailure {
                try store.purchase(
                    subscription.productID,
                    options: PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: "no such offer", signature: good))
                )
            }
                == StoreKitErrorName("invalidOfferIdentifier")
        )
        #expect(store.transactions.isEmpty)

        let payload = try store.buy(subscription.productID, PurchaseOptions(promotionalOffer: PromotionalOffer(offerId: offerId, signature: good)))
        #expect(payload.offerType == .promotional && payload.offerIdentifier == offerId)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY"])  // not subscribed before: a subscription, not OFFER_REDEEMED
    }

    @Test func offerCodeEligibility() throws {
        // Food Truck: offer codes for new customers only.
        let configuration = try Fixtures.storekit("apple__sample-food-truck__Products.storekit")
        let product = try #require(configuration.allProducts.map(\.product).first { $0.codeOffers?.contains { $0.eligibility == ["new"] } == true })
        let code = try #require(product.codeOffers?.first { $0.eligibility == ["new"] }?.referenceName)
        var store = try F.store(configuration: configuration)
        let payload = try store.buy(product.productID, PurchaseOptions(offerCode: code))
        #expect(payload.offerType == .offerCode && payload.offerIdentifier == code)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY"])
        try store.addAccount("second")
        _ = try store.buy(product.productID, account: "second")
        #expect(
            try purchaseFailure { try store.purchase(product.productID, accountId: "second", options: PurchaseOptions(offerCode: code)) }
                == StoreKitErrorName("ineligibleForOffer")
        )
        #expect(
            try purchaseFailure { try store.purchase(product.productID, options: PurchaseOptions(offerCode: "nope")) }
                == StoreKitErrorName("invalidOfferIdentifier")
        )
    }

    @Test func winBackOfferOnlyForLapsedSubscribers() throws {
        let configuration = try Fixtures.storekit("Kosikowski__swift-storekit__Demo.storekit")
        let product = try #require(configuration.allProducts.map(\.product).first { !($0.winbackOffers ?? []).isEmpty })
        let offerId = try #require(product.winbackOffers?.first?.offerID)
        var store = try F.store(configuration: configuration)
        #expect(
            try purchaseFailure { try store.purchase(product.productID, options: PurchaseOptions(winBackOfferId: offerId)) }
                == StoreKitErrorName("ineligibleForOffer")
        )
        _ = try store.buy(product.productID)
        try store.expireSubscription(product.productID)
        let info = store.renewalInfo(for: try #require(store.subscriptions.first))
        #expect(info.eligibleWinBackOfferIds?.contains(offerId) == true)
        let payload = try store.buy(product.productID, PurchaseOptions(winBackOfferId: offerId))
        #expect(payload.offerType == .winBack && payload.offerIdentifier == offerId)
        #expect(store.notificationNames().last == "SUBSCRIBED/RESUBSCRIBE")
    }

    @Test func purchaseDateInThePastBackFillsRenewals() throws {
        var store = try F.store()
        try store.advance(by: 100 * F.day)
        let past = F.start.addingTimeInterval(F.day)
        _ = try store.buy(F.silver, controls: PurchaseControls(purchaseDate: past))
        let chain = store.payloads(product: F.silver)
        #expect(chain.count == 4)  // 1 Mar-ish purchase + renewals up to day 101
        #expect(chain.first?.purchaseDate == MillisecondDate(past))
        #expect(store.entitled() == [F.silver])

        var cancelled = try F.store()
        try cancelled.advance(by: 100 * F.day)
        _ = try cancelled.buy(F.silver, controls: PurchaseControls(purchaseDate: past, renewalBehavior: .cancelImmediately))
        #expect(cancelled.payloads(product: F.silver).count == 1)
        #expect(cancelled.entitled().isEmpty)
        #expect(cancelled.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "EXPIRED/VOLUNTARY"])
    }

    @Test func productsForStorefrontAndLocale() throws {
        var store = try F.store()
        let products = try store.products()
        #expect(products.count == 9)
        let large = try #require(products.first { $0.id == F.large })
        #expect(large.displayName == "Flowers Large" && large.description == "A cool bunch of mixed flowers")
        #expect(large.price == Decimal(string: "1.99") && large.displayPrice == "$1.99" && large.isFamilyShareable)
        let gold = try #require(products.first { $0.id == F.gold }?.subscription)
        #expect(gold.level == 1 && gold.groupDisplayName == "VIP" && gold.period == CalendarDuration(months: 1))
        #expect(gold.introductoryOffer?.periodCount == 2 && gold.introductoryOffer?.displayPrice == "$9.99")
        try store.set("storefront", to: "GBR")
        try store.set("locale", to: "en_GB")
        #expect(try store.products([F.large]).first?.displayPrice == "£1.99")
        #expect(try store.products([F.large]).first?.displayName == "Flowers Large")  // falls back to en_US
        try store.set("storefront", to: "ESP")
        try store.set("locale", to: "es_ES")
        let spanish = try #require(try store.products([F.large]).first?.displayPrice)
        #expect(spanish.contains("1,99") && spanish.contains("€"))
        #expect(try store.products(["unknown", F.small]).map(\.id) == [F.small])
    }
}
