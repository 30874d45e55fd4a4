#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

/// Retention Messaging in App Store Connect: messages set up there, with retention offers (`offerType` 5), shown
/// when the app server's real-time answer is unusable and before the Retention Messaging API's default message
/// (WWDC26 session 309; https://developer.apple.com/documentation/appstoreconnectapi/setting-up-retention-messaging).
@Suite struct ConnectRetentionTests {
    typealias F = Florist
    let apiMessage = UUID().uuidString.lowercased()
    let apiDefault = UUID().uuidString.lowercased()
    static let freeMonth = RetentionOffer(id: "bronze.stay.free", productId: F.bronze, discountType: .freeTrial, period: "P1M")
    static let halfPrice = RetentionOffer(
        id: "bronze.stay.half",
        productId: F.bronze,
        discountType: .payAsYouGo,
        period: "P1M",
        periodCount: 3,
        price: 2.49
    )
    static let stay = ConnectRetentionMessage(
        referenceName: "Stay with VIP",
        localizations: ["en-US": .init(header: "Roses next week", body: "Your VIP bouquet ships on Monday.")],
        image: "vip-roses",
        productIds: [F.bronze],
        offerIds: [freeMonth.id]
    )

    /// A subscriber of VIP Bronze (in Sandbox unless told), with an API message, an API default message for bronze in en-US, and an App
    /// Store Connect message for bronze carrying a free month.
    func subscribedStore(environment: String = "Sandbox") throws -> LocalAppStore {
        var store = try F.store()
        try store.set("retentionReview", to: "approve")
        try store.set("appAppleId", to: "1234567890")
        try store.set("environment", to: environment)
        try store.buy(F.bronze)
        try store.retentionMessaging.uploadMessage(apiMessage, UploadMessageRequestBody(header: "Stay", body: "Your roses miss you."))
        try store.retentionMessaging.uploadMessage(apiDefault, UploadMessageRequestBody(header: "Before you go", body: "The default."))
        try store.retentionMessaging.configureDefaultMessage(
            DefaultMessageKey(productId: F.bronze, locale: "en-US"),
            DefaultConfigurationRequest(messageIdentifier: apiDefault)
        )
        try store.retentionMessaging.setRetentionOffer(Self.freeMonth)
        try store.retentionMessaging.setConnectRetentionMessage(Self.stay)
        return store
    }

    func openFlow(_ store: inout LocalAppStore, attempt: RealtimeAttempt? = nil) throws -> CancelFlow {
        try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US"),
            attempt: attempt
        )
    }

    // Rule (session 309): the real-time answer first; "if that's unavailable or malformed, the App Store will first fall
    // back to your App Store Connect Retention Messaging preference, including any eligible offers"; without one, to the
    // default message configured with the Retention Messaging API.
    @Test func theRealTimeAnswerThenAppStoreConnectThenTheDefaultMessage() throws {
        var store = try subscribedStore()
        let answer = try CancelFlowTests.answer(RealtimeResponseBody(message: .init(messageIdentifier: apiMessage)))
        let answered = try openFlow(&store, attempt: answer)
        #expect(answered.shown.kind == .message && answered.shown.messageIdentifier == apiMessage)

        let unanswered = try openFlow(&store, attempt: RealtimeAttempt(result: .timedOut, latencyMilliseconds: 700))
        #expect(unanswered.shown.kind == .appStoreConnectMessage && unanswered.shown.messageIdentifier == Self.stay.referenceName)
        #expect(unanswered.shown.offerIdentifier == Self.freeMonth.id && unanswered.shown.productId == F.bronze)
        #expect(unanswered.shown.image == nil, "an eligible offer replaces the image")
        #expect(unanswered.shown.fallbackReason?.contains("TIMED_OUT") == true)

        try store.retentionMessaging.removeConnectRetentionMessage(Self.stay.referenceName)
        let fallback = try openFlow(&store)
        #expect(fallback.shown.kind == .defaultMessage && fallback.shown.messageIdentifier == apiDefault)
    }

    // Rule (session 309): a redeemed retention offer shows as offerType 5 with offerIdentifier, offerDiscountType and
    // offerPeriod in the signed transaction and the renewal info.
    @Test func acceptingTheRetentionOfferPricesTheNextRenewal() throws {
        var store = try subscribedStore()
        let flow = try openFlow(&store)
        #expect(throws: StoreError.self) { try store.retentionMessaging.choose(.switchProduct, inCancelFlow: flow.id) }
        let before = store.outboxCount
        let chosen = try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: flow.id)
        #expect(chosen.choice == .acceptOffer && chosen.choiceOutcome?.contains(Self.freeMonth.id) == true)
        #expect(store.notificationNames(from: before) == ["OFFER_REDEEMED"])
        let info = store.renewalInfo(for: try #require(store.subscriptions.first))
        #expect(info.offerType == .retention && info.offerIdentifier == Self.freeMonth.id)
        #expect(info.offerDiscountType == .freeTrial && info.offerPeriod == "P1M" && info.renewalPrice == 0 && info.autoRenewStatus == .on)

        try store.advance(by: 32 * F.day)
        let renewal = try #require(store.payloads(product: F.bronze).last)
        #expect(renewal.offerType == .retention && renewal.offerIdentifier == Self.freeMonth.id && renewal.price == 0)
        #expect(renewal.offerDiscountType == .freeTrial && renewal.offerPeriod == "P1M" && renewal.transactionReason == .renewal)

        // While the offer prices the current period, the subscriber is not eligible again: the message shows its image.
        let again = try openFlow(&store)
        #expect(again.shown.kind == .appStoreConnectMessage && again.shown.offerIdentifier == nil && again.shown.image == Self.stay.image)
        #expect(throws: StoreError.self) { try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: again.id) }
        try store.advance(by: 31 * F.day)
        #expect(store.payloads(product: F.bronze).last?.offerType == nil, "the offer lasted one period; the standard price follows")
    }

    @Test func theOfferIsTriedInTheMessagesOrderAndOnlyForItsOwnProduct() throws {
        var store = try subscribedStore()
        try store.retentionMessaging.setRetentionOffer(Self.halfPrice)
        var message = Self.stay
        message.offerIds = [Self.halfPrice.id, Self.freeMonth.id]
        try store.retentionMessaging.setConnectRetentionMessage(message)
        #expect(try openFlow(&store).shown.offerIdentifier == Self.halfPrice.id)
        _ = try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: try #require(store.retentionMessaging.cancelFlows.last).id)
        try store.advance(by: 32 * F.day)
        let renewal = try #require(store.payloads(product: F.bronze).last)
        #expect(renewal.offerType == .retention && renewal.offerDiscountType == .payAsYouGo && renewal.price == 2_490)

        let gold = RetentionOffer(id: "gold.stay", productId: F.gold, discountType: .freeTrial, period: "P1W")
        try store.retentionMessaging.setRetentionOffer(gold)
        message.offerIds = [gold.id]
        #expect(throws: StoreError.self) { try store.retentionMessaging.setConnectRetentionMessage(message) }  // not for gold
    }

    // Rule (App Store Connect Help, "Retention message statuses"): Sandbox testers always see the latest draft; Production
    // shows only what App Review approved.
    @Test func productionShowsOnlyAnApprovedMessage() throws {
        var store = try subscribedStore(environment: "Production")
        #expect(try openFlow(&store).shown.kind == .defaultMessage)
        var approved = Self.stay
        approved.isApproved = true
        try store.retentionMessaging.setConnectRetentionMessage(approved)
        #expect(try openFlow(&store).shown.kind == .appStoreConnectMessage)
    }

    @Test func setUpThatAppStoreConnectWouldRefuseIsRefusedAndChangesNothing() throws {
        var store = try subscribedStore()
        let content = store.retentionMessaging.retentionContent
        let offers: [RetentionOffer] = [
            RetentionOffer(id: "x", productId: "unknown", discountType: .freeTrial, period: "P1M"),
            RetentionOffer(id: "x", productId: F.roses, discountType: .freeTrial, period: "P1M"),
            RetentionOffer(id: "", productId: F.bronze, discountType: .freeTrial, period: "P1M"),
            RetentionOffer(id: "x", productId: F.bronze, discountType: .freeTrial, period: "P1M", price: 1),
            RetentionOffer(id: "x", productId: F.bronze, discountType: .payUpFront, period: "P1M", price: 4.99),
            RetentionOffer(id: "x", productId: F.bronze, discountType: .payAsYouGo, period: "P1M", periodCount: 13, price: 1),
            RetentionOffer(id: "x", productId: F.bronze, discountType: .payUpFront, period: "P1M", periodCount: 2, price: 1),
            RetentionOffer(id: "x", productId: F.bronze, discountType: .freeTrial, period: "1 month"),
            RetentionOffer(id: "x", productId: F.bronze, discountType: .freeTrial, period: "P0D"),
            RetentionOffer(id: "x", productId: F.bronze, discountType: OfferDiscountType(rawValue: "HALF"), period: "P1M", price: 1),
        ]
        for offer in offers {
            #expect(throws: StoreError.self, "\(offer)") { try store.retentionMessaging.setRetentionOffer(offer) }
        }
        func message(_ change: (inout ConnectRetentionMessage) -> Void) -> ConnectRetentionMessage {
            var message = Self.stay
            message.referenceName = "Another"
            change(&message)
            return message
        }
        let messages = [
            message { $0.referenceName = "" },
            message { $0.referenceName = String(repeating: "n", count: 65) },
            message { $0.localizations = [:] },
            message { message in
                let letters = Array("abcdefghijklmnopqrstuvwxyz")
                let locales = (0...100).map { "\(letters[$0 / 26])\(letters[$0 % 26])-US" }  // 101 valid locales: one too many
                message.localizations = Dictionary(uniqueKeysWithValues: locales.map { ($0, .init(header: "h", body: "b")) })
            },
            message { $0.localizations = ["english": .init(header: "h", body: "b")] },
            message { $0.localizations = ["en-US": .init(header: " ", body: "b")] },
            message { $0.localizations = ["en-US": .init(header: String(repeating: "h", count: 67), body: "b")] },
            message { $0.productIds = [] },
            message { $0.productIds = [F.roses] },
            message { $0.offerIds = [] },  // bronze already has "Stay with VIP"
            message {
                $0.productIds = [F.gold]
                $0.offerIds = [Self.freeMonth.id]
            },
            message {
                $0.productIds = [F.gold]
                $0.offerIds = ["no.such.offer"]
            },
        ]
        for message in messages {
            #expect(throws: StoreError.self, "\(message)") { try store.retentionMessaging.setConnectRetentionMessage(message) }
        }
        #expect(throws: StoreError.self) { try store.retentionMessaging.removeRetentionOffer(Self.freeMonth.id) }  // the message carries it
        var moved = Self.freeMonth
        moved.productId = F.gold  // the same group, but the message carrying it is for bronze alone
        #expect(throws: StoreError.self) { try store.retentionMessaging.setRetentionOffer(moved) }
        #expect(throws: StoreError.self) { try store.retentionMessaging.removeConnectRetentionMessage("Nothing") }
        #expect(store.retentionMessaging.retentionContent == content)
    }

    // Rule (App Store Connect, for every subscription offer): an offer identifier is used once in a subscription group.
    @Test func anOfferIdentifierIsUsedOnceInTheGroup() throws {
        let configuration = try OffersPerBillingPlanTests.configuration(
            plus: """
                { "adHocOffers" : [ { "internalID" : "9003", "offerID" : "garden.half", "numberOfPeriods" : 1,
                  "paymentMode" : "payUpFront", "subscriptionPeriod" : "P1Y", "displayPrice" : "29.99", "referenceName" : "half" } ] }
                """
        )
        var store = try F.store(configuration: configuration)
        let clash = RetentionOffer(id: "garden.half", productId: F.gardenBasic, discountType: .freeTrial, period: "P1M")
        #expect(throws: StoreError.self) { try store.retentionMessaging.setRetentionOffer(clash) }
        var other = clash
        other.id = "garden.stay"
        try store.retentionMessaging.setRetentionOffer(other)
        #expect(store.retentionMessaging.retentionOffers == [other])
    }
    @Test func aSubscriptionHasAtMost350RetentionOffers() throws {
        var store = try F.store()
        for number in 0..<LocalAppStore.RetentionMessaging.maximumRetentionOffersPerProduct {
            try store.retentionMessaging.setRetentionOffer(
                RetentionOffer(id: "bronze.\(number)", productId: F.bronze, discountType: .freeTrial, period: "P1W")
            )
        }
        #expect(throws: StoreError.self) {
            try store.retentionMessaging.setRetentionOffer(
                RetentionOffer(id: "bronze.one-more", productId: F.bronze, discountType: .freeTrial, period: "P1W")
            )
        }
        // Replacing one, then one for another product.
        try store.retentionMessaging.setRetentionOffer(RetentionOffer(id: "bronze.0", productId: F.bronze, discountType: .freeTrial, period: "P1M"))
        try store.retentionMessaging.setRetentionOffer(RetentionOffer(id: "gold.0", productId: F.gold, discountType: .freeTrial, period: "P1W"))
        #expect(store.retentionMessaging.retentionOffers.count == LocalAppStore.RetentionMessaging.maximumRetentionOffersPerProduct + 1)
    }
}
#endif
