import AppStoreModels
public import Foundation
import LocalAppStore

/// /documentation/StoreKitTest/SKTestTransaction · c:objc(cs)SKTestTransaction
///
/// A transaction of the test environment, as `SKTestSession.allTransactions()` lists them.
public final class SKTestTransaction: @unchecked Sendable {
    /// /documentation/StoreKitTest/SKTestTransaction/identifier · c:objc(cs)SKTestTransaction(py)identifier
    public private(set) var identifier: Int
    /// /documentation/StoreKitTest/SKTestTransaction/originalTransactionIdentifier · c:objc(cs)SKTestTransaction(py)originalTransactionIdentifier
    public private(set) var originalTransactionIdentifier: Int
    /// /documentation/StoreKitTest/SKTestTransaction/productIdentifier · c:objc(cs)SKTestTransaction(py)productIdentifier
    public private(set) var productIdentifier: String
    /// /documentation/StoreKitTest/SKTestTransaction/purchaseDate · c:objc(cs)SKTestTransaction(py)purchaseDate
    public private(set) var purchaseDate: Date
    /// /documentation/StoreKitTest/SKTestTransaction/expirationDate · c:objc(cs)SKTestTransaction(py)expirationDate
    public private(set) var expirationDate: Date?
    /// /documentation/StoreKitTest/SKTestTransaction/pendingAskToBuyConfirmation · c:objc(cs)SKTestTransaction(py)pendingAskToBuyConfirmation
    public private(set) var pendingAskToBuyConfirmation: Bool
    /// /documentation/StoreKitTest/SKTestTransaction/hasPurchaseIssue · c:objc(cs)SKTestTransaction(py)hasPurchaseIssue
    ///
    /// An interrupted purchase waiting, or the latest transaction of a subscription in billing retry: what
    /// `resolveIssueForTransaction(identifier:)` resolves.
    public private(set) var hasPurchaseIssue: Bool

    /// A transaction the store issued; `hasPurchaseIssue` when its subscription is in billing retry.
    init?(_ record: TransactionRecord, hasPurchaseIssue: Bool) {
        guard let id = Int(record.id), let purchaseDate = record.payload.purchaseDate?.date else { return nil }
        identifier = id
        originalTransactionIdentifier = record.payload.originalTransactionId.flatMap { Int($0) } ?? id
        productIdentifier = record.productId
        self.purchaseDate = purchaseDate
        expirationDate = record.payload.expiresDate?.date
        pendingAskToBuyConfirmation = false
        self.hasPurchaseIssue = hasPurchaseIssue
    }

    /// A purchase waiting for Ask to Buy approval or, interrupted, for its issue to be resolved (its identifier is what
    /// `approveAskToBuyTransaction` and `resolveIssueForTransaction` take).
    init?(waiting pending: PendingPurchase) {
        guard let id = Int(pending.id) else { return nil }
        identifier = id
        originalTransactionIdentifier = id
        productIdentifier = pending.productId
        purchaseDate = pending.createdAt
        expirationDate = nil
        pendingAskToBuyConfirmation = pending.reason == .askToBuy
        hasPurchaseIssue = pending.reason == .interrupted
    }
}
