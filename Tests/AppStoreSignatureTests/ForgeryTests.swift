import AppStoreModels
import Crypto
import Foundation
import Testing
import X509

@testable import AppStoreSignature
@testable import LocalCertificateAuthority

/// Forged and damaged tokens: every one is rejected with the error that names what is wrong.
@Suite struct ForgeryTests {
    let authority: CertificateAuthority
    let verifier: SignedDataVerifier
    let genuine: String

    init() throws {
        authority = try .test()
        verifier = SignedDataVerifier(trust: authority.trust, policy: .test(), clock: MockClock(Instants.today))
        genuine = try authority.signer().sign(Forge.transaction())
    }

    func rejection(_ jws: String) async -> VerificationError? {
        await verificationError { _ = try await verifier.verifyTransaction(jws) }
    }

    func header(alg: String?, x5c: [Certificate]? = nil) throws -> JWSHeader {
        JWSHeader(alg: alg, x5c: try authority.x5c(x5c ?? authority.chain))
    }

    @Test func genuineTokenVerifies() async throws {
        #expect(try await verifier.verifyTransaction(genuine) == Forge.transaction())
        #expect(verifier.cachedChainCount == 1)
    }

    @Test func aHotCacheStillChecksSignaturePayloadAndTime() async throws {
        _ = try await verifier.verifyTransaction(genuine)
        #expect(await rejection(Forge.flip(genuine, segment: 1, offset: 20)) == .invalidSignature)
        #expect(await rejection(Forge.flip(genuine, segment: 2, offset: 5)) == .invalidSignature)
        var late = Forge.transaction()
        late.signedDate = MillisecondDate(Date(timeIntervalSince1970: 2_200_000_000))  // 2039, after the CA expires
        let error = await rejection(try authority.signer().sign(late))
        #expect(error?.kind.rawValue == "certificate-not-valid-at-check-time")
        let strict = SignedDataVerifier(trust: authority.trust, policy: .test(bundleId: "com.other"))
        _ = await verificationError { _ = try await strict.verifyTransaction(genuine) }
        #expect(
            await verificationError { _ = try await strict.verifyTransaction(genuine) }
                == .bundleIdMismatch(expected: "com.other", found: "com.example.app")
        )
        #expect(verifier.cachedChainCount == 1)
    }

    @Test func algNoneIsRejected() async throws {
        let unsigned =
            Base64URL.encode(try Forge.json(try header(alg: "none"))) + "."
            + Base64URL.encode(try Forge.json(Forge.transaction())) + "."
        #expect(await rejection(unsigned) == .unsupportedAlgorithm("none"))
    }

    @Test func hs256KeyedWithTheLeafPublicKeyIsRejected() async throws {
        let input =
            Base64URL.encode(try Forge.json(try header(alg: "HS256"))) + "."
            + Base64URL.encode(try Forge.json(Forge.transaction()))
        let key = SymmetricKey(data: authority.leafKey.publicKey.derRepresentation)
        let mac = HMAC<SHA256>.authenticationCode(for: Array(input.utf8), using: key)
        #expect(await rejection(input + "." + Base64URL.encode(Array(mac))) == .unsupportedAlgorithm("HS256"))
    }

    @Test func es384HeaderIsRejected() async throws {
        let jws = try Forge.token(header: try header(alg: "ES384"), payload: try Forge.json(Forge.transaction()), key: authority.leafKey)
        #expect(await rejection(jws) == .unsupportedAlgorithm("ES384"))
    }

    @Test func missingAlgIsRejected() async throws {
        let jws = try Forge.token(header: try header(alg: nil), payload: try Forge.json(Forge.transaction()), key: authority.leafKey)
        #expect(await rejection(jws) == .unsupportedAlgorithm(nil))
    }

    @Test func x5cOfOneCertificateIsRejected() async throws {
        let jws = try Forge.token(
            header: try header(alg: "ES256", x5c: [authority.leaf]),
            payload: try Forge.json(Forge.transaction()),
            key: authority.leafKey
        )
        #expect(await rejection(jws) == .wrongCertificateCount(found: 1, expected: 3))
    }

    @Test func x5cOfTwoCertificatesIsRejected() async throws {
        let jws = try Forge.token(
            header: try header(alg: "ES256", x5c: [authority.leaf, authority.intermediate]),
            payload: try Forge.json(Forge.transaction()),
            key: authority.leafKey
        )
        #expect(await rejection(jws) == .wrongCertificateCount(found: 2, expected: 3))
    }

    @Test func chainToAForeignRootIsRejected() async throws {
        let foreign = try CertificateAuthority.test("Foreign")
        let error = await rejection(try foreign.signer().sign(Forge.transaction()))
        #expect(error?.kind.rawValue == "untrusted-chain")
        #expect(verifier.cachedChainCount == 0)
    }

    @Test func foreignChainEndingInTheTrustedRootCertificateIsRejected() async throws {
        // The attacker copies the trusted root into x5c[2]; x5c[2] is never trusted for anything.
        let foreign = try CertificateAuthority.test("Foreign")
        let jws = try Forge.token(
            header: try header(alg: "ES256", x5c: [foreign.leaf, foreign.intermediate, authority.root]),
            payload: try Forge.json(Forge.transaction()),
            key: foreign.leafKey
        )
        #expect(await rejection(jws)?.kind.rawValue == "untrusted-chain")
    }

    @Test func leafWithoutAppleOIDIsRejected() async throws {
        let bare = try CertificateAuthority.test { $0.leafHasAppleOID = false }
        let verifier = SignedDataVerifier(trust: bare.trust, policy: .test())
        let error = await verificationError { _ = try await verifier.verifyTransaction(try bare.signer().sign(Forge.transaction())) }
        #expect(error == .missingAppleExtension(certificate: .leaf, oid: "1.2.840.113635.100.6.11.1"))
    }

    @Test func intermediateWithoutAppleOIDIsRejected() async throws {
        let bare = try CertificateAuthority.test { $0.intermediateHasAppleOID = false }
        let verifier = SignedDataVerifier(trust: bare.trust, policy: .test())
        let error = await verificationError { _ = try await verifier.verifyTransaction(try bare.signer().sign(Forge.transaction())) }
        #expect(error == .missingAppleExtension(certificate: .intermediate, oid: "1.2.840.113635.100.6.2.1"))
    }

    @Test func swappedIntermediateIsRejected() async throws {
        let other = try CertificateAuthority.test("Other")
        let jws = try Forge.token(
            header: try header(alg: "ES256", x5c: [authority.leaf, other.intermediate, authority.root]),
            payload: try Forge.json(Forge.transaction()),
            key: authority.leafKey
        )
        #expect(await rejection(jws)?.kind.rawValue == "untrusted-chain")
    }

    @Test func leafExpiredAtSignedDateIsRejected() async throws {
        let lapsed = try CertificateAuthority.test {
            $0.leafValidity = Instants.caStart...Instants.caStart.addingTimeInterval(86_400 * 30)
        }
        let verifier = SignedDataVerifier(trust: lapsed.trust, policy: .test())
        let error = await verificationError { _ = try await verifier.verifyTransaction(try lapsed.signer().sign(Forge.transaction())) }
        guard error?.kind == .certificateNotValidAtCheckTime, let validity = error?.validity, validity.certificate == .leaf else {
            Issue.record("expected an out-of-date leaf, got \(String(describing: error))")
            return
        }
        #expect(validity.checkTime == Instants.signed)
    }

    @Test func leafNotYetValidAtSignedDateIsRejected() async throws {
        let early = try CertificateAuthority.test { $0.leafValidity = Instants.today...Instants.today.addingTimeInterval(86_400) }
        let verifier = SignedDataVerifier(trust: early.trust, policy: .test())
        let error = await verificationError { _ = try await verifier.verifyTransaction(try early.signer().sign(Forge.transaction())) }
        #expect(error?.kind.rawValue == "certificate-not-valid-at-check-time")
    }

    @Test func payloadByteFlippedIsRejected() async {
        #expect(await rejection(Forge.flip(genuine, segment: 1, offset: 20)) == .invalidSignature)
    }

    @Test func headerByteFlippedIsRejected() async {
        #expect(await rejection(Forge.flip(genuine, segment: 0, offset: 1)) == .malformedJWS("header is not a JSON object of the expected shape"))
    }

    @Test func headerReencodedWithAnExtraFieldIsRejected() async throws {
        var altered = try header(alg: "ES256")
        altered.kid = "attacker"
        let parts = genuine.split(separator: ".")
        let jws = Base64URL.encode(try Forge.json(altered)) + "." + parts[1] + "." + parts[2]
        #expect(await rejection(jws) == .invalidSignature)
    }

    @Test func signatureTruncatedIsRejected() async {
        #expect(await rejection(String(genuine.dropLast(10))) == .invalidSignature)
    }

    @Test func signatureOfAnotherKeyIsRejected() async throws {
        let jws = try Forge.token(header: try header(alg: "ES256"), payload: try Forge.json(Forge.transaction()), key: P256.Signing.PrivateKey())
        #expect(await rejection(jws) == .invalidSignature)
    }

    @Test func signatureByteFlippedIsRejected() async {
        #expect(await rejection(Forge.flip(genuine, segment: 2, offset: 5)) == .invalidSignature)
    }

    @Test func nonBase64URLCharactersAreRejected() async {
        var characters = Array(genuine)
        let payloadStart = characters.firstIndex(of: ".")! + 1
        characters[payloadStart + 4] = "+"
        #expect(await rejection(String(characters)) == .malformedJWS("payload is not base64url"))
        #expect(await rejection(genuine + "==")?.kind.rawValue == "malformed-jws")
    }

    @Test func wrongSegmentCountsAreRejected() async {
        #expect(await rejection("abc") == .malformedJWS("expected three dot-separated segments, found one"))
        #expect(await rejection("abc.def") == .malformedJWS("expected three dot-separated segments, found two"))
        #expect(await rejection(genuine + ".x") == .malformedJWS("expected three dot-separated segments, found more"))
        #expect(await rejection("") == .malformedJWS("expected three dot-separated segments, found one"))
        #expect(await rejection("abc.def.ghi.") == .malformedJWS("expected three dot-separated segments, found more"))
        #expect(await rejection("..") == .malformedJWS("header is not base64url"))
    }

    @Test func tenMegabyteInputIsRejectedBeforeParsing() async {
        let huge = String(repeating: "A", count: 10 * 1024 * 1024)
        let error = await rejection(huge)  // outside #expect, which would render the 10 MB argument
        #expect(error == .inputTooLarge(size: 10 * 1024 * 1024, limit: 256 * 1024))
    }

    @Test func garbageCertificateIsRejected() async throws {
        var forged = try header(alg: "ES256")
        forged.x5c?[1] = Data("not a certificate".utf8).base64EncodedString()
        let jws = try Forge.token(header: forged, payload: try Forge.json(Forge.transaction()), key: authority.leafKey)
        #expect(await rejection(jws) == .malformedCertificate(index: 1, reason: "not a DER X.509 certificate"))
        forged.x5c?[1] = "%%%"
        let notBase64 = try Forge.token(header: forged, payload: try Forge.json(Forge.transaction()), key: authority.leafKey)
        #expect(await rejection(notBase64) == .malformedCertificate(index: 1, reason: "not standard base64"))
    }

    @Test func signedNonJSONPayloadIsRejected() async throws {
        let jws = try Forge.token(header: try header(alg: "ES256"), payload: Array("[1,2,3]".utf8), key: authority.leafKey)
        #expect(await rejection(jws)?.kind.rawValue == "payload-not-decodable")
        let wrongType = try Forge.token(header: try header(alg: "ES256"), payload: Array(#"{"quantity":"many"}"#.utf8), key: authority.leafKey)
        #expect(await rejection(wrongType)?.kind.rawValue == "payload-not-decodable")
    }

    @Test func nestedTransactionForgedInsideAValidNotificationIsRejected() async throws {
        let foreign = try CertificateAuthority.test("Foreign")
        let payload = Forge.notification(.oneTimeCharge, transactionInfo: try foreign.signer().sign(Forge.transaction()))
        let notification = try authority.signer().sign(payload)
        let error = await verificationError { _ = try await verifier.verifyNotification(notification) }
        guard error?.kind == .nestedTokenInvalid, let nested = error?.nested, nested.field == "signedTransactionInfo" else {
            Issue.record("expected a nested-token failure, got \(String(describing: error))")
            return
        }
        #expect(nested.reason.kind == .untrustedChain)
    }

    @Test func nestedRenewalInfoTamperedInsideAValidNotificationIsRejected() async throws {
        var renewal = JWSRenewalInfoDecodedPayload()
        renewal.originalTransactionId = "1"
        renewal.signedDate = MillisecondDate(Instants.signed)
        renewal.environment = .sandbox
        let payload = Forge.notification(.didRenew, renewalInfo: Forge.flip(try authority.signer().sign(renewal), segment: 1, offset: 10))
        let error = await verificationError { _ = try await verifier.verifyNotification(try authority.signer().sign(payload)) }
        #expect(error == .nestedTokenInvalid(field: "signedRenewalInfo", reason: .invalidSignature))
    }
}
