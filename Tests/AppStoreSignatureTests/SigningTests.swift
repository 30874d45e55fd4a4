import AppStoreModels
import Crypto
import Foundation
import StoreHelperFixtures
import SwiftASN1
import Testing
import X509

@testable import AppStoreSignature
@testable import LocalCertificateAuthority

/// What StoreHelper signs, its own verifier (and the claims Apple specifies) accept.
@Suite struct SigningTests {
    @Test func authorityTokensVerifyForEveryPayloadKind() async throws {
        let authority = try CertificateAuthority.test()
        let signer = try authority.signer()
        let verifier = SignedDataVerifier(trust: authority.trust, policy: .test(bundleId: "com.example.app", environment: .sandbox))
        let transaction = Forge.transaction()
        var renewal = JWSRenewalInfoDecodedPayload()
        renewal.originalTransactionId = transaction.originalTransactionId
        renewal.autoRenewStatus = .on
        renewal.environment = .sandbox
        renewal.signedDate = transaction.signedDate
        let notification = Forge.notification(
            .subscribed,
            subtype: .initialBuy,
            transactionInfo: try signer.sign(transaction),
            renewalInfo: try signer.sign(renewal)
        )

        #expect(try await verifier.verifyTransaction(try signer.sign(transaction)) == transaction)
        #expect(try await verifier.verifyRenewalInfo(try signer.sign(renewal)) == renewal)
        let verified = try await verifier.verifyNotification(try signer.sign(notification))
        #expect(verified.payload == notification)
        #expect(verified.transaction == transaction && verified.renewalInfo == renewal)
        #expect(verifier.cachedChainCount == 1)
    }

    @Test func authorityCertificatesFollowRFC5280() throws {
        let authority = try CertificateAuthority.test()
        for certificate in authority.chain {
            let basic = try #require(try certificate.extensions.basicConstraints)
            if certificate == authority.leaf {
                #expect(basic == .notCertificateAuthority)
                #expect(try certificate.extensions.keyUsage == KeyUsage(digitalSignature: true))
            } else {
                #expect(basic != .notCertificateAuthority)
                #expect(try certificate.extensions.keyUsage == KeyUsage(keyCertSign: true, cRLSign: true))
            }
            #expect(certificate.extensions[oid: .X509ExtensionID.basicConstraints]?.critical == true)
            #expect(certificate.extensions[oid: .X509ExtensionID.keyUsage]?.critical == true)
            #expect(try certificate.extensions.subjectKeyIdentifier != nil)
        }
        let leafAuthority = try authority.leaf.extensions.authorityKeyIdentifier?.keyIdentifier
        let intermediateAuthority = try authority.intermediate.extensions.authorityKeyIdentifier?.keyIdentifier
        #expect(leafAuthority == (try authority.intermediate.extensions.subjectKeyIdentifier?.keyIdentifier))
        #expect(intermediateAuthority == (try authority.root.extensions.subjectKeyIdentifier?.keyIdentifier))
        #expect(authority.leaf.extensions[oid: AppleCertificateOIDs.leaf] != nil)
        #expect(authority.intermediate.extensions[oid: AppleCertificateOIDs.intermediate] != nil)
        #expect(try Certificate(derEncoded: try authority.rootDER()) == authority.root)
    }

    @Test func signerRefusesAChainThatDoesNotHoldItsKey() throws {
        let authority = try CertificateAuthority.test()
        #expect { _ = try JWSSigner(privateKey: P256.Signing.PrivateKey(), chain: authority.chain) } throws: {
            ($0 as? SigningError)?.kind == .invalidChain
        }
        #expect { _ = try JWSSigner(privateKey: authority.leafKey, chain: []) } throws: { ($0 as? SigningError)?.kind == .invalidChain }
    }

    @Test func apiTokenCarriesApplesClaims() throws {
        let key = try P256.Signing.PrivateKey(
            pemRepresentation: String(decoding: try Fixtures.data("apple__app-store-server-library-swift__certs__testSigningKey.p8"), as: UTF8.self)
        )
        let maker = AppStoreServerAPIToken(
            key: InAppPurchaseKey(
                privateKey: key,
                keyId: "KEY1234567",
                issuerId: "57246542-96fe-1a63-e053-0824d011072a",
                bundleId: "com.example.app"
            ),
            clock: MockClock(Instants.signed)
        )
        let token = try maker.make(lifetime: 1200)
        let parsed = try CompactJWS(token)
        #expect(parsed.header == JWSHeader(alg: "ES256", kid: "KEY1234567", typ: "JWT"))
        let claims = try JSONDecoder().decode(AppStoreServerAPIToken.Claims.self, from: Data(parsed.payload))
        #expect(claims.aud == "appstoreconnect-v1" && claims.bid == "com.example.app")
        #expect(claims.iss == "57246542-96fe-1a63-e053-0824d011072a")
        #expect(claims.iat == Int64(Instants.signed.timeIntervalSince1970) && claims.exp - claims.iat == 1200)
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: parsed.signature)
        #expect(key.publicKey.isValidSignature(signature, for: parsed.signingInput))
        #expect { _ = try maker.make(lifetime: 3601) } throws: { ($0 as? SigningError)?.kind == .invalidArgument }
        #expect { _ = try maker.make(lifetime: 0) } throws: { ($0 as? SigningError)?.kind == .invalidArgument }
    }

    @Test func inAppPurchaseKeyReadsTheP8FileAndRefusesOtherText() throws {
        let pem = String(decoding: try Fixtures.data("apple__app-store-server-library-swift__certs__testSigningKey.p8"), as: UTF8.self)
        let key = try InAppPurchaseKey(pem: pem, keyId: "KEY1234567", issuerId: "issuer", bundleId: "com.example.app")
        #expect(
            try InAppPurchaseKey(pem: key.pem, keyId: "KEY1234567", issuerId: "issuer", bundleId: "com.example.app").privateKey.rawRepresentation
                == key.privateKey.rawRepresentation
        )
        #expect { _ = try InAppPurchaseKey(pem: "not a key", keyId: "K", issuerId: "i", bundleId: "b") } throws: {
            ($0 as? SigningError)?.kind == .invalidKey && "\($0)".contains("K")
        }
    }

    @Test func promotionalOfferV1PayloadAndSignature() throws {
        let key = P256.Signing.PrivateKey()
        let nonce = UUID(uuidString: "A3A6A1E4-5E5C-4A0E-8C1A-2D6A2B1F0C9D")!
        let account = UUID(uuidString: "7E3FB20B-4CDB-47CC-936D-99D65F608138")!
        let offers = OfferSignatures(
            key: InAppPurchaseKey(privateKey: key, keyId: "ABCDEFGHIJ", issuerId: "issuer", bundleId: "com.example.app"),
            clock: MockClock(Instants.signed),
            nonce: { nonce }
        )
        #expect(
            OfferSignatures.promotionalOfferV1Payload(
                bundleId: "com.example.app",
                keyIdentifier: "ABCDEFGHIJ",
                productId: "gold",
                offerId: "WINBACK",
                appAccountToken: account,
                nonce: nonce,
                timestamp: 1_767_225_600_000
            )
                == "com.example.app\u{2063}ABCDEFGHIJ\u{2063}gold\u{2063}WINBACK\u{2063}7e3fb20b-4cdb-47cc-936d-99d65f608138\u{2063}a3a6a1e4-5e5c-4a0e-8c1a-2d6a2b1f0c9d\u{2063}1767225600000"
        )
        let offer = try offers.promotionalOfferV1(productId: "gold", offerId: "WINBACK", appAccountToken: account)
        #expect(offer.timestamp == 1_767_225_600_000 && offer.nonce == nonce && offer.keyIdentifier == "ABCDEFGHIJ")
        #expect(
            OfferSignatures.isValid(
                offer,
                publicKey: key.publicKey,
                bundleId: "com.example.app",
                productId: "gold",
                offerId: "WINBACK",
                appAccountToken: account
            )
        )
        #expect(
            !OfferSignatures.isValid(
                offer,
                publicKey: key.publicKey,
                bundleId: "com.example.app",
                productId: "silver",
                offerId: "WINBACK",
                appAccountToken: account
            )
        )
        #expect(
            !OfferSignatures.isValid(
                offer,
                publicKey: key.publicKey,
                bundleId: "com.example.app",
                productId: "gold",
                offerId: "WINBACK",
                appAccountToken: nil
            )
        )
        #expect(
            !OfferSignatures.isValid(
                offer,
                publicKey: P256.Signing.PrivateKey().publicKey,
                bundleId: "com.example.app",
                productId: "gold",
                offerId: "WINBACK",
                appAccountToken: account
            )
        )
    }

    @Test func promotionalOfferV2AndIntroductoryEligibilityAreSignedJWTs() throws {
        let key = P256.Signing.PrivateKey()
        let offers = OfferSignatures(
            key: InAppPurchaseKey(privateKey: key, keyId: "ABCDEFGHIJ", issuerId: "issuer-1", bundleId: "com.example.app"),
            clock: MockClock(Instants.signed)
        )
        let promotional = try CompactJWS(try offers.promotionalOfferV2(productId: "gold", offerIdentifier: "WINBACK", transactionId: "42"))
        #expect(promotional.header == JWSHeader(alg: "ES256", kid: "ABCDEFGHIJ", typ: "JWT"))
        let claims = try JSONDecoder().decode(OfferSignatures.PromotionalOfferV2Claims.self, from: Data(promotional.payload))
        #expect(claims.aud == "promotional-offer" && claims.bid == "com.example.app" && claims.iss == "issuer-1")
        #expect(claims.productId == "gold" && claims.offerIdentifier == "WINBACK" && claims.transactionId == "42")
        #expect(UUID(uuidString: claims.nonce) != nil && claims.iat == 1_767_225_600)
        #expect(
            key.publicKey.isValidSignature(try P256.Signing.ECDSASignature(rawRepresentation: promotional.signature), for: promotional.signingInput)
        )

        let intro = try CompactJWS(try offers.introductoryOfferEligibility(productId: "gold", allowIntroductoryOffer: false, transactionId: "42"))
        let introClaims = try JSONDecoder().decode(OfferSignatures.IntroductoryOfferEligibilityClaims.self, from: Data(intro.payload))
        #expect(introClaims.aud == "introductory-offer-eligibility" && introClaims.allowIntroductoryOffer == false)
        #expect(key.publicKey.isValidSignature(try P256.Signing.ECDSASignature(rawRepresentation: intro.signature), for: intro.signingInput))
    }
}
