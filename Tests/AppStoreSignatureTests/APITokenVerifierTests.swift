import Crypto
import Foundation
import Testing

@testable import AppStoreSignature

/// App Store Server API tokens whose claims are the signer's to choose: a holder of a key sends any
/// numbers, and the verifier answers each with a typed error or the claims, never a trap.
@Suite struct APITokenVerifierTests {
    static let key = P256.Signing.PrivateKey()
    static let now = Date(timeIntervalSince1970: 1_795_305_600)
    static let seconds: Int64 = 1_795_305_600
    static let verifier = APITokenVerifier(
        keys: [.init(keyId: "KEY1", issuerId: "issuer", publicKey: key.publicKey)],
        bundleId: "com.example.app"
    )

    /// A token signed by the verifier's key with `claims` (numbers as JSON numbers, exactly).
    static func token(_ claims: [String: Int64]) throws -> String {
        var fields = [#""iss":"issuer""#, #""aud":"appstoreconnect-v1""#, #""bid":"com.example.app""#]
        fields += claims.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#($0.value)"# }
        let header = Self.base64URL(Data(#"{"alg":"ES256","kid":"KEY1","typ":"JWT"}"#.utf8))
        let payload = Self.base64URL(Data("{\(fields.joined(separator: ","))}".utf8))
        let signature = try key.signature(for: Data("\(header).\(payload)".utf8)).rawRepresentation
        return "\(header).\(payload).\(Self.base64URL(signature))"
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static let extremes: [[String: Int64]] = [
        ["iat": .min, "exp": seconds + 60],
        ["iat": -1, "exp": .max],
        ["iat": .max, "exp": .max],
        ["iat": .min, "exp": .max],
        ["exp": .max],
        ["iat": seconds, "exp": .max],
        ["iat": seconds, "exp": seconds + 60, "nbf": .max],
        ["iat": seconds, "exp": seconds + 60, "nbf": .min],
        ["exp": .min],
        ["iat": .max, "exp": seconds + 60],
    ]

    @Test(arguments: extremes)
    func extremeClaimsAreRefusedWithATypedErrorNotATrap(claims: [String: Int64]) throws {
        let token = try Self.token(claims)
        let accepted = claims == ["iat": Self.seconds, "exp": Self.seconds + 60, "nbf": .min]
        if accepted {
            #expect(try Self.verifier.verify(token, now: Self.now).exp == Self.seconds + 60)
        } else {
            #expect(throws: VerificationError.self) { try Self.verifier.verify(token, now: Self.now) }
        }
    }

    @Test func aTokenNotYetValidIsRefusedAndOneValidNowIsAccepted() throws {
        let later = try Self.token(["iat": Self.seconds, "exp": Self.seconds + 600, "nbf": Self.seconds + 300])
        #expect { try Self.verifier.verify(later, now: Self.now) } throws: { ($0 as? VerificationError)?.kind == .invalidClaim }
        let fine = try Self.token(["iat": Self.seconds - 10, "exp": Self.seconds + 600, "nbf": Self.seconds - 10])
        #expect(try Self.verifier.verify(fine, now: Self.now).iat == Self.seconds - 10)
    }
}
