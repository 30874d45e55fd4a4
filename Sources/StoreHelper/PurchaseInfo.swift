import AppStoreModels
import Foundation
import StoreKitInterface

/// What the customer bought, for a non-consumable or a non-renewing subscription.
public struct PurchaseInfo: Hashable, Sendable {
    public var productId: String
    public var transactionId: String
    public var purchaseDate: Date
    /// When the purchase was refunded or its family sharing revoked.
    public var revocationDate: Date?
    /// For a non-renewing subscription with a known duration: when it ends.
    public var expirationDate: Date?
    public var isFamilyShared: Bool
    /// A sentence to show: "Purchased on 2 Mar 2026."
    public var text: String

    init(_ transaction: JWSTransactionDecodedPayload, expires: Date?, now: Date, format: PlainText) {
        productId = transaction.productId ?? ""
        transactionId = transaction.transactionId ?? ""
        purchaseDate = transaction.purchaseDate?.date ?? .distantPast
        revocationDate = transaction.revocationDate?.date
        expirationDate = expires
        isFamilyShared = transaction.inAppOwnershipType == .familyShared
        if let revoked = revocationDate {
            text = "Refunded on \(format.day(revoked))."
        } else if let expires, expires <= now {
            text = "Purchased on \(format.day(purchaseDate)); ended on \(format.day(expires))."
        } else if let expires {
            text = "Purchased on \(format.day(purchaseDate)). \(format.expiresIn(from: now, to: expires))"
        } else if isFamilyShared {
            text = "Shared by your family since \(format.day(purchaseDate))."
        } else {
            text = "Purchased on \(format.day(purchaseDate))."
        }
    }
}
