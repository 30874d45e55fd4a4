public import AppStoreModels
public import Foundation

/// What an app sends to its server's `POST /v1/offers/sign` to have a promotional offer signed.
public struct OfferSignatureRequest: Codable, Hashable, Sendable {
    public var appUserId: String
    public var productId: String
    public var offerId: String
    /// The app account token the purchase will carry (part of the version 1 signature).
    public var appAccountToken: UUID?
    /// A transaction of the customer's, for the version 2 signature (optional there).
    public var transactionId: String?

    public init(appUserId: String, productId: String, offerId: String, appAccountToken: UUID? = nil, transactionId: String? = nil) {
        self.appUserId = appUserId
        self.productId = productId
        self.offerId = offerId
        self.appAccountToken = appAccountToken
        self.transactionId = transactionId
    }

    /// The signed offer the server answers.
    public struct Answer: Codable, Hashable, Sendable {
        public var productId: String
        public var offerId: String
        /// The version 1 signature fields.
        public var signature: PromotionalOfferSignature
        /// The version 2 signature: a compact JWS.
        public var compactJWS: String

        public init(productId: String, offerId: String, signature: PromotionalOfferSignature, compactJWS: String) {
            self.productId = productId
            self.offerId = offerId
            self.signature = signature
            self.compactJWS = compactJWS
        }
    }
}
