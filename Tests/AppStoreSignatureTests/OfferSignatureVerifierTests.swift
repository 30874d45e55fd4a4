import AppStoreModels
import Crypto
import Foundation
import Testing

@testable import AppStoreSignature

/// The JWS-based offer signatures a server makes are accepted for what they name only, by the key
/// that made them; every other signature is refused with the reason.
@Suite struct OfferSignatureVerifierTests {
    let key = P256.Signing.PrivateKey()
    var signer: OfferSignatures {
        OfferSignatures(key: InAppPurchaseKey(privateKey: key, keyId: "KEY1", issuerId: "issuer", bundleId: "com.example.app"))
    }
    var verifier: OfferSignatureVerifier { OfferSignatureVerifier(publicKey: key.publicKey, keyId: "KEY1", bundleId: "com.example.app") }

    @Test func aPromotionalOfferSignatureIsAcceptedForItsProductAndOfferOnly() throws {
        let jws = try signer.promotionalOfferV2(productId: "gold", offerIdentifier: "COMEBACK", transactionId: "7")
        let claims = try verifier.promotionalOffer(jws, productId: "gold", offerId: "COMEBACK")
        #expect(claims.transactionId == "7" && claims.aud == "promotional-offer")
        #expect(kind { try verifier.promotionalOffer(jws, productId: "silver", offerId: "COMEBACK") } == .invalidClaim)
        #expect(kind { try verifier.promotionalOffer(jws, productId: "gold", offerId: "OTHER") } == .invalidClaim)
        var otherApp = verifier
        otherApp.bundleId = "com.example.other"
        #expect(kind { try otherApp.promotionalOffer(jws, productId: "gold", offerId: "COMEBACK") } == .invalidClaim)
    }

    @Test func anEligibilitySignatureSaysWhetherTheIntroductoryOfferApplies() throws {
        let refuse = try signer.introductoryOfferEligibility(productId: "gold", allowIntroductoryOffer: false, transactionId: "7")
        #expect(try verifier.introductoryOfferEligibility(refuse, productId: "gold").allowIntroductoryOffer == false)
        let allow = try signer.introductoryOfferEligibility(productId: "gold", allowIntroductoryOffer: true, transactionId: "7")
        #expect(try verifier.introductoryOfferEligibility(allow, productId: "gold").allowIntroductoryOffer == true)
        #expect(kind { try verifier.introductoryOfferEligibility(allow, productId: "silver") } == .invalidClaim)
    }

    @Test func oneKindOfSignatureDoesNotPassForTheOther() throws {
        let promotional = try signer.promotionalOfferV2(productId: "gold", offerIdentifier: "COMEBACK")
        let eligibility = try signer.introductoryOfferEligibility(productId: "gold", allowIntroductoryOffer: true, transactionId: "7")
        #expect(kind { try verifier.introductoryOfferEligibility(promotional, productId: "gold") } == .invalidClaim)
        #expect(kind { try verifier.promotionalOffer(eligibility, productId: "gold", offerId: "COMEBACK") } == .invalidClaim)
    }

    @Test func signaturesByAnotherKeyOrAlgorithmAreRefused() throws {
        let foreign = OfferSignatures(
            key: InAppPurchaseKey(privateKey: P256.Signing.PrivateKey(), keyId: "KEY1", issuerId: "issuer", bundleId: "com.example.app")
        )
        let forged = try foreign.promotionalOfferV2(productId: "gold", offerIdentifier: "COMEBACK")
        #expect(kind { try verifier.promotionalOffer(forged, productId: "gold", offerId: "COMEBACK") } == .invalidSignature)

        var otherKeyId = verifier
        otherKeyId.keyId = "KEY2"
        let genuine = try signer.promotionalOfferV2(productId: "gold", offerIdentifier: "COMEBACK")
        #expect(kind { try otherKeyId.promotionalOffer(genuine, productId: "gold", offerId: "COMEBACK") } == .unknownKey)

        let parts = genuine.split(separator: ".")
        let noneHeader = Base64URL.encode(Array(#"{"alg":"none","kid":"KEY1"}"#.utf8))
        let unsigned = "\(noneHeader).\(parts[1]).\(parts[2])"
        #expect(kind { try verifier.promotionalOffer(unsigned, productId: "gold", offerId: "COMEBACK") } == .unsupportedAlgorithm)

        var tampered = try JSONSerialization.jsonObject(with: Data(try CompactJWS(genuine).payload)) as? [String: Any] ?? [:]
        tampered["offerIdentifier"] = "FREE-FOREVER"
        let tamperedPayload = Base64URL.encode(Array(try JSONSerialization.data(withJSONObject: tampered)))
        let swapped = "\(parts[0]).\(tamperedPayload).\(parts[2])"
        #expect(kind { try verifier.promotionalOffer(swapped, productId: "gold", offerId: "FREE-FOREVER") } == .invalidSignature)
    }

    @Test func malformedOrOversizedSignaturesAreRefusedWithoutReadingThem() {
        #expect(kind { try verifier.promotionalOffer("not a jws", productId: "gold", offerId: "COMEBACK") } == .malformedJWS)
        let huge = String(repeating: "a", count: OfferSignatureVerifier.maximumSize + 1)
        #expect(kind { try verifier.promotionalOffer(huge, productId: "gold", offerId: "COMEBACK") } == .inputTooLarge)
    }

    @Test func aSignatureLackingAClaimIsNotDecodable() throws {
        let claims = ["aud": "promotional-offer", "bid": "com.example.app"]
        let jws = try CompactJWS.sign(header: JWSHeader(kid: "KEY1", typ: "JWT"), payload: claims, with: key)
        #expect(kind { try verifier.promotionalOffer(jws, productId: "gold", offerId: "COMEBACK") } == .payloadNotDecodable)
    }

    /// The kind of the verification error `body` throws; nil when it throws none.
    private func kind<T>(_ body: () throws -> T) -> VerificationError.Kind? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? VerificationError)?.kind
        }
    }
}
