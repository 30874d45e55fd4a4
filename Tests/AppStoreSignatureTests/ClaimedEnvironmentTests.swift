import AppStoreModels
import Crypto
import Foundation
import StoreHelperFixtures
import Testing

@testable import AppStoreSignature

/// The environment a token claims, read before anything is verified, to pick a verifier.
@Suite struct ClaimedEnvironmentTests {
    /// On every real token (and each nested one) the claim is what the fully decoded payload names.
    @Test(arguments: EncodingTests.realTokens)
    func claimMatchesTheDecodedPayload(file: String) throws {
        try expectClaimMatches(try Fixtures.jws(file))
    }

    private func expectClaimMatches(_ jws: String) throws {
        let payload = Data(try CompactJWS(jws).payload)
        let named: AppStoreEnvironment?
        switch try SignedDataKind.of(jws) {
        case .transaction: named = try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: payload).signingEnvironment
        case .renewalInfo: named = try JSONDecoder().decode(JWSRenewalInfoDecodedPayload.self, from: payload).signingEnvironment
        case .appTransaction: named = try JSONDecoder().decode(JWSAppTransactionDecodedPayload.self, from: payload).signingEnvironment
        case .realtimeRequest: named = try JSONDecoder().decode(DecodedRealtimeRequestBody.self, from: payload).signingEnvironment
        case .notification:
            let notification = try JSONDecoder().decode(ResponseBodyV2DecodedPayload.self, from: payload)
            named = notification.signingEnvironment
            for nested in [notification.data?.signedTransactionInfo, notification.data?.signedRenewalInfo].compactMap({ $0 }) {
                try expectClaimMatches(nested)
            }
        }
        #expect(named != nil)
        #expect(try ClaimedEnvironment.of(jws) == named)
    }

    private static let key = P256.Signing.PrivateKey()

    private func token(_ json: String) throws -> String {
        try Forge.token(header: JWSHeader(alg: "ES256"), payload: Array(json.utf8), key: Self.key)
    }

    @Test func eachPlaceANotificationNamesItsEnvironment() throws {
        #expect(try ClaimedEnvironment.of(token(#"{"notificationType":"TEST","data":{"environment":"Sandbox"}}"#)) == .sandbox)
        #expect(try ClaimedEnvironment.of(token(#"{"notificationType":"RENEWAL_EXTENDED","summary":{"environment":"Production"}}"#)) == .production)
        #expect(try ClaimedEnvironment.of(token(#"{"notificationType":"RESCIND_CONSENT","appData":{"environment":"Sandbox"}}"#)) == .sandbox)
        #expect(
            try ClaimedEnvironment.of(
                token(#"{"notificationType":"EXTERNAL_PURCHASE_TOKEN","externalPurchaseToken":{"externalPurchaseId":"SANDBOX_1"}}"#)
            ) == .sandbox
        )
        #expect(
            try ClaimedEnvironment.of(token(#"{"notificationType":"EXTERNAL_PURCHASE_TOKEN","externalPurchaseToken":{"externalPurchaseId":"1"}}"#))
                == .production
        )
        #expect(try ClaimedEnvironment.of(token(#"{"receiptType":"Xcode","bundleId":"a"}"#)) == .xcode)
        #expect(
            try ClaimedEnvironment.of(token(#"{"environment":"LocalTesting","transactionId":"1"}"#)) == AppStoreEnvironment(rawValue: "LocalTesting")
        )
        #expect(try ClaimedEnvironment.of(token(#"{"notificationType":"TEST"}"#)) == nil)
    }

    @Test func inputThatIsNotATokenIsRefusedWithItsReason() async throws {
        #expect(await verificationError { _ = try ClaimedEnvironment.of("no dots here") }?.kind == .malformedJWS)
        #expect(await verificationError { _ = try ClaimedEnvironment.of("a.b!.c") }?.kind == .malformedJWS)
        #expect(await verificationError { _ = try ClaimedEnvironment.of(try token("[1,2]")) }?.kind == .payloadNotDecodable)
        #expect(await verificationError { _ = try ClaimedEnvironment.of(try token(#"{"environment":7}"#)) }?.kind == .payloadNotDecodable)
        let large = try token(#"{"environment":"Sandbox","pad":""# + String(repeating: "x", count: 300_000) + #""}"#)
        #expect(await verificationError { _ = try ClaimedEnvironment.of(large) }?.kind == .inputTooLarge)
        #expect(try ClaimedEnvironment.of(large, maximumInputSize: 1 << 20) == .sandbox)
    }
}
