public import AppStoreModels
import Crypto
public import Foundation

/// Makes the ES256 JWT that authorizes App Store Server API calls (`Authorization: Bearer …`).
public struct AppStoreServerAPIToken: Sendable {
    /// Apple rejects tokens that live longer than an hour.
    public static let maximumLifetime: TimeInterval = 3600

    /// The key that signs, with its ids and the app's bundle id.
    public let key: InAppPurchaseKey
    private let clock: any ServiceClock

    /// A token maker for an In-App Purchase key; `clock` is the time source for `iat`.
    public init(key: InAppPurchaseKey, clock: any ServiceClock = SystemClock()) {
        self.key = key
        self.clock = clock
    }

    /// The claims of an App Store Server API token.
    public struct Claims: Codable, Hashable, Sendable {
        public var iss: String
        /// Issued at, seconds since 1970.
        public var iat: Int64
        /// Expires at, seconds since 1970; at most an hour after `iat`.
        public var exp: Int64
        /// Always `appstoreconnect-v1`.
        public var aud: String
        public var bid: String
    }

    /// A signed token valid for `lifetime` seconds from now (default five minutes, at most an hour).
    public func make(lifetime: TimeInterval = 300) throws(SigningError) -> String {
        guard lifetime > 0, lifetime <= Self.maximumLifetime else {
            throw SigningError(.invalidArgument, "an API token must live more than 0 and at most 3600 seconds, not \(lifetime)")
        }
        let issuedAt = Int64(clock.now.timeIntervalSince1970.rounded(.down))
        let claims = Claims(
            iss: key.issuerId,
            iat: issuedAt,
            exp: issuedAt + Int64(lifetime),
            aud: "appstoreconnect-v1",
            bid: key.bundleId
        )
        return try CompactJWS.sign(header: JWSHeader(kid: key.keyId, typ: "JWT"), payload: claims, with: key.privateKey)
    }
}
