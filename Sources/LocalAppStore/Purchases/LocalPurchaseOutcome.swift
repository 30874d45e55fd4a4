public import AppStoreModels
public import StoreKitInterface

/// A transaction as the store hands it out: the signed JWS and its decoded payload.
public struct SignedTransaction: Hashable, Sendable {
    public var jws: String
    public var payload: JWSTransactionDecodedPayload
}

/// How a purchase ended (StoreKit's `Product.PurchaseResult`, with errors folded in).
public enum LocalPurchaseOutcome: Hashable, Sendable {
    case purchased(SignedTransaction)
    /// Waiting for Ask to Buy or interrupted; `id` is what `approve`, `decline` or `resolve` take.
    case pending(id: String, reason: PendingPurchase.Reason)
    case cancelled
    /// The purchase failed with a (simulated or real) StoreKit error; nothing was charged.
    case failed(StoreKitErrorName)

    /// `purchased`, `pending`, `cancelled` or `failed`.
    public var name: String {
        switch self {
        case .purchased: "purchased"
        case .pending: "pending"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
