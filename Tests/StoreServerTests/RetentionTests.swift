#if Server
import AppStoreModels
import AppStoreSignature
import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import LocalAppStoreRetention
import LocalCertificateAuthority
import NIOConcurrencyHelpers
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitConfiguration
import StoreKitInterface
import StoreServer
import StoreStorage
import StoreStorageSQLite
import SwiftASN1
import Testing
import X509

/// The rules that answer real-time retention requests: one condition kind at a time, first match wins.
@Suite struct RetentionRulesTests {
    typealias Conditions = RetentionConfiguration.Conditions

    static func transaction(_ id: String, original: String = "1", offer: OfferType? = nil) -> JWSTransactionDecodedPayload {
        var payload = JWSTransactionDecodedPayload()
        payload.transactionId = id
        payload.originalTransactionId = original
        payload.offerType = offer
        payload.transactionReason = id == original ? .purchase : .renewal
        return payload
    }

    static func rules(_ conditions: [Conditions]) throws -> RetentionRules {
        var configuration = RetentionConfiguration()
        configuration.rules = conditions.enumerated().map { index, when in
            RetentionConfiguration.Rule(name: "r\(index)", when: when, message: UUID().uuidString)
        }
        return try retentionRules(configuration)
    }

    /// The rules of a florist server configured with `retention`.
    static func retentionRules(
        _ retention: RetentionConfiguration,
        catalog: URL = Florist.storekitURL
    ) throws(ServerConfigurationError) -> RetentionRules {
        var configuration = ServerConfiguration()
        configuration.bundleId = Florist.bundleId
        configuration.environments = ["LocalTesting"]
        configuration.appKeys = [appKey]
        configuration.adminKeys = [adminKey]
        configuration.catalog = catalog.path
        configuration.retention = retention
        return try configuration.validated().retention
    }

    static func situation(
        product: String = Florist.gold,
        locale: String = "en-US",
        transactions: [JWSTransactionDecodedPayload] = [transaction("1")],
        owner: String? = nil
    ) -> RetentionRules.Situation {
        RetentionRules.Situation(productId: product, userLocale: locale, transactions: transactions, appUserId: owner)
    }

    @Test func productIds() throws {
        let rules = try Self.rules([Conditions(productIds: [Florist.bronze])])
        #expect(rules.decide(Self.situation(product: Florist.bronze))?.name == "r0")
        #expect(rules.decide(Self.situation(product: Florist.gold)) == nil)
    }

    @Test func firstPeriodEnding() throws {
        let first = try Self.rules([Conditions(firstPeriodEnding: true)])
        let renewed = [Self.transaction("1"), Self.transaction("2")]
        #expect(first.decide(Self.situation()) != nil)
        #expect(first.decide(Self.situation(transactions: renewed)) == nil)
        #expect(try Self.rules([Conditions(firstPeriodEnding: false)]).decide(Self.situation(transactions: renewed)) != nil)
    }

    @Test func neverHadOffer() throws {
        let never = try Self.rules([Conditions(neverHadOffer: true)])
        #expect(never.decide(Self.situation()) != nil)
        #expect(never.decide(Self.situation(transactions: [Self.transaction("1", offer: .introductory)])) == nil)
        #expect(
            try Self.rules([Conditions(neverHadOffer: false)]).decide(Self.situation(transactions: [Self.transaction("1", offer: .promotional)]))
                != nil
        )
    }

    @Test func locales() throws {
        let rules = try Self.rules([Conditions(locales: ["fr-FR", "de-DE"])])
        #expect(rules.decide(Self.situation(locale: "fr-fr")) != nil)
        #expect(rules.decide(Self.situation(locale: "en-US")) == nil)
    }

    @Test func knownCustomer() throws {
        let known = try Self.rules([Conditions(knownCustomer: true)])
        #expect(known.decide(Self.situation(owner: "dana")) != nil)
        #expect(known.decide(Self.situation()) == nil)
    }

    @Test func theFirstRuleWhoseConditionsAllHoldWins() throws {
        let rules = try Self.rules([
            Conditions(productIds: [Florist.gold], firstPeriodEnding: false),
            Conditions(productIds: [Florist.gold]),
            Conditions(),
        ])
        #expect(rules.decide(Self.situation())?.name == "r1")
        #expect(rules.decide(Self.situation(product: Florist.silver))?.name == "r2")
        #expect(try Self.rules([]).decide(Self.situation()) == nil)
    }

    // Rule (Retention Messaging 1.5): alternateProduct.billingPlanType is MONTHLY or BILLED_UPFRONT, and MONTHLY
    // needs the product's monthly plan.
    @Test func anAlternateProductMayNameItsBillingPlan() throws {
        let message = UUID().uuidString
        let monthly = RetentionConfiguration(rules: [
            .init(alternateProduct: .init(messageIdentifier: message, productId: Florist.gardenPlus, billingPlanType: "MONTHLY"))
        ])
        let rules = try Self.retentionRules(monthly, catalog: Florist.annualStorekitURL)
        #expect(
            rules.rules.first?.answer
                == .alternateProduct(messageIdentifier: message.lowercased(), productId: Florist.gardenPlus, billingPlanType: .monthly)
        )
        for (plan, product, catalog) in [("MONTHLY", Florist.gold, Florist.storekitURL), ("WEEKLY", Florist.gardenPlus, Florist.annualStorekitURL)] {
            let bad = RetentionConfiguration(rules: [
                .init(alternateProduct: .init(messageIdentifier: message, productId: product, billingPlanType: plan))
            ])
            do {
                _ = try Self.retentionRules(bad, catalog: catalog)
                Issue.record("\(plan) for \(product) was accepted")
            } catch {
                #expect(error.setting == "retention.rules[0].alternateProduct.billingPlanType")
            }
        }
    }

    @Test func badRulesNameWhatIsWrong() throws {
        let message = UUID().uuidString
        let bad: [(RetentionConfiguration, String)] = [
            (RetentionConfiguration(rules: [.init()]), "retention.rules[0]"),
            (
                RetentionConfiguration(rules: [
                    .init(message: message, alternateProduct: .init(messageIdentifier: message, productId: Florist.silver))
                ]), "retention.rules[0]"
            ),
            (RetentionConfiguration(rules: [.init(message: "not-a-uuid")]), "retention.rules[0].message"),
            (
                RetentionConfiguration(rules: [.init(alternateProduct: .init(messageIdentifier: message, productId: Florist.large))]),
                "retention.rules[0].alternateProduct.productId"
            ),
            (RetentionConfiguration(rules: [.init(when: .init(productIds: ["nope"]), message: message)]), "retention.rules[0].when.productIds"),
            (
                RetentionConfiguration(rules: [.init(promotionalOffer: .init(messageIdentifier: message, productId: Florist.gold, offerId: "x"))]),
                "retention.rules[0].promotionalOffer"
            ),
            (RetentionConfiguration(rules: [.init(name: "a", message: message), .init(name: "a", message: message)]), "retention.rules[1].name"),
            (RetentionConfiguration(latencyBudgetMilliseconds: 700), "retention.latencyBudgetMilliseconds"),
        ]
        for (configuration, setting) in bad {
            #expect(throws: ServerConfigurationError.self) { try Self.retentionRules(configuration) }
            do { _ = try Self.retentionRules(configuration) } catch { #expect(error.setting == setting) }
        }
    }
}

/// `POST /apple/retention`: verified requests from the local App Store, answered by the rules, each decision
/// recorded; the store shows and redeems what the server chose.
@Suite struct RetentionServiceTests {
    let offerMessage = UUID().uuidString.lowercased()
    let switchMessage = UUID().uuidString.lowercased()
    let stayMessage = UUID().uuidString.lowercased()

    func configuration(offerKey: P256.Signing.PrivateKey, catalog: URL) -> RetentionConfiguration {
        RetentionConfiguration(rules: [
            .init(
                name: "first-period-offer",
                when: .init(productIds: [Florist.gold], firstPeriodEnding: true, neverHadOffer: true),
                promotionalOffer: .init(messageIdentifier: offerMessage, productId: Florist.gold, offerId: Florist.comeBackOffer)
            ),
            .init(
                name: "bronze-to-silver",
                when: .init(productIds: [Florist.bronze]),
                alternateProduct: .init(messageIdentifier: switchMessage, productId: Florist.silver)
            ),
            .init(name: "stay", message: stayMessage),
        ])
    }

    @Test(arguments: [StorageBacking.memory, .sqlite])
    func theRulesChooseAndTheStoreShowsAndRedeemsWhatTheyChose(backing: StorageBacking) async throws {
        let key = P256.Signing.PrivateKey()
        var (store, storekit) = try OfferSigningTests.storeWithOffer(checkedWith: key)
        try store.set("retentionReview", to: "approve")
        try store.set("environment", to: "Sandbox")
        try store.set("appAppleId", to: "1234567890")
        for id in [offerMessage, switchMessage, stayMessage] {
            try store.retentionMessaging.uploadMessage(id, UploadMessageRequestBody(header: "Stay", body: "With us."))
        }
        try store.addAccount("bronzy")
        try store.buy(Florist.gold)
        try store.buy(Florist.bronze, account: "bronzy")
        let catalog = TemporaryFiles.url("retention", suffix: ".storekit")
        defer { try? FileManager.default.removeItem(at: catalog) }
        try JSONEncoder().encode(storekit).write(to: catalog)
        var configuration = ServerConfiguration()
        configuration.bundleId = Florist.bundleId
        configuration.environments = ["Sandbox"]
        configuration.appKeys = [appKey]
        configuration.adminKeys = [adminKey]
        configuration.catalog = catalog.path
        configuration.offerKey = .init(issuerId: "issuer-1", keyId: "OFFERKEY", privateKey: key.pemRepresentation)
        configuration.retention = self.configuration(offerKey: key, catalog: catalog)
        var serverSettings = try configuration.validated(drivers: [.sqlite])
        serverSettings.extraRoots = [try Certificate(derEncoded: try store.rootCertificateDER())]
        // What the rules choose, on a machine however loaded (RetentionBudgetTests holds the budget itself).
        serverSettings.retention.latencyBudget = .seconds(60)
        let flows: [(account: String, product: String)] = [("default", Florist.gold), ("bronzy", Florist.bronze)]
        let prepared = try flows.map { try store.retentionMessaging.prepareCancelFlow(product: $0.product, accountId: $0.account, locale: "en-US") }
        var stranger = try Florist.store(
            authority: try CertificateAuthority.generate(
                name: "Stranger",
                options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000), years: 20)
            )
        )
        try stranger.set("environment", to: "Sandbox")
        try stranger.set("appAppleId", to: "1234567890")
        try stranger.buy(Florist.gold)
        let forged = try stranger.retentionMessaging.prepareCancelFlow(product: Florist.gold)
        // N11 of the second outside attack: a request signed an hour away from the server's clock.
        var later = store
        try later.advance(by: 3_600)
        let stale = try later.retentionMessaging.prepareCancelFlow(product: Florist.gold, locale: "en-US")
        let shared = NIOLockedValueBox(store)
        try await withServer(serverSettings, on: backing) { client, storage in
            var answers: [RealtimeResponseBody] = []
            for flow in prepared {
                let response = try await client.execute(
                    uri: "/apple/retention",
                    method: .post,
                    headers: [.contentType: "application/json"],
                    body: ByteBuffer(bytes: flow.body)
                )
                #expect(response.status == .ok)
                answers.append(try JSONDecoder().decode(RealtimeResponseBody.self, from: Data(response.body.readableBytesView)))
            }
            let refused = try await client.execute(
                uri: "/apple/retention",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: forged.body)
            )
            #expect(refused.status.code / 100 == 4 && errorKind(refused) == "verification-failed")
            // N11: a replay gets no freshly signed offer, nor does a request signed long ago.
            let replayed = try await client.execute(
                uri: "/apple/retention",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: prepared[0].body)
            )
            #expect(replayed.status == .conflict && errorKind(replayed) == "already-answered", "a replay")
            let late = try await client.execute(
                uri: "/apple/retention",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(bytes: stale.body)
            )
            #expect(late.status == .badRequest && errorKind(late) == "stale-request", "signed an hour ago")
            let gold = try #require(try await storage.retentionDecisions(about: [prepared[0].originalTransactionId]).first)
            let bronze = try #require(try await storage.retentionDecisions(about: [prepared[1].originalTransactionId]).first)
            #expect(gold.rule == "first-period-offer" && gold.answer == "promotionalOffer" && gold.offerIdentifier == Florist.comeBackOffer)
            #expect(gold.requestIdentifier == prepared[0].id && gold.messageIdentifier == offerMessage && gold.userLocale == "en-US")
            #expect(bronze.rule == "bronze-to-silver" && bronze.answer == "alternateProduct" && bronze.offeredProductId == Florist.silver)
            #expect(
                try await storage.retentionDecisions(about: prepared.map(\.originalTransactionId) + [forged.originalTransactionId]).count == 2,
                "the forged request is not recorded"
            )

            // The store shows what the server chose, and the subscribers take it.
            let (reports, notifications) = try shared.withLockedValue { store in
                let offered = try store.retentionMessaging.recordCancelFlow(prepared[0], attempt: try Self.attempt(answers[0]))
                #expect(offered.shown.kind == .promotionalOffer && offered.shown.offerIdentifier == Florist.comeBackOffer)
                // A subscriber of the offer's own product takes it at the next renewal (OFFER_REDEEMED now).
                let before = store.outboxCount
                #expect(try store.retentionMessaging.choose(.acceptOffer, inCancelFlow: offered.id).choiceOutcome?.hasPrefix("purchased") == true)
                #expect(store.outbox(from: before).map(\.notificationType) == [.offerRedeemed])
                let switched = try store.retentionMessaging.recordCancelFlow(prepared[1], attempt: try Self.attempt(answers[1]))
                #expect(switched.shown.kind == .alternateProduct && switched.shown.productId == Florist.silver)
                _ = try store.retentionMessaging.choose(.switchProduct, inCancelFlow: switched.id)
                try store.advance(by: 32 * Florist.day)
                #expect(store.transactions.last { $0.payload.productId == Florist.gold }?.payload.offerIdentifier == Florist.comeBackOffer)
                let reports = [("alice", "default"), ("bob", "bronzy")].map { user, account in
                    TransactionReport(appUserId: user, signedTransactions: store.transactions(for: account).map(\.jws))
                }
                return (reports, store.outbox.map(\.signedPayload))
            }
            for report in reports {
                let response = try await client.execute(
                    uri: "/v1/transactions",
                    method: .post,
                    headers: .app,
                    body: ByteBuffer(data: try JSONEncoder().encode(report))
                )
                #expect(response.status == .ok)
            }
            for signed in notifications {
                #expect(try await client.execute(uri: "/apple/notifications", method: .post, body: notificationBody(signed)).status == .ok)
            }
            // The customer's page shows the flow and what the subscriber then did.
            let dashboard = DashboardTests()
            let cookie = try await dashboard.signIn(client).cookie
            let alice = try await dashboard.get(client, "/dashboard/customers/alice", cookie: cookie).html
            #expect(alice.contains("Opened the cancellation flow: \(Florist.gold) [en-US]"))
            #expect(alice.contains("answered promotionalOffer · message \(offerMessage) · \(Florist.gold) · offer come-back (first-period-offer)"))
            #expect(alice.contains("then redeemed the offer come-back"))
            let bob = try await dashboard.get(client, "/dashboard/customers/bob", cookie: cookie).html
            #expect(bob.contains("(bronze-to-silver)") && bob.contains("then switched to \(Florist.silver)"))
        }
    }

    static func attempt(_ answer: RealtimeResponseBody) throws -> RealtimeAttempt {
        RealtimeAttempt(result: .success, httpStatus: 200, latencyMilliseconds: 5, answer: Array(try JSONEncoder().encode(answer)))
    }
}

extension LocalAppStore {
    @discardableResult
    mutating func buy(_ productId: String, account: String = LocalAppStore.defaultAccountId) throws -> String {
        guard case .purchased(let signed) = try purchase(productId, accountId: account) else { throw StoreError.invalidAction("not purchased") }
        return signed.payload.transactionId ?? ""
    }
}
#endif
