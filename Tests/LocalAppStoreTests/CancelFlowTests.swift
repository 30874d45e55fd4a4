#if Server
import AppStoreModels
import AppStoreSignature
import Crypto
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// The App Store's side of Retention Messaging: a subscriber opens the cancellation flow, the store signs a
/// real-time request, shows what the app server chose — or the default message when the answer fails, is
/// slow or makes no sense — and carries out what the subscriber does.
@Suite struct CancelFlowTests {
    typealias F = Florist
    let message = UUID().uuidString.lowercased()
    let fallback = UUID().uuidString.lowercased()

    /// A subscriber of VIP Bronze, with two approved messages (one the default for bronze in en-US) and a
    /// realtime URL.
    func subscribedStore(configuration: ConfigurationFile? = nil, product: String = F.bronze) throws -> LocalAppStore {
        var store = try configuration.map { try F.store(configuration: $0) } ?? F.store()
        try store.set("retentionReview", to: "approve")
        try store.set("appAppleId", to: "1234567890")
        try store.set("environment", to: "Sandbox")
        try store.buy(product)
        try store.retentionMessaging.uploadMessage(message, UploadMessageRequestBody(header: "Stay", body: "Your roses miss you."))
        try store.retentionMessaging.uploadMessage(fallback, UploadMessageRequestBody(header: "Before you go", body: "The default."))
        try store.retentionMessaging.configureDefaultMessage(
            DefaultMessageKey(productId: product, locale: "en-US"),
            DefaultConfigurationRequest(messageIdentifier: fallback)
        )
        try store.retentionMessaging.configureRealtimeURL(RealtimeUrlRequest(realtimeURL: "https://127.0.0.1:9/retention"))
        return store
    }

    static func answer(_ body: RealtimeResponseBody, latency: Int64 = 40) throws -> RealtimeAttempt {
        RealtimeAttempt(result: .success, httpStatus: 200, latencyMilliseconds: latency, answer: Array(try JSONEncoder().encode(body)))
    }

    @Test func theRequestIsSignedByTheStoreAndNamesTheSubscription() async throws {
        let store = try subscribedStore()
        let prepared = try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US")
        let body = try JSONDecoder().decode(RealtimeRequestBody.self, from: Data(prepared.body))
        let request = try await store.verifier().verifyRealtimeRequest(try #require(body.signedPayload))
        #expect(request.productId == F.bronze && request.userLocale == "en-US" && request.appAppleId == 1_234_567_890)
        #expect(request.requestIdentifier == prepared.id && request.originalTransactionId == prepared.originalTransactionId)
        #expect(request.environment == store.environment && request.signedDate?.date == store.now)
        #expect(try SignedDataKind.of(try #require(body.signedPayload)) == .realtimeRequest)
    }

    // Rule: Apple sends real-time requests in Sandbox and Production (`environment`), with the app's Apple ID
    // (`appAppleId`): https://developer.apple.com/documentation/retentionmessaging/decodedrealtimerequestbody.
    @Test func realTimeRequestsComeFromSandboxAndProductionWithTheAppsAppleId() throws {
        var store = try F.store()
        try store.buy(F.bronze)
        #expect(throws: StoreError.self) { try store.retentionMessaging.prepareCancelFlow(product: F.bronze) }  // LocalTesting
        try store.set("environment", to: "Sandbox")
        #expect(throws: StoreError.self) { try store.retentionMessaging.prepareCancelFlow(product: F.bronze) }  // no app Apple ID
        try store.set("environment", to: "Xcode")
        try store.set("appAppleId", to: "1234567890")
        #expect(throws: StoreError.self) { try store.retentionMessaging.prepareCancelFlow(product: F.bronze) }
        try store.set("environment", to: "Sandbox")
        #expect(try store.retentionMessaging.prepareCancelFlow(product: F.bronze).body.isEmpty == false)
    }

    @Test func aCatalogSyncedWithAppStoreConnectGivesTheAppsAppleId() async throws {
        var configuration = try F.configuration()
        configuration.settings = try JSONDecoder().decode(ConfigurationSettings.self, from: Data(#"{"_applicationInternalID": "6451201000"}"#.utf8))
        var store = try F.store(configuration: configuration)
        try store.set("environment", to: "Sandbox")
        try store.buy(F.bronze)
        #expect(store.appAppleId == 6_451_201_000)
        let body = try JSONDecoder().decode(
            RealtimeRequestBody.self,
            from: Data(try store.retentionMessaging.prepareCancelFlow(product: F.bronze).body)
        )
        #expect(try await store.verifier().verifyRealtimeRequest(try #require(body.signedPayload)).appAppleId == 6_451_201_000)
        try store.set("appAppleId", to: "42")  // the setting wins
        #expect(store.appAppleId == 42)
    }

    // Rule: the realtime URL begins with https:// (https://developer.apple.com/documentation/retentionmessaging/realtimeurl).
    // http:// only behind the lenient allowHTTPRealtimeURL, and every flow it lets through says so.
    @Test func anHTTPRealtimeURLIsRefusedUnlessTheStoreIsToldToBeLenient() throws {
        var store = try subscribedStore()
        let http = RealtimeUrlRequest(realtimeURL: "http://127.0.0.1:9/retention")
        #expect(RetentionContentTests.code { try store.retentionMessaging.configureRealtimeURL(http) } == .badRequestRealtimeURL)
        #expect(store.retentionMessaging.realtimeURLLeniency == nil)
        #expect(try store.retentionMessaging.prepareCancelFlow(product: F.bronze).leniency == nil)
        try store.set("allowHTTPRealtimeURL", to: "on")
        try store.retentionMessaging.configureRealtimeURL(http)
        let prepared = try store.retentionMessaging.prepareCancelFlow(product: F.bronze)
        #expect(prepared.leniency?.contains("allowHTTPRealtimeURL") == true && prepared.leniency == store.retentionMessaging.realtimeURLLeniency)
        #expect(try store.retentionMessaging.recordCancelFlow(prepared, attempt: nil).leniency == prepared.leniency)
        try store.set("allowHTTPRealtimeURL", to: "off")
        #expect(throws: StoreError.self) { try store.retentionMessaging.prepareCancelFlow(product: F.bronze) }
    }

    // Rule: "Your server needs to pass a performance test before you can configure your Get Retention Message
    // endpoint for the production environment" (https://developer.apple.com/documentation/retentionmessaging/configure-realtime-url).
    @Test func aProductionRealtimeURLNeedsAPassedSandboxPerformanceTest() throws {
        var store = try F.store()
        try store.set("appAppleId", to: "1234567890")
        try store.set("environment", to: "Production")
        let url = RealtimeUrlRequest(realtimeURL: "https://example.com/apple/retention")
        #expect(RetentionContentTests.code { try store.retentionMessaging.configureRealtimeURL(url) } == .forbiddenNoPassingTest)
        #expect(store.retentionMessaging.retentionContent.realtimeURL == nil)
        try store.set("passedSandboxPerformanceTest", to: "on")
        try store.retentionMessaging.configureRealtimeURL(url)
        #expect(try store.retentionMessaging.realtimeURL().realtimeURL == url.realtimeURL)
    }

    @Test func onlyALiveAutoRenewingSubscriptionCanBeCancelled() throws {
        var store = try subscribedStore()
        try store.setAutoRenew(false, product: F.bronze)
        #expect(throws: StoreError.self) { try store.retentionMessaging.prepareCancelFlow(product: F.bronze) }
        #expect(throws: StoreError.self) { try store.retentionMessaging.prepareCancelFlow(product: F.gold) }
    }

    @Test func theServersMessageIsShown() throws {
        var store = try subscribedStore()
        let prepared = try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US")
        let flow = try store.retentionMessaging.recordCancelFlow(
            prepared,
            attempt: try Self.answer(RealtimeResponseBody(message: .init(messageIdentifier: message.uppercased())))
        )
        #expect(flow.shown.kind == .message && flow.shown.messageIdentifier == message && flow.shown.fallbackReason == nil)
        #expect(store.retentionMessaging.cancelFlows == [flow])
    }

    @Test func aFailedSlowOrNonsensicalAnswerShowsTheDefaultMessage() throws {
        var store = try subscribedStore()
        let chosen = RealtimeResponseBody(message: .init(messageIdentifier: message))
        let pending = UUID().uuidString
        try store.set("retentionReview", to: "manual")
        try store.retentionMessaging.uploadMessage(pending, UploadMessageRequestBody(header: "Not yet", body: "Waiting for review."))
        let attempts: [(RealtimeAttempt?, String)] = [
            (nil, "no realtime URL"),
            (RealtimeAttempt(result: .timedOut, latencyMilliseconds: 700), "TIMED_OUT"),
            (RealtimeAttempt(result: .unsuccessfulHTTPResponseCode, httpStatus: 500, latencyMilliseconds: 3), "UNSUCCESSFUL_HTTP_RESPONSE_CODE"),
            (try Self.answer(chosen, latency: 701), "701 ms"),
            (
                RealtimeAttempt(result: .success, httpStatus: 200, latencyMilliseconds: 5, answer: Array("not json".utf8)),
                "not a RealtimeResponseBody"
            ),
            (try Self.answer(RealtimeResponseBody()), "exactly one"),
            (
                try Self.answer(
                    RealtimeResponseBody(
                        message: .init(messageIdentifier: message),
                        alternateProduct: .init(messageIdentifier: message, productId: F.gold)
                    )
                ), "exactly one"
            ),
            (try Self.answer(RealtimeResponseBody(message: .init(messageIdentifier: UUID().uuidString))), "no message"),
            (try Self.answer(RealtimeResponseBody(message: .init(messageIdentifier: pending))), "not approved"),
            (
                try Self.answer(RealtimeResponseBody(alternateProduct: .init(messageIdentifier: message, productId: F.bronze))),
                "not another subscription"
            ),
            (
                try Self.answer(RealtimeResponseBody(alternateProduct: .init(messageIdentifier: message, productId: F.large))),
                "not another subscription"
            ),
            (try Self.answer(RealtimeResponseBody(promotionalOffer: .init(messageIdentifier: message))), "no signature"),
            // Rule: advancedCommerceInfo is for Advanced Commerce API subscriptions only, alone or beside another
            // choice (https://developer.apple.com/documentation/retentionmessaging/realtimeresponsebody).
            (
                RealtimeAttempt(
                    result: .success,
                    httpStatus: 200,
                    latencyMilliseconds: 5,
                    answer: Array(#"{"message":{"messageIdentifier":"\#(message)"},"advancedCommerceInfo":{"descriptors":{}}}"#.utf8)
                ), "Advanced Commerce"
            ),
        ]
        for (attempt, reason) in attempts {
            let flow = try store.retentionMessaging.recordCancelFlow(
                try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US"),
                attempt: attempt
            )
            #expect(flow.shown.kind == .defaultMessage && flow.shown.messageIdentifier == fallback, "\(reason)")
            #expect(flow.shown.fallbackReason?.contains(reason) == true, "\(flow.shown.fallbackReason ?? "-") should say \(reason)")
        }
        // Without a default for the locale: the App Store's own sheet.
        let flow = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "fr-FR"),
            attempt: nil
        )
        #expect(flow.shown.kind == .standard && flow.shown.messageIdentifier == nil)
    }

    @Test func aSwitchPlanMessageWithAnImageIsNotShown() throws {
        var store = try subscribedStore()
        let picture = UUID().uuidString
        let illustrated = UUID().uuidString
        try store.retentionMessaging.uploadImage(picture, size: .fullSize, png: TestPNG.make(width: 3840, height: 400))
        try store.retentionMessaging.uploadMessage(
            illustrated,
            UploadMessageRequestBody(header: "h", body: "b", image: UploadMessageImage(imageIdentifier: picture, altText: "a"))
        )
        let answer = try Self.answer(RealtimeResponseBody(alternateProduct: .init(messageIdentifier: illustrated, productId: F.gold)))
        let flow = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US"),
            attempt: answer
        )
        #expect(flow.shown.kind == .defaultMessage && flow.shown.fallbackReason?.contains("has an image") == true)
    }

    // Rule: switch-plan and promotional-offer messages carry no bullet points (Retention Messaging's alternateProduct
    // and promotionalOffer pages, as for images).
    @Test func aSwitchPlanMessageWithBulletPointsIsNotShown() throws {
        var store = try subscribedStore()
        let icon = UUID().uuidString
        let listed = UUID().uuidString
        try store.retentionMessaging.uploadImage(icon, size: .bulletPoint, png: TestPNG.make(width: 1024, height: 1024))
        var body = UploadMessageRequestBody(header: "h", body: "b")
        body.bulletPoints = [BulletPoint(text: "Fresh roses", imageIdentifier: icon, altText: "a rose")]
        try store.retentionMessaging.uploadMessage(listed, body)
        let answer = try Self.answer(RealtimeResponseBody(alternateProduct: .init(messageIdentifier: listed, productId: F.gold)))
        let flow = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US"),
            attempt: answer
        )
        #expect(flow.shown.kind == .defaultMessage && flow.shown.fallbackReason?.contains("bullet points") == true)
    }

    @Test func switchingBuysTheAlternateProduct() throws {
        var store = try subscribedStore()
        let answer = try Self.answer(RealtimeResponseBody(alternateProduct: .init(messageIdentifier: message, productId: F.gold)))
        let flow = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US"),
            attempt: answer
        )
        #expect(flow.shown.kind == .alternateProduct && flow.shown.productId == F.gold)
        let before = store.outboxCount
        #expect(throws: StoreError.self) { try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: flow.id) }
        #expect(store.outboxCount == before && store.retentionMessaging.cancelFlows.last?.choice == nil)
        let chosen = try store.retentionMessaging.choose(.switchProduct, inCancelFlow: flow.id)
        #expect(chosen.choice == .switchProduct && chosen.choiceOutcome?.hasPrefix("purchased") == true && chosen.choiceDate == store.now)
        #expect(store.payloads(product: F.gold).count == 1)
        #expect(store.notificationNames(from: before) == ["DID_CHANGE_RENEWAL_PREF/UPGRADE"])
        #expect(throws: StoreError.self) { try store.retentionMessaging.choose(.keep, inCancelFlow: flow.id) }
    }

    // Rule (Retention Messaging 1.5, alternateProduct.billingPlanType): the switch may be to the subscriber's own
    // product on its monthly plan; the store refuses a plan the product does not have.
    @Test func switchingCanMoveToTheMonthlyPlanAtTheNextRenewal() throws {
        var store = try subscribedStore(configuration: try ConfigurationFile.load(Data(contentsOf: F.annualStorekitURL)), product: F.gardenPlus)
        let monthly = try Self.answer(
            RealtimeResponseBody(alternateProduct: .init(messageIdentifier: message, productId: F.gardenPlus, billingPlanType: .monthly))
        )
        let flow = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.gardenPlus, locale: "en-US"),
            attempt: monthly
        )
        #expect(flow.shown.kind == .alternateProduct && flow.shown.productId == F.gardenPlus && flow.shown.billingPlanType == .monthly)
        let before = store.outboxCount
        _ = try store.retentionMessaging.choose(.switchProduct, inCancelFlow: flow.id)
        #expect(store.notificationNames(from: before) == ["DID_CHANGE_RENEWAL_PREF/DOWNGRADE"])
        let info = store.renewalInfo(for: try #require(store.subscriptions.first))
        #expect(info.renewalBillingPlanType == .monthly && info.renewalPrice == 4_990, "the next year is paid monthly")
        try store.advance(by: 366 * F.day)
        #expect(store.payloads().last?.commitmentInfo?.billingPeriodNumber == 1)

        let monthlyAgain = try Self.answer(
            RealtimeResponseBody(alternateProduct: .init(messageIdentifier: message, productId: F.gardenPlus, billingPlanType: .monthly))
        )
        let same = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.gardenPlus, locale: "en-US"),
            attempt: monthlyAgain
        )
        #expect(same.shown.kind == .defaultMessage, "the plan the subscriber is already on is no alternative")
    }

    @Test func cancellingTurnsAutoRenewOffAndKeepingChangesNothing() throws {
        var store = try subscribedStore()
        let shown = try Self.answer(RealtimeResponseBody(message: .init(messageIdentifier: message)))
        let kept = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US"),
            attempt: shown
        )
        let before = store.outboxCount
        #expect(try store.retentionMessaging.choose(.keep, inCancelFlow: kept.id).choiceOutcome == "nothing changed")
        #expect(store.outboxCount == before)
        let cancelled = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: F.bronze, locale: "en-US"),
            attempt: shown
        )
        _ = try store.retentionMessaging.choose(.cancel, inCancelFlow: cancelled.id)
        #expect(store.notificationNames(from: before) == ["DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED"])
        #expect(store.subscriptions.first?.autoRenews == false)
        #expect(throws: StoreError.self) { try store.retentionMessaging.choose(.cancel, inCancelFlow: UUID().uuidString) }
    }

    /// The StoreHelper sample's catalog, its offer key's signer, and a store whose customer subscribes to VIP Silver.
    static let silver = "com.rarcher.subscription.vip.silver"
    static let gold = "com.rarcher.subscription.vip.gold"
    func silverSubscriberWithOfferKey() throws -> (store: LocalAppStore, signer: OfferSignatures, keyId: String) {
        let configuration = try Fixtures.storekit("russell-archer__StoreHelper__SampleProducts.storekit")
        let keyPair = try #require(configuration.subscriptionOffersKeyPair)
        let signer = OfferSignatures(
            key: InAppPurchaseKey(privateKey: try #require(keyPair.signingKey), keyId: keyPair.id, issuerId: "i", bundleId: F.bundleId)
        )
        return (try subscribedStore(configuration: configuration, product: Self.silver), signer, keyPair.id)
    }

    @Test func aSignedPromotionalOfferIsShownAndRedeemed() throws {
        var (store, signer, keyId) = try silverSubscriberWithOfferKey()
        let (silver, gold) = (Self.silver, Self.gold)
        let prepared = try store.retentionMessaging.prepareCancelFlow(product: silver, locale: "en-US")
        // Rule (Retention Messaging's promotionalOffer): a version 2 signature names the subscription: "Use the
        // originalTransactionId you receive in DecodedRealtimeRequestBody" as its transactionId.
        let unnamed = try signer.promotionalOfferV2(productId: gold, offerIdentifier: "vip.gold.xmassale")
        let unnamedFlow = try store.retentionMessaging.recordCancelFlow(
            prepared,
            attempt: try Self.answer(RealtimeResponseBody(promotionalOffer: .init(messageIdentifier: message, promotionalOfferSignatureV2: unnamed)))
        )
        #expect(unnamedFlow.shown.kind == .defaultMessage && unnamedFlow.shown.fallbackReason?.contains("originalTransactionId") == true)
        let jws = try signer.promotionalOfferV2(productId: gold, offerIdentifier: "vip.gold.xmassale", transactionId: prepared.originalTransactionId)
        let answer = try Self.answer(RealtimeResponseBody(promotionalOffer: .init(messageIdentifier: message, promotionalOfferSignatureV2: jws)))
        let flow = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: silver, locale: "en-US"),
            attempt: answer
        )
        #expect(flow.shown.kind == .promotionalOffer && flow.shown.productId == gold && flow.shown.offerIdentifier == "vip.gold.xmassale")
        let chosen = try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: flow.id)
        #expect(chosen.choiceOutcome?.hasPrefix("purchased") == true)
        let bought = try #require(store.payloads(product: gold).last)
        #expect(bought.offerType == .promotional && bought.offerIdentifier == "vip.gold.xmassale")

        let forged = try OfferSignatures(
            key: InAppPurchaseKey(privateKey: P256.Signing.PrivateKey(), keyId: keyId, issuerId: "i", bundleId: F.bundleId)
        )
        .promotionalOfferV2(productId: gold, offerIdentifier: "vip.gold.xmassale", transactionId: prepared.originalTransactionId)
        let refused = try store.retentionMessaging.recordCancelFlow(
            try store.retentionMessaging.prepareCancelFlow(product: gold, locale: "en-US"),
            attempt: try Self.answer(RealtimeResponseBody(promotionalOffer: .init(messageIdentifier: message, promotionalOfferSignatureV2: forged)))
        )
        #expect(refused.shown.kind != .promotionalOffer && refused.shown.fallbackReason?.contains("invalidOfferSignature") == true)
    }

    /// Issue 59 (checked with Apple's Python models): a version 1 signature was checked over the subscriber's own token
    /// instead of the `appAccountToken` its PromotionalOfferSignatureV1 names, and an offer carrying both versions was
    /// shown. Apple's PromotionalOffer carries one; a V1 signature signs the token it names.
    @Test func aVersion1SignatureSignsTheTokenItNamesAndAnOfferCarriesOneVersion() throws {
        var (store, signer, _) = try silverSubscriberWithOfferKey()
        let (silver, gold, offer) = (Self.silver, Self.gold, "vip.gold.xmassale")
        func v1(signedOver token: UUID, naming named: UUID?) throws -> RealtimeResponseBody.PromotionalOfferSignatureV1 {
            let signature = try signer.promotionalOfferV1(productId: gold, offerId: offer, appAccountToken: token)
            return .init(
                encodedSignature: signature.signature,
                productId: gold,
                nonce: signature.nonce.uuidString,
                timestamp: signature.timestamp,
                keyId: signature.keyIdentifier,
                offerIdentifier: offer,
                appAccountToken: named?.uuidString.lowercased()
            )
        }
        func flow(_ promotionalOffer: RealtimeResponseBody.PromotionalOffer) throws -> CancelFlow {
            try store.retentionMessaging.recordCancelFlow(
                try store.retentionMessaging.prepareCancelFlow(product: silver, locale: "en-US"),
                attempt: try Self.answer(RealtimeResponseBody(promotionalOffer: promotionalOffer))
            )
        }
        let token = UUID()
        let another = try flow(.init(messageIdentifier: message, promotionalOfferSignatureV1: try v1(signedOver: token, naming: UUID())))
        #expect(another.shown.kind == .defaultMessage && another.shown.fallbackReason?.contains("invalidOfferSignature") == true)
        let prepared = try store.retentionMessaging.prepareCancelFlow(product: silver, locale: "en-US")
        let v2 = try signer.promotionalOfferV2(productId: gold, offerIdentifier: offer, transactionId: prepared.originalTransactionId)
        let both = try flow(
            .init(messageIdentifier: message, promotionalOfferSignatureV2: v2, promotionalOfferSignatureV1: try v1(signedOver: token, naming: token))
        )
        #expect(both.shown.kind == .defaultMessage && both.shown.fallbackReason?.contains("both") == true)
        let own = try flow(.init(messageIdentifier: message, promotionalOfferSignatureV1: try v1(signedOver: token, naming: token)))
        #expect(own.shown.kind == .promotionalOffer, "\(own.shown.fallbackReason ?? "")")
        #expect(try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: own.id).choiceOutcome?.hasPrefix("purchased") == true)
        #expect(store.payloads(product: gold).last?.appAccountToken == token, "the purchase carries the token the signature signs")
    }
}
#endif
