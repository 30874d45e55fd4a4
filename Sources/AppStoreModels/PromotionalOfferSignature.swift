public import Foundation

/// The parameters StoreKit takes with a version 1 promotional offer
/// (`Product.PurchaseOption.promotionalOffer(offerID:keyID:nonce:signature:timestamp:)`): made by the
/// app's server with an In-App Purchase key, checked by the App Store.
public struct PromotionalOfferSignature: Codable, Hashable, Sendable {
    /// The In-App Purchase key's identifier.
    public var keyIdentifier: String
    public var nonce: UUID
    /// Milliseconds since 1970.
    public var timestamp: Int64
    /// Base64 of the DER ECDSA signature.
    public var signature: String

    public init(keyIdentifier: String, nonce: UUID, timestamp: Int64, signature: String) {
        self.keyIdentifier = keyIdentifier
        self.nonce = nonce
        self.timestamp = timestamp
        self.signature = signature
    }
}
