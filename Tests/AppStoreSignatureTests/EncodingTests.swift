import AppStoreModels
import Foundation
import StoreHelperFixtures
import Testing

@testable import AppStoreSignature

/// Base64url and the decoded payloads of every real token.
@Suite struct EncodingTests {
    @Test func base64URLRoundTripsEveryLength() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<70 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let encoded = Base64URL.encode(bytes)
            #expect(!encoded.contains("=") && !encoded.contains("+") && !encoded.contains("/"))
            let foundation = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            #expect(encoded == foundation)
            #expect(Base64URL.decode(Array(encoded.utf8)) == bytes)
            #expect(
                encoded
                    == Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                    .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            )
        }
    }

    @Test func base64URLRejectsWhatIsNotCanonical() {
        #expect(Base64URL.decode(Array("QQ==".utf8)) == nil)  // padding
        #expect(Base64URL.decode(Array("QR".utf8)) == nil)  // non-zero trailing bits
        #expect(Base64URL.decode(Array("QUJDR".utf8)) == nil)  // impossible length
        #expect(Base64URL.decode(Array("a+b/".utf8)) == nil)  // standard alphabet
        #expect(Base64URL.decode(Array("QQ".utf8)) == [0x41])
    }

    /// The payload alone, as the full parse decodes it; nothing for what is not a compact JWS.
    @Test(arguments: realTokens)
    func payloadBytesAreThePayloadTheFullParseDecodes(file: String) throws {
        let jws = try Fixtures.jws(file)
        #expect(CompactJWS.payloadBytes(of: jws) == (try CompactJWS(jws).payload))
        let parts = jws.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for broken in [parts[0], parts[0] + "." + parts[1], jws + ".x", parts[0] + ".a+b/." + parts[2], parts[0] + ".QQ==." + parts[2]] {
            #expect(CompactJWS.payloadBytes(of: broken) == nil)
        }
    }

    static let realTokens = [
        "imdhemy__appstore-iap__test-notification-signed-payload.json",
        "go-pay__gopay__notification_v2_test.go__DID_RENEW_signedPayload.txt",
        "go-pay__gopay__unsign_jwt_test.go__CONSUMPTION_REQUEST_production_signedPayload.txt",
        "go-pay__gopay__subscription_test.go__signedTransactionInfo.txt",
        "go-pay__gopay__subscription_test.go__signedRenewalInfo.txt",
        "awa__go-iap__validator_test.go__signedRenewalInfo.txt",
        "mingos__app_store_server_api__app_store_server_api_spec.rb__signedTransactionInfo.txt",
        "apple__app-store-server-library-swift__xcode__xcode-signed-transaction.txt",
        "apple__app-store-server-library-swift__xcode__xcode-signed-renewal-info.txt",
        "apple__app-store-server-library-swift__xcode__xcode-signed-app-transaction.txt",
        "apple__app-store-server-library-swift__mock_signed_data__testNotification.txt",
    ]

    /// Each real payload (and each nested one) decodes into its model and encodes back to the same JSON values.
    @Test(arguments: realTokens)
    func realPayloadsRoundTrip(file: String) throws {
        try roundTrip(try Fixtures.jws(file))
    }

    private func roundTrip(_ jws: String) throws {
        let payload = Data(try CompactJWS(jws).payload)
        let reencoded: Data
        switch try SignedDataKind.of(jws) {
        case .transaction: reencoded = try JSONEncoder().encode(try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: payload))
        case .renewalInfo: reencoded = try JSONEncoder().encode(try JSONDecoder().decode(JWSRenewalInfoDecodedPayload.self, from: payload))
        case .appTransaction: reencoded = try JSONEncoder().encode(try JSONDecoder().decode(JWSAppTransactionDecodedPayload.self, from: payload))
        case .realtimeRequest: reencoded = try JSONEncoder().encode(try JSONDecoder().decode(DecodedRealtimeRequestBody.self, from: payload))
        case .notification:
            let notification = try JSONDecoder().decode(ResponseBodyV2DecodedPayload.self, from: payload)
            reencoded = try JSONEncoder().encode(notification)
            for nested in [notification.data?.signedTransactionInfo, notification.data?.signedRenewalInfo].compactMap({ $0 }) {
                try roundTrip(nested)
            }
        }
        #expect(try Fixtures.canonicalJSON(reencoded) == Fixtures.canonicalJSON(payload))
    }
}
