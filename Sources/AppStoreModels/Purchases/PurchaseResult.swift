/// How a purchase ended when it did not fail: StoreKit 2's `Product.PurchaseResult`; a failure is thrown.
///
/// One enum on every layer, over what each hands back for a purchase: the unverified `SignedJWS` across
/// the `Store` seam (StoreKitInterface), StoreHelper's verified transaction to the app, and the local App Store's signed
/// transaction to its tests and tools.
public enum PurchaseResult<Transaction: Hashable & Sendable>: Hashable, Sendable {
    /// Purchased: the customer owns it now.
    case purchased(Transaction)
    /// Waiting for Ask to Buy or interrupted; the transaction arrives later as a `StoreUpdate`. The
    /// ticket says which purchase waits and why when the store can tell (nil for StoreKit).
    case pending(PendingTicket?)
    /// The customer cancelled.
    case userCancelled

    /// The transaction, when purchased.
    public var transaction: Transaction? {
        if case .purchased(let transaction) = self { transaction } else { nil }
    }

    /// `purchased`, `pending` or `cancelled`.
    public var name: String {
        switch self {
        case .purchased: "purchased"
        case .pending: "pending"
        case .userCancelled: "cancelled"
        }
    }
}

/// A purchase that waits: what approves, declines or resolves it, and why it waits.
public struct PendingTicket: Hashable, Sendable {
    /// Why a purchase waits.
    public enum Reason: String, Codable, Hashable, Sendable {
        /// Waiting for a parent to approve or decline it (Ask to Buy).
        case askToBuy
        /// Interrupted (for example, terms to accept); completes when resolved.
        case interrupted
    }

    /// The pending purchase's identifier.
    public var id: String
    public var reason: Reason

    public init(id: String, reason: Reason) {
        self.id = id
        self.reason = reason
    }
}
