#if Server
import AppStoreModels
import AppStoreSignature
import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import NIOConcurrencyHelpers
import NIOFoundationEssentialsCompat
import StoreHelperFixtures
import StoreHelperJSON
import StoreHelperTesting
import StoreKitConfiguration
import StoreKitInterface
import StoreServer
import Testing

/// `POST /v1/offers/sign`: the server signs only offers the product has, and the App Store accepts what it signs.
@Suite struct OfferSigningTests {
    /// The florist's catalog with a promotional offer on the Gold plan, and a store that checks offers with `key`.
    static func storeWithOffer(checkedWith key: P256.Signing.PrivateKey) throws -> (LocalAppStore, ConfigurationFile) {
        let configuration = try Florist.configurationWithAnOffer()
        var store = try Florist.store(configuration: configuration)
        store.setOfferKey(ConfigurationKeyPair(id: "OFFERKEY", privateKey: key.derRepresentation.base64EncodedString()))
        return (store, configuration)
    }

    /// dana, a Silver subscriber who reported her purchase, with her own token, in a store whose catalog file a
    /// server reads; the server's settings sign with `key`.
    static func danaSubscribed(
        checkedWith key: P256.Signing.PrivateKey
    ) throws -> (store: LocalAppStore, silver: SignedTransaction, settings: ServerSettings, catalog: URL) {
        var (store, configuration) = try Self.storeWithOffer(checkedWith: key)
        try store.addAccount("dana", appAccountToken: AppAccountToken.derived(for: "dana"))
        guard case .purchased(let silver) = try store.purchase(Florist.silver, accountId: "dana") else {
            throw StoreError.invalidAction("Silver was not sold")
        }
        let catalog = TemporaryFiles.url("offers", suffix: ".storekit")
        try JSONEncoder().encode(configuration).write(to: catalog)
        var serverSettings = try settings(trusting: [store], catalog: catalog)
        serverSettings.offerKey = InAppPurchaseKey(privateKey: key, keyId: "OFFERKEY", issuerId: "issuer-1", bundleId: Florist.bundleId)
        return (store, silver, serverSettings, catalog)
    }

    @Test func aSignedOfferIsAcceptedByTheStoreAndUnknownOffersAreRefused() async throws {
        let key = P256.Signing.PrivateKey()
        var (store, silver, serverSettings, catalog) = try Self.danaSubscribed(checkedWith: key)
        defer { try? FileManager.default.removeItem(at: catalog) }
        #expect(serverSettings.promotionalOffers == [Florist.gold: ["come-back"]], "read from the catalog file")
        let token = AppAccountToken.derived(for: "dana")
        let answers = try await Self.sign(
            [
                OfferSigning.Request(appUserId: "dana", productId: Florist.gold, offerId: "come-back", appAccountToken: token),
                OfferSigning.Request(appUserId: "dana", productId: Florist.gold, offerId: "free-forever"),
                OfferSigning.Request(appUserId: "dana", productId: Florist.silver, offerId: "come-back"),
            ],
            reporting: [("dana", silver.jws)],
            settings: serverSettings
        )
        let signed = answers[0]
        #expect(signed.status == .ok)
        let answer = try JSONDecoder().decode(OfferSigning.Answer.self, from: Data(signed.body.readableBytesView))

        // The version 1 fields buy the offer in the store; the version 2 JWS is signed by the same key.
        var options = PurchaseOptions(appAccountToken: token)
        options.promotionalOffer = PromotionalOffer(offerId: "come-back", signature: answer.signature)
        guard case .purchased(let bought) = try store.purchase(Florist.gold, accountId: "dana", options: options) else {
            Issue.record("the offer was not accepted")
            return
        }
        #expect(bought.payload.offerIdentifier == "come-back" && bought.payload.price == 4990)
        let parts = answer.compactJWS.split(separator: ".").map(String.init)
        #expect(parts.count == 3)
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: try #require(Data(base64URL: parts[2])))
        #expect(key.publicKey.isValidSignature(signature, for: Data("\(parts[0]).\(parts[1])".utf8)))
        let claims = try JSONDecoder().decode(OfferSignatures.PromotionalOfferV2Claims.self, from: try #require(Data(base64URL: parts[1])))
        #expect(claims.productId == Florist.gold && claims.offerIdentifier == "come-back" && claims.bid == Florist.bundleId)
        #expect(claims.aud == "promotional-offer" && claims.iss == "issuer-1")

        #expect(answers[1].status == .notFound && errorKind(answers[1]) == "unknown-offer")
        #expect(answers[2].status == .notFound, "the offer belongs to Gold only")
        serverSettings.offerKey = nil
        let keyless = try await Self.sign(
            [OfferSigning.Request(appUserId: "dana", productId: Florist.gold, offerId: "come-back")],
            reporting: [("dana", silver.jws)],
            settings: serverSettings
        )
        #expect(keyless[0].status == .conflict && errorKind(keyless[0]) == "not-configured")
    }

    /// N5 of the second outside attack: any catalog offer was signed for any app user id and any transaction id
    /// with the app key alone, though the server's signature is how Apple lets a developer decide who gets an
    /// offer. Now only for a customer the server knows, who may have it by the configured policy, with a
    /// transaction and a token of their own; each refusal says why.
    @Test func offersAreSignedOnlyForKnownCustomersWhoMayHaveThem() async throws {
        let key = P256.Signing.PrivateKey()
        var (store, silver, serverSettings, catalog) = try Self.danaSubscribed(checkedWith: key)
        defer { try? FileManager.default.removeItem(at: catalog) }
        try store.addAccount("erin", appAccountToken: AppAccountToken.derived(for: "erin"))
        guard case .purchased(let plant) = try store.purchase(Florist.plant, accountId: "erin") else {
            Issue.record("the plant was not sold")
            return
        }
        func offer(_ user: String, transaction: String? = nil, token: UUID? = nil) -> OfferSigning.Request {
            OfferSigning.Request(appUserId: user, productId: Florist.gold, offerId: "come-back", appAccountToken: token, transactionId: transaction)
        }
        let danas = try #require(silver.payload.transactionId)
        let plants = try #require(plant.payload.transactionId)
        let reports = [("dana", silver.jws), ("erin", plant.jws)]
        let answers = try await Self.sign(
            [
                offer("mallory"), offer("erin"), offer("dana", transaction: plants),
                offer("dana", token: AppAccountToken.derived(for: "erin")),
                offer("dana", transaction: danas, token: AppAccountToken.derived(for: "dana")),
            ],
            reporting: reports,
            settings: serverSettings
        )
        #expect(answers[0].status == .notFound && errorKind(answers[0]) == "unknown-user", "a user the server never saw")
        #expect(answers[1].status == .forbidden && errorKind(answers[1]) == "not-eligible", "never subscribed in the group")
        #expect(answers[2].status == .forbidden && errorKind(answers[2]) == "not-eligible", "erin's transaction")
        #expect(answers[3].status == .forbidden && errorKind(answers[3]) == "not-eligible", "erin's token")
        #expect(answers[4].status == .ok, "dana, her transaction and her token")

        serverSettings.offerEligibility = OfferEligibility(default: .anyone, offers: ["come-back": .lapsed])
        let lapsed = try await Self.sign([offer("dana"), offer("erin")], reporting: reports, settings: serverSettings)
        #expect(lapsed[0].status == .forbidden && String(buffer: lapsed[0].body).contains("lapsed"), "dana is subscribed now")
        #expect(lapsed[1].status == .forbidden, "erin never was")
        serverSettings.offerEligibility = OfferEligibility(default: .anyone)
        #expect(try await Self.sign([offer("erin")], reporting: reports, settings: serverSettings)[0].status == .ok, "anyone known")
    }

    /// What a server with `settings` answers to each of `requests`, after `reports` (user, JWS) were reported.
    static func sign(
        _ requests: [OfferSigning.Request],
        reporting reports: [(String, String)],
        settings: ServerSettings
    ) async throws -> [TestResponse] {
        let bodies = try requests.map { try JSONEncoder().encode($0) }
        let reportBodies = try reports.map { try JSONEncoder().encode(TransactionReport(appUserId: $0.0, signedTransactions: [$0.1])) }
        let responses = NIOLockedValueBox<[TestResponse]>([])
        try await withServer(settings) { client, _ in
            for body in reportBodies {
                let reported = try await client.execute(uri: "/v1/transactions", method: .post, headers: .app, body: ByteBuffer(data: body))
                #expect(reported.status == .ok)
            }
            for body in bodies {
                let answer = try await client.execute(uri: "/v1/offers/sign", method: .post, headers: .app, body: ByteBuffer(data: body))
                responses.withLockedValue { $0.append(answer) }
            }
        }
        return responses.withLockedValue { $0 }
    }
}

extension Data {
    /// Decodes base64url without padding.
    init?(base64URL text: String) {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        self.init(base64Encoded: base64)
    }
}
#endif
