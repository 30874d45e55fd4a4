import AppStoreModels
import Foundation
import StoreHelperFixtures
import SwiftASN1
import Testing
import X509

@testable import AppStoreSignature
@testable import LocalCertificateAuthority

/// Xcode-signed data verifies only when the caller opts in with Xcode's certificate; never silently.
@Suite struct XcodeModeTests {
    let transaction: String
    let xcodeCertificate: Certificate

    init() throws {
        transaction = try Fixtures.jws("apple__app-store-server-library-swift__xcode__xcode-signed-transaction.txt")
        let x5c = try #require(try CompactJWS(transaction).header.x5c)
        xcodeCertificate = try Certificate(derEncoded: Array(try #require(Data(base64Encoded: x5c[0]))))
    }

    @Test func verifiesWithTheXcodeCertificate() async throws {
        let verifier = SignedDataVerifier(trust: .xcode(xcodeCertificate), policy: .test(bundleId: "com.example.naturelab.backyardbirds.example"))
        let verified = try await verifier.verifyTransaction(transaction)
        #expect(verified.environment == .xcode)
        #expect(verified.productId == "pass.premium")
        #expect(verified.purchaseDate?.millisecondsSince1970 == 1_697_679_936_049.7297)
        let renewal = try await verifier.verifyRenewalInfo(
            try Fixtures.jws("apple__app-store-server-library-swift__xcode__xcode-signed-renewal-info.txt")
        )
        #expect(renewal.autoRenewProductId == "pass.premium")
        let app = try await verifier.verifyAppTransaction(
            try Fixtures.jws("apple__app-store-server-library-swift__xcode__xcode-signed-app-transaction.txt")
        )
        #expect(app.receiptType == .xcode)
    }

    /// The `.cer` file Xcode writes, read as bytes: the same trust as the certificate; bytes that are no certificate
    /// are a configuration error, never a verifier that trusts nothing or everything.
    @Test func theXcodeCertificatesFileBytesAreTheSameTrust() async throws {
        let x5c = try #require(try CompactJWS(transaction).header.x5c)
        let der = try #require(Data(base64Encoded: x5c[0]))
        let trust = try TrustAnchor.xcode(derEncoded: Array(der))
        let verifier = SignedDataVerifier(trust: trust, policy: .test(bundleId: "com.example.naturelab.backyardbirds.example"))
        #expect(try await verifier.verifyTransaction(transaction).productId == "pass.premium")
        #expect(throws: VerificationError.invalidConfiguration("the Xcode certificate is not a DER-encoded certificate (3 bytes)")) {
            try TrustAnchor.xcode(derEncoded: [0x30, 0x01, 0x00])
        }
    }

    @Test func isRejectedUnderApplesRoot() async {
        let error = await verificationError { _ = try await SignedDataVerifier(policy: .test()).verifyTransaction(transaction) }
        #expect(error == .wrongCertificateCount(found: 1, expected: 3))
    }

    @Test func isRejectedUnderAnotherXcodeCertificate() async throws {
        let other = try CertificateAuthority.test().leaf
        let error = await verificationError { _ = try await SignedDataVerifier(trust: .xcode(other), policy: .test()).verifyTransaction(transaction) }
        #expect(error == .xcodeCertificateMismatch)
    }

    @Test func appStoreChainsAreRejectedInXcodeMode() async throws {
        let jws = try Fixtures.jws("go-pay__gopay__subscription_test.go__signedTransactionInfo.txt")
        let error = await verificationError {
            _ = try await SignedDataVerifier(trust: .xcode(xcodeCertificate), policy: .test()).verifyTransaction(jws)
        }
        #expect(error == .wrongCertificateCount(found: 3, expected: 1))
    }

    @Test func xcodeModeRequiresTheXcodeEnvironment() async throws {
        let authority = try CertificateAuthority.test()
        let jws = try Forge.token(
            header: JWSHeader(x5c: try authority.x5c([authority.leaf])),
            payload: try Forge.json(Forge.transaction(environment: .sandbox)),
            key: authority.leafKey
        )
        let error = await verificationError {
            _ = try await SignedDataVerifier(trust: .xcode(authority.leaf), policy: .test()).verifyTransaction(jws)
        }
        #expect(error == .environmentMismatch(expected: .xcode, found: .sandbox))
    }
}
