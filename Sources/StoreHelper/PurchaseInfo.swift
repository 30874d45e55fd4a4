import AppStoreModels
public import Foundation

/// What the customer bought, for a non-consumable or a non-renewing subscription, as values an app
/// formats; ``StatusFormatter`` words it.
public struct PurchaseInfo: Hashable, Sendable {
    /// The product bought.
    public var productId: String
    /// The latest purchase of the product.
    public var transaction: StoreTransaction
    /// When it was bought.
    public var purchaseDate: Date
    /// When the purchase was refunded or its family sharing revoked.
    public var revocationDate: Date?
    /// For a non-renewing subscription with a known duration: when it ends.
    public var expirationDate: Date?
    /// Whether the customer has it through Family Sharing rather than their own purchase.
    public var isFamilyShared: Bool
    /// The store's instant this was judged at.
    public var asOf: Date

    init(_ transaction: StoreTransaction, expires: Date?, asOf: Date) {
        productId = transaction.productId
        self.transaction = transaction
        purchaseDate = transaction.purchaseDate
        revocationDate = transaction.revocationDate
        expirationDate = expires
        isFamilyShared = transaction.ownershipType == .familyShared
        self.asOf = asOf
    }
}
