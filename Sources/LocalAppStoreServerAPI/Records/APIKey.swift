public import Foundation

/// An App Store Server API key the store accepts: the public half of an In-App Purchase key (the
/// private half is handed out once, as App Store Connect's `.p8` download is).
public struct APIKey: Codable, Hashable, Sendable {
    /// The key id (the JWT header's `kid`).
    public var keyId: String
    /// The issuer id (the JWT's `iss`).
    public var issuerId: String
    /// The P-256 public key, PEM.
    public var publicKeyPEM: String
    public var createdDate: Date
    /// When it was revoked; a revoked key authorizes nothing.
    public var revokedDate: Date?

    package init(keyId: String, issuerId: String, publicKeyPEM: String, createdDate: Date, revokedDate: Date? = nil) {
        self.keyId = keyId
        self.issuerId = issuerId
        self.publicKeyPEM = publicKeyPEM
        self.createdDate = createdDate
        self.revokedDate = revokedDate
    }
}
