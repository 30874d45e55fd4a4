import AppStoreModels
import Crypto
import Foundation
import StoreHelperFixtures
import Testing
import X509

@testable import AppStoreSignature
@testable import LocalCertificateAuthority

/// Every real Apple-signed token verifies with the built-in root at its signedDate, and fails at today's date.
@Suite struct RealAppleTokenTests {
    static let tokens: [String: SignedDataKind] = [
        "imdhemy__appstore-iap__test-notification-signed-payload.json": .notification,
        "go-pay__gopay__notification_v2_test.go__DID_RENEW_signedPayload.txt": .notification,
        "go-pay__gopay__unsign_jwt_test.go__CONSUMPTION_REQUEST_production_signedPayload.txt": .notification,
        "go-pay__gopay__subscription_test.go__signedTransactionInfo.txt": .transaction,
        "go-pay__gopay__subscription_test.go__signedRenewalInfo.txt": .renewalInfo,
        "awa__go-iap__validator_test.go__signedRenewalInfo.txt": .renewalInfo,
        "mingos__app_store_server_api__app_store_server_api_spec.rb__signedTransactionInfo.txt": .transaction,
    ]

    @Test(arguments: tokens.keys.sorted())
    func verifiesWithBuiltInRootAtSignedDate(file: String) async throws {
        let jws = try Fixtures.jws(file)
        #expect(try SignedDataKind.of(jws) == Self.tokens[file])
        let verified = try await SignedDataVerifier(policy: .test()).verify(jws)
        switch verified {
        case .notification(let notification): #expect(notification.payload.notificationType != nil)
        case .transaction(let transaction): #expect(transaction.transactionId != nil)
        case .renewalInfo(let info): #expect(info.originalTransactionId != nil)
        case .appTransaction: Issue.record("no real app transaction fixture exists")
        case .realtimeRequest: Issue.record("no real real-time request fixture exists")
        }
    }

    @Test(arguments: tokens.keys.sorted())
    func failsAtTodaysDate(file: String) async throws {
        let verifier = SignedDataVerifier(policy: .test(checkTime: .fixed(Instants.today)))
        let error = await verificationError { _ = try await verifier.verify(try Fixtures.jws(file)) }
        guard error?.kind == .certificateNotValidAtCheckTime, let validity = error?.validity, validity.certificate == .leaf else {
            Issue.record("expected the leaf to be out of date, got \(String(describing: error))")
            return
        }
        #expect(validity.notAfter < validity.checkTime)
    }

    @Test func didRenewVerifiesWithItsNestedTokens() async throws {
        let jws = try Fixtures.jws("go-pay__gopay__notification_v2_test.go__DID_RENEW_signedPayload.txt")
        let verifier = SignedDataVerifier(policy: .test(bundleId: "com.audaos.audarecorder", environment: .sandbox))
        let notification = try await verifier.verifyNotification(jws)
        #expect(notification.payload.notificationType == .didRenew)
        #expect(notification.payload.signedDate == nil)
        #expect(notification.transaction?.transactionId == "2000000004047119")
        #expect(notification.transaction?.originalTransactionId == "2000000000842607")
        #expect(notification.transaction?.type == .autoRenewable)
        #expect(notification.renewalInfo?.autoRenewStatus == .on)
        #expect(verifier.cachedChainCount == 1)
    }

    @Test func productionNotificationNeedsItsAppAppleId() async throws {
        let jws = try Fixtures.jws("go-pay__gopay__unsign_jwt_test.go__CONSUMPTION_REQUEST_production_signedPayload.txt")
        let policy = try VerificationPolicy(bundleId: "com.jrjj.keysns", appAppleId: 1_601_830_814, environment: .production)
        let notification = try await SignedDataVerifier(policy: policy).verifyNotification(jws)
        #expect(notification.transaction?.type == .consumable)
        #expect(notification.transaction?.storefront == "CHN")

        let wrong = try VerificationPolicy(bundleId: "com.jrjj.keysns", appAppleId: 42, environment: .production)
        let error = await verificationError { _ = try await SignedDataVerifier(policy: wrong).verifyNotification(jws) }
        #expect(error == .appAppleIdMismatch(expected: 42, found: 1_601_830_814))
    }

    @Test func newerTransactionFieldsComeThrough() async throws {
        let jws = try Fixtures.jws("mingos__app_store_server_api__app_store_server_api_spec.rb__signedTransactionInfo.txt")
        let transaction = try await SignedDataVerifier(policy: .test(environment: .sandbox)).verifyTransaction(jws)
        #expect(transaction.price == 230_000 && transaction.currency == "JPY")
        #expect(transaction.storefront == "JPN" && transaction.storefrontId == "143462")
        #expect(transaction.transactionReason == .purchase)
    }

    @Test func builtInRootIsApplesG3() throws {
        let digest = SHA256.hash(data: AppleRoots.appleRootCAG3DER).map { String(format: "%02X", $0) }.joined()
        #expect(digest == AppleRoots.appleRootCAG3SHA256)
        #expect(Array(try Fixtures.data("imdhemy__appstore-iap__AppleRootCA-G3.cer")) == AppleRoots.appleRootCAG3DER)
        #expect(
            try Fixtures.certificate("apple__app-store-server-library-python__test_x509_verifiction__REAL_APPLE_ROOT.pem") == AppleRoots.appleRootCAG3
        )
    }

    @Test func currentAppleChainValidatesAtItsEffectiveDate() async throws {
        let chain = try [
            "REAL_APPLE_SIGNING_CERTIFICATE", "REAL_APPLE_INTERMEDIATE", "REAL_APPLE_ROOT",
        ].map { try Fixtures.certificate("apple__app-store-server-library-python__test_x509_verifiction__\($0).pem") }
        let validator = ChainValidator(anchor: .apple, capacity: 4)
        let prepared = try validator.prepare(try CertificateAuthority.test().x5c(chain))
        try await validator.establishTrust(prepared, at: Date(timeIntervalSince1970: 1_761_962_975), headerSegment: prepared.headerKey)
        #expect(validator.cachedChainCount == 1)
    }

    @Test func aCachedChainIsStillCheckedAtEachTokensCheckTime() async throws {
        let transaction = try Fixtures.jws("go-pay__gopay__subscription_test.go__signedTransactionInfo.txt")
        let renewal = try Fixtures.jws("go-pay__gopay__subscription_test.go__signedRenewalInfo.txt")
        let now = SignedDataVerifier(policy: .test(checkTime: .now), clock: MockClock(Instants.today))
        let atSigning = SignedDataVerifier(policy: .test())
        _ = try await atSigning.verifyTransaction(transaction)
        _ = try await atSigning.verifyRenewalInfo(renewal)
        #expect(atSigning.cachedChainCount == 1)
        let error = await verificationError { _ = try await now.verifyTransaction(transaction) }
        #expect(error?.kind.rawValue == "certificate-not-valid-at-check-time")
        #expect(now.cachedChainCount == 0)
    }
}

/// Apple's own test vectors, signed by Apple's test CA (`testCA.der`), not by Apple.
@Suite struct AppleTestVectorTests {
    let testCA: Certificate
    init() throws { testCA = try Fixtures.certificate("apple__app-store-server-library-swift__certs__testCA.der") }

    func verifier(_ policy: VerificationPolicy = .test()) -> SignedDataVerifier {
        SignedDataVerifier(trust: .roots([testCA]), policy: policy, clock: MockClock(Instants.today))
    }

    @Test func vectorsVerifyWithTheTestCA() async throws {
        let renewal = try await verifier().verifyRenewalInfo(
            try Fixtures.jws("apple__app-store-server-library-swift__mock_signed_data__renewalInfo.txt")
        )
        #expect(renewal.environment == .sandbox)
        let transaction = try await verifier().verifyTransaction(
            try Fixtures.jws("apple__app-store-server-library-swift__mock_signed_data__transactionInfo.txt")
        )
        #expect(transaction.bundleId == "com.example")
        let notification = try await verifier(.test(bundleId: "com.example", appAppleId: 1234, environment: .sandbox))
            .verifyNotification(try Fixtures.jws("apple__app-store-server-library-swift__mock_signed_data__testNotification.txt"))
        #expect(notification.payload.notificationType == .test)
        #expect(notification.payload.data?.appAppleId == 1234)
    }

    @Test func vectorsAreNotTrustedUnderApplesRoot() async throws {
        let jws = try Fixtures.jws("apple__app-store-server-library-swift__mock_signed_data__transactionInfo.txt")
        let error = await verificationError { _ = try await SignedDataVerifier(policy: .test()).verifyTransaction(jws) }
        #expect(error?.kind.rawValue == "untrusted-chain")
    }

    @Test func wrongBundleIdIsRejected() async throws {
        let jws = try Fixtures.jws("apple__app-store-server-library-swift__mock_signed_data__wrongBundleId.txt")
        let error = await verificationError { _ = try await verifier(.test(bundleId: "com.example")).verifyNotification(jws) }
        #expect(error == .bundleIdMismatch(expected: "com.example", found: "com.example.wrong"))
    }

    @Test func missingX5CIsRejected() async throws {
        let jws = try Fixtures.jws("apple__app-store-server-library-swift__mock_signed_data__missingX5CHeaderClaim.txt")
        let error = await verificationError { _ = try await verifier().verifyNotification(jws) }
        #expect(error == .missingCertificateChain)
    }

    @Test func legacyReceiptIsNotAJWS() async throws {
        let text = try Fixtures.jws("apple__app-store-server-library-swift__mock_signed_data__legacyTransaction.txt")
        let error = await verificationError { _ = try await verifier().verifyTransaction(text) }
        #expect(error?.kind.rawValue == "malformed-jws")
    }

    @Test func pythonChainVectors() async throws {
        func chain(_ names: String...) throws -> [String] {
            try CertificateAuthority.test().x5c(
                names.map {
                    try Fixtures.certificate("apple__app-store-server-library-python__test_x509_verifiction__\($0).pem")
                }
            )
        }
        let at = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
        let validator = ChainValidator(anchor: .roots([testCA]), capacity: 4)

        let good = try validator.prepare(try chain("LEAF_CERT", "INTERMEDIATE_CA", "ROOT_CA"))
        try await validator.establishTrust(good, at: at, headerSegment: good.headerKey)
        let expectedKey =
            "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE4rWBxGmFbnPIPQI0zsBKzLxsj8pD2vqbr0yPISUx2WQyxmrNql9fhK8YEEyYFV7++p5i4YUSR/o9uQIgCPIhrA=="
        #expect(good.leafKey.derRepresentation.base64EncodedString() == expectedKey)

        let noLeafOID = try validator.prepare(try chain("LEAF_CERT_INVALID_OID", "INTERMEDIATE_CA", "ROOT_CA"))
        var error = await verificationError { try await validator.establishTrust(noLeafOID, at: at, headerSegment: noLeafOID.headerKey) }
        #expect(error == .missingAppleExtension(certificate: .leaf, oid: "1.2.840.113635.100.6.11.1"))

        let noIntermediateOID = try validator.prepare(
            try chain("LEAF_CERT_FOR_INTERMEDIATE_CA_INVALID_OID", "INTERMEDIATE_CA_INVALID_OID", "ROOT_CA")
        )
        error = await verificationError { try await validator.establishTrust(noIntermediateOID, at: at, headerSegment: noIntermediateOID.headerKey) }
        #expect(error == .missingAppleExtension(certificate: .intermediate, oid: "1.2.840.113635.100.6.2.1"))
        #expect(validator.cachedChainCount == 1)
    }
}
