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

    @Test func aSignedOfferIsAcceptedByTheStoreAndUnknownOffersAreRefused() async throws {
        let key = P256.Signing.PrivateKey()
        var (store, configuration) = try Self.storeWithOffer(checkedWith: key)
        let token = UUID()
        try store.addAccount("dana", appAccountToken: token)
        let catalog = TemporaryFiles.url("offers", suffix: ".storekit")
        defer { try? FileManager.default.removeItem(at: catalog) }
        try JSONEncoder().encode(configuration).write(to: catalog)
        var serverSettings = try settings(trusting: [store], catalog: catalog)
        #expect(serverSettings.promotionalOffers == [Florist.gold: ["come-back"]], "read from the catalog file")
        serverSettings.offerKey = InAppPurchaseKey(privateKey: key, keyId: "OFFERKEY", issuerId: "issuer-1", bundleId: Florist.bundleId)
        let signed = try await Self.sign(
            OfferSigning.Request(appUserId: "dana", productId: Florist.gold, offerId: "come-back", appAccountToken: token),
            settings: serverSettings
        )
        #expect(signed.status == .ok)
        let answer = try JSONDecoder().decode(OfferSigning.Answer.self, from: Data(signed.body.readableBytesView))

        // The version 1 fields buy the offer in the store; the version 2 JWS is signed by the same key.
        var options = PurchaseOptions()
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

        let unknown = try await Self.sign(
            OfferSigning.Request(appUserId: "dana", productId: Florist.gold, offerId: "free-forever"),
            settings: serverSettings
        )
        #expect(unknown.status == .notFound && errorKind(unknown) == "unknown-offer")
        let otherProduct = try await Self.sign(
            OfferSigning.Request(appUserId: "dana", productId: Florist.silver, offerId: "come-back"),
            settings: serverSettings
        )
        #expect(otherProduct.status == .notFound, "the offer belongs to Gold only")
        serverSettings.offerKey = nil
        let keyless = try await Self.sign(
            OfferSigning.Request(appUserId: "dana", productId: Florist.gold, offerId: "come-back"),
            settings: serverSettings
        )
        #expect(keyless.status == .conflict && errorKind(keyless) == "not-configured")
    }

    /// What a server with `settings` answers to `request`.
    static func sign(_ request: OfferSigning.Request, settings: ServerSettings) async throws -> TestResponse {
        let body = try JSONEncoder().encode(request)
        let response = NIOLockedValueBox<TestResponse?>(nil)
        try await withServer(settings) { client, _ in
            let answer = try await client.execute(uri: "/v1/offers/sign", method: .post, headers: .app, body: ByteBuffer(data: body))
            response.withLockedValue { $0 = answer }
        }
        return try #require(response.withLockedValue { $0 })
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
