public import Crypto
public import Foundation

/// Checks an App Store Server API bearer token as the App Store does: ES256 with a known key, and
/// claims that address this app and are live. The counterpart of ``AppStoreServerAPIToken``.
public struct APITokenVerifier: Sendable {
    /// A key the verifier accepts.
    public struct Key: Sendable {
        public var keyId: String
        public var issuerId: String
        public var publicKey: P256.Signing.PublicKey

        public init(keyId: String, issuerId: String, publicKey: P256.Signing.PublicKey) {
            self.keyId = keyId
            self.issuerId = issuerId
            self.publicKey = publicKey
        }
    }

    /// The keys tokens may be signed with (revoked keys left out).
    public var keys: [Key]
    /// The bundle id the `bid` claim must name.
    public var bundleId: String
    /// Seconds a token's `iat` may lie in the future (clocks differ).
    public var allowedClockSkew: TimeInterval = 60

    public init(keys: [Key], bundleId: String) {
        self.keys = keys
        self.bundleId = bundleId
    }

    /// The claims of `token` when it authorizes a call at `now`; otherwise a ``VerificationError``
    /// saying why. `iat` may be left out (Apple's own libraries do); `exp` then must be within the hour.
    public func verify(_ token: String, now: Date) throws(VerificationError) -> AppStoreServerAPIToken.Claims {
        let jws = try CompactJWS(token)
        guard jws.header.typ == nil || jws.header.typ == "JWT" else {
            throw VerificationError(.malformedJWS, "the token's typ is \(jws.header.typ ?? ""), not JWT")
        }
        guard let keyId = jws.header.kid, let key = keys.first(where: { $0.keyId == keyId }) else {
            throw VerificationError(.unknownKey, "the token's kid \(jws.header.kid ?? "(missing)") names no active key")
        }
        try jws.checkSigned(by: key.publicKey, keyId: keyId, what: "the token")
        let claims: TokenClaims
        do { claims = try JSONDecoder().decode(TokenClaims.self, from: Data(jws.payload)) } catch {
            throw VerificationError(.payloadNotDecodable, "the token's claims are not JSON with iss, aud, bid and exp")
        }
        guard claims.iss == key.issuerId else { throw VerificationError(.invalidClaim, "the token's iss is not the key's issuer id") }
        guard claims.aud == "appstoreconnect-v1" else { throw VerificationError(.invalidClaim, "the token's aud is not appstoreconnect-v1") }
        guard claims.bid == bundleId else { throw VerificationError(.invalidClaim, "the token's bid is \(claims.bid), not \(bundleId)") }
        // Claims are the client's numbers: every comparison below is free of overflow (a wrapped
        // difference would trap, or let a token through).
        let seconds = Int64(now.timeIntervalSince1970.rounded(.down))
        let skew = Int64(allowedClockSkew.rounded(.down))
        guard claims.exp > seconds else { throw VerificationError(.tokenExpired, "the token expired") }
        let lifetime = Int64(AppStoreServerAPIToken.maximumLifetime)
        if let nbf = claims.nbf, nbf > seconds, Self.difference(nbf, seconds).map({ $0 > skew }) ?? true {
            throw VerificationError(.invalidClaim, "the token's nbf is in the future")
        }
        if let iat = claims.iat {
            guard iat <= seconds || Self.difference(iat, seconds).map({ $0 <= skew }) == true else {
                throw VerificationError(.invalidClaim, "the token's iat is in the future")
            }
            guard let lives = Self.difference(claims.exp, iat), lives <= lifetime else {
                throw VerificationError(.invalidClaim, "the token lives longer than 60 minutes")
            }
        } else {
            guard let left = Self.difference(claims.exp, seconds), left <= lifetime else {
                throw VerificationError(.invalidClaim, "the token expires more than 60 minutes from now")
            }
        }
        return AppStoreServerAPIToken.Claims(iss: claims.iss, iat: claims.iat ?? seconds, exp: claims.exp, aud: claims.aud, bid: claims.bid)
    }

    /// `a - b`, or `nil` where it does not fit in 64 bits.
    private static func difference(_ a: Int64, _ b: Int64) -> Int64? {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? nil : value
    }

    /// The claims as sent, `iat` and `nbf` optional.
    private struct TokenClaims: Decodable {
        var iss: String
        var iat: Int64?
        var nbf: Int64?
        var exp: Int64
        var aud: String
        var bid: String
    }
}
