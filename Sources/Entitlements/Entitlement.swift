public import AppStoreModels
import Foundation

/// One thing the customer is entitled to at an instant, and the transaction that grants it.
public struct Entitlement: Hashable, Sendable {
    public var productId: String
    public var type: ProductType
    public var transactionId: String
    public var originalTransactionId: String?
    public var purchaseDate: MillisecondDate?
    /// When access ends: the subscription's `expiresDate`, or purchase + duration for a non-renewing subscription with a known duration.
    public var expiresDate: MillisecondDate?
    public var ownershipType: InAppOwnershipType?
    /// Whether access continues only because of a billing grace period.
    public var isInGracePeriod: Bool
    /// The granting transaction.
    public var transaction: JWSTransactionDecodedPayload
}
