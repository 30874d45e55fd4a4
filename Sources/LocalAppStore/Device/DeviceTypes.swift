import AppStoreModels
import Entitlements

/// A transaction as StoreKit's `VerificationResult<Transaction>` hands it to an app: verified, or
/// unverified with the reason. The payload is decoded either way, as StoreKit does.
public enum TransactionVerification: Hashable, Sendable {
    case verified(SignedTransaction)
    case unverified(SignedTransaction, reason: String)

    public var transaction: SignedTransaction {
        switch self {
        case .verified(let transaction), .unverified(let transaction, _): transaction
        }
    }

    public var payload: JWSTransactionDecodedPayload { transaction.payload }
    public var isVerified: Bool { if case .verified = self { true } else { false } }
}

/// Something that changed outside a purchase call (StoreKit's `Transaction.updates`, plus declines).
public enum DeviceUpdate: Hashable, Sendable {
    /// A new or re-signed transaction: a renewal, an approved purchase, a refund, a family share.
    case transaction(TransactionVerification)
    /// A parent declined an Ask to Buy purchase. StoreKit never says so; the local store does.
    case declined(id: String, productId: String)

    /// The transaction, for `.transaction` updates.
    public var transaction: TransactionVerification? {
        if case .transaction(let transaction) = self { transaction } else { nil }
    }
}

/// The result of a purchase on the device (StoreKit's `Product.PurchaseResult`).
public enum DevicePurchaseResult: Hashable, Sendable {
    case success(TransactionVerification)
    /// Waiting for Ask to Buy or interrupted; the transaction arrives later through the updates.
    case pending(id: String)
    case userCancelled
}

/// One subscription's status (StoreKit's `Product.SubscriptionInfo.Status`).
public struct DeviceSubscriptionStatus: Hashable, Sendable {
    public var state: SubscriptionState
    public var transaction: TransactionVerification
    /// The signed renewal info.
    public var signedRenewalInfo: String
    public var renewalInfo: JWSRenewalInfoDecodedPayload
}
