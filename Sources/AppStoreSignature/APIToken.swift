import Crypto
import Foundation

/// Makes the ES256 JWT that authorizes App Store Server API calls (`Authorization: Bearer …`).
public struct AppStoreServerAPIToken: Sendable {
    /// Apple rejects tokens that live longer than an hour.
    public static let maximumLifetime: TimeInterval = 3600

    private let privateKey: P256.Signing.PrivateKey
    private let keyId: String
    private let issuerId: String
    private let bundleId: String
    private let clock: @Sendable () -> Date

    /// A token maker for an In-App Purchase key from App Store Connect.
    /// - Parameters:
    ///   - privateKey: The key's private key (the `.p8` file's PEM parses with `P256.Signing.PrivateKey(pemRepresentation:)`).
    ///   - keyId: The key's identifier (header `kid`).
    ///   - issuerId: The issuer ID from the Keys page (claim `iss`).
    ///   - bundleId: The app's bundle id (claim `bid`).
    ///   - clock: The time source for `iat`.
    public init(
        privateKey: P256.Signing.PrivateKey,
        keyId: String,
        issuerId: String,
        bundleId: String,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.privateKey = privateKey
        self.keyId = keyId
        self.issuerId = issuerId
        self.bundleId = bundleId
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
    public func make(lifetime: TimeInterval = 300) throws -> String {
        guard lifetime > 0, lifetime <= Self.maximumLifetime else {
            throw VerificationError.invalidConfiguration("an API token must live between 0 and 3600 seconds")
        }
        let issuedAt = Int64(clock().timeIntervalSince1970.rounded(.down))
        let claims = Claims(
            iss: issuerId, iat: issuedAt, exp: issuedAt + Int64(lifetime), aud: "appstoreconnect-v1", bid: bundleId)
        return try CompactJWS.sign(header: JWSHeader(kid: keyId, typ: "JWT"), payload: claims, with: privateKey)
    }
}
