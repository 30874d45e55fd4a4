import AppStoreModels
import AppStoreSignature
import Foundation
import LocalCertificateAuthority
import StoreHelperFixtures
import SwiftASN1
import Testing
import X509

/// An app receipt is evidence only once its PKCS #7 signature, its signer's chain and its bundle identifier are
/// verified (issue 59: a receipt nobody signed, naming another customer's transaction, took that customer's purchase).
@Suite struct AppReceiptVerifierTests {
    static let bundleId = "com.storehelper.florist"
    static let created = Date(timeIntervalSince1970: 1_750_000_000)

    static func receipt(bundleId: String = bundleId, created: Date = created, ids: [String] = ["2000000001"]) -> AppReceipt {
        AppReceipt.naming(ids, bundleId: bundleId, created: created)
    }

    static func verifier(_ authority: CertificateAuthority = TestAuthority.shared, bundleId: String = bundleId) -> AppReceiptVerifier {
        AppReceiptVerifier(trust: .roots([authority.root]), bundleId: bundleId)
    }

    static func refusal(_ receipt: String, by verifier: AppReceiptVerifier = verifier()) async -> ReceiptError.Kind? {
        do {
            _ = try await verifier.verify(receipt)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test func aReceiptSignedUnderATrustedRootForThisAppIsBelieved() async throws {
        let signed = try Self.receipt(ids: ["2000000001", "2000000002"]).signed(by: TestAuthority.shared)
        let receipt = try await Self.verifier().verify(signed)
        #expect(receipt.bundleId == Self.bundleId)
        #expect(receipt.creationDate == Self.created)
        #expect(receipt.transactionIds == ["2000000001", "2000000002"], "each id once, original ids folded in")
    }

    /// Xcode's own receipt (RSA with SHA-256, BER, a self-signed "StoreKit" certificate): verified under that
    /// certificate, refused under any root.
    @Test func xcodesReceiptVerifiesUnderXcodesCertificateOnly() async throws {
        let text = String(
            decoding: try Fixtures.data("apple__app-store-server-library-swift__xcode__xcode-app-receipt-with-transaction.txt"),
            as: UTF8.self
        )
        // The "StoreKit" certificate the receipt carries (the certificates of its signed data, byte for byte).
        let bytes = try #require(Data(base64Encoded: text))
        let signedData = try BER.parse(Array(bytes))
        let certificates = try #require(Self.node(in: signedData, path: [1, 0, 3]))
        let signer = try Certificate(derEncoded: Array(try #require(Self.node(in: certificates, path: [0])).encodedBytes))
        let bundle = "com.example.naturelab.backyardbirds.example"
        let receipt = try await AppReceiptVerifier(trust: .xcode(signer), bundleId: bundle).verify(text)
        #expect(receipt.transactionIds == ["0"])
        #expect(receipt.creationDate == Date(timeIntervalSince1970: 1_697_679_940), "2023-10-19T01:45:40Z")
        #expect(await Self.refusal(text, by: AppReceiptVerifier(trust: .roots([TestAuthority.shared.root]), bundleId: bundle)) == .untrusted)
        #expect(await Self.refusal(text, by: AppReceiptVerifier(trust: .roots([signer]), bundleId: bundle)) == .untrusted, "no Apple chain")
        let otherPin = AppReceiptVerifier(trust: .xcode(TestAuthority.shared.leaf), bundleId: bundle)
        #expect(await Self.refusal(text, by: otherPin) == .untrusted, "another certificate pinned")
        var changed = bytes
        let range = try #require(changed.firstRange(of: Array("pass.premium".utf8)))
        changed.replaceSubrange(range, with: Array("pass.platinu".utf8))
        let xcode = AppReceiptVerifier(trust: .xcode(signer), bundleId: bundle)
        #expect(await Self.refusal(changed.base64EncodedString(), by: xcode) == .untrusted, "its product changed after signing")
    }

    /// The node at `path` (child indexes, one per level) below `node`.
    static func node(in node: ASN1Node, path: [Int]) -> ASN1Node? {
        var current = node
        for index in path {
            guard case .constructed(let children) = current.content else { return nil }
            let all = Array(children)
            guard index < all.count else { return nil }
            current = all[index]
        }
        return current
    }

    @Test func aReceiptNobodySignedIsRefused() async throws {
        var date = DER.Serializer()
        try date.serialize(ASN1IA5String("2025-06-15T15:06:40Z"))
        let payload = try ReceiptReaderTests.set([
            ReceiptReaderTests.field(2, ReceiptReaderTests.utf8(Self.bundleId)),
            ReceiptReaderTests.field(12, date.serializedBytes),
            ReceiptReaderTests.field(17, ReceiptReaderTests.set([ReceiptReaderTests.field(1703, ReceiptReaderTests.utf8("2000000001"))])),
        ])
        let unsigned = try ReceiptReaderTests.receipt(payload)
        #expect(try ReceiptReader.transactionId(inAppReceipt: unsigned) == "2000000001", "readable")
        #expect(await Self.refusal(unsigned) == .untrusted, "but not evidence")
    }

    @Test func aReceiptSignedUnderAnotherRootIsRefused() async throws {
        let other = try CertificateAuthority.generate(name: "Someone Else", options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000)))
        #expect(await Self.refusal(try Self.receipt().signed(by: other)) == .untrusted)
        #expect(try await Self.verifier(other).verify(try Self.receipt().signed(by: other)).transactionIds == ["2000000001"], "its own root")
    }

    @Test func anotherAppsReceiptIsRefused() async throws {
        let foreign = try Self.receipt(bundleId: "com.example.other").signed(by: TestAuthority.shared)
        #expect(await Self.refusal(foreign) == .wrongBundle)
    }

    @Test func aReceiptChangedAfterSigningIsRefused() async throws {
        let signed = try #require(Data(base64Encoded: try Self.receipt(ids: ["2000000001"]).signed(by: TestAuthority.shared)))
        let id = Array("2000000001".utf8)
        let range = try #require(signed.firstRange(of: id))
        var changed = signed
        changed.replaceSubrange(range, with: Array("2000000009".utf8))
        #expect(await Self.refusal(changed.base64EncodedString()) == .untrusted, "another customer's id written in")
    }

    @Test func aSignerWithoutApplesExtensionsOrOutsideItsValidityIsRefused() async throws {
        var options = CertificateAuthority.Options(notBefore: Date(timeIntervalSince1970: 1_700_000_000))
        options.leafHasAppleOID = false
        let noLeafOID = try CertificateAuthority.generate(name: "No Receipt OID", options: options)
        #expect(await Self.refusal(try Self.receipt().signed(by: noLeafOID), by: Self.verifier(noLeafOID)) == .untrusted)
        options = CertificateAuthority.Options(notBefore: Date(timeIntervalSince1970: 1_700_000_000))
        options.intermediateHasAppleOID = false
        let noIntermediateOID = try CertificateAuthority.generate(name: "No WWDR OID", options: options)
        #expect(await Self.refusal(try Self.receipt().signed(by: noIntermediateOID), by: Self.verifier(noIntermediateOID)) == .untrusted)
        let beforeTheAuthority = Date(timeIntervalSince1970: 1_600_000_000)
        #expect(await Self.refusal(try Self.receipt(created: beforeTheAuthority).signed(by: TestAuthority.shared)) == .untrusted)
    }

    @Test func aReceiptWithoutCreationDateOrBundleIsMalformed() async throws {
        let noDate = try ReceiptReaderTests.appReceipt(purchase: [ReceiptReaderTests.field(1703, ReceiptReaderTests.utf8("1"))])
        #expect(await Self.refusal(noDate) == .malformed)
        #expect(await Self.refusal("%%%") == .notBase64)
    }
}
