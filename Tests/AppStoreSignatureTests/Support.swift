import AppStoreModels
import Crypto
import Foundation
import StoreHelperFixtures
import SwiftASN1
import Testing
import X509

@testable import AppStoreSignature
@testable import LocalCertificateAuthority

/// Instants used across the tests.
enum Instants {
    static let caStart = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01
    static let signed = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    static let today = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22
}

extension CertificateAuthority {
    /// A fresh test authority valid 2025–2035, optionally adjusted.
    static func test(_ name: String = "Test", adjust: (inout Options) -> Void = { _ in }) throws -> CertificateAuthority {
        var options = Options(notBefore: Instants.caStart)
        adjust(&options)
        return try generate(name: name, options: options)
    }

    var trust: TrustAnchor { .roots([root]) }

    func x5c(_ certificates: [Certificate]) throws -> [String] {
        try certificates.map { Data(try $0.derBytes()).base64EncodedString() }
    }
}

/// Builds transactions and hand-made (possibly malicious) tokens.
enum Forge {
    static func transaction(bundleId: String = "com.example.app", environment: AppStoreEnvironment = .sandbox) -> JWSTransactionDecodedPayload {
        var transaction = JWSTransactionDecodedPayload()
        transaction.transactionId = "2000000000000001"
        transaction.originalTransactionId = "2000000000000001"
        transaction.bundleId = bundleId
        transaction.productId = "com.example.app.gold"
        transaction.type = .nonConsumable
        transaction.environment = environment
        transaction.signedDate = MillisecondDate(Instants.signed)
        transaction.purchaseDate = MillisecondDate(Instants.signed)
        return transaction
    }

    /// A Sandbox notification for com.example.app signed at `Instants.signed`, carrying the given nested tokens.
    static func notification(
        _ type: NotificationType,
        subtype: NotificationSubtype? = nil,
        transactionInfo: String? = nil,
        renewalInfo: String? = nil
    ) -> ResponseBodyV2DecodedPayload {
        var payload = ResponseBodyV2DecodedPayload()
        payload.notificationType = type
        payload.subtype = subtype
        payload.signedDate = MillisecondDate(Instants.signed)
        payload.data = NotificationData()
        payload.data?.bundleId = "com.example.app"
        payload.data?.environment = .sandbox
        payload.data?.signedTransactionInfo = transactionInfo
        payload.data?.signedRenewalInfo = renewalInfo
        return payload
    }

    static func json<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array(try encoder.encode(value))
    }

    /// A token with exactly this header and payload, signed (ES256 over the real signing input) by `key`.
    static func token(header: JWSHeader, payload: [UInt8], key: P256.Signing.PrivateKey) throws -> String {
        let input = Base64URL.encode(try json(header)) + "." + Base64URL.encode(payload)
        let signature = try key.signature(for: Array(input.utf8))
        return input + "." + Base64URL.encode(signature.rawRepresentation)
    }

    /// Replaces the character at `offset` of segment `segment` (0 header, 1 payload, 2 signature).
    static func flip(_ jws: String, segment: Int, offset: Int) -> String {
        var parts = jws.split(separator: ".", omittingEmptySubsequences: false).map { Array($0) }
        let index = offset < 0 ? parts[segment].count + offset : offset
        parts[segment][index] = parts[segment][index] == "A" ? "B" : "A"
        return parts.map { String($0) }.joined(separator: ".")
    }
}

extension VerificationPolicy {
    /// A policy that cannot fail to build (no Production without app id in these tests).
    static func test(
        bundleId: String? = nil,
        appAppleId: Int64? = nil,
        environment: AppStoreEnvironment? = nil,
        checkTime: CheckTime = .signedDate
    ) -> VerificationPolicy {
        try! VerificationPolicy(bundleId: bundleId, appAppleId: appAppleId, environment: environment, checkTime: checkTime)
    }
}

/// The ``VerificationError`` `body` throws, or `nil` when it succeeds (any other error is recorded as an issue).
func verificationError(_ body: () async throws -> Void) async -> VerificationError? {
    do {
        try await body()
        return nil
    } catch let error as VerificationError {
        return error
    } catch {
        Issue.record("unexpected error \(error)")
        return nil
    }
}

extension PreparedChain {
    /// A stand-in header segment for chains validated directly (one per distinct x5c).
    var headerKey: ArraySlice<UInt8> { ArraySlice(x5c.joined(separator: ",").utf8) }
}
