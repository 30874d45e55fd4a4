public import AppStoreModels
public import Foundation

/// A purchase that did not complete at once: waiting for Ask to Buy, or interrupted.
public struct PendingPurchase: Codable, Hashable, Sendable {
    /// Why the purchase waits: Ask to Buy (`approve` / `decline`) or interrupted (`resolve`).
    public typealias Reason = PendingTicket.Reason

    /// What became of it.
    public enum State: String, Codable, Hashable, Sendable {
        case waiting, approved, declined, resolved
    }

    /// The identifier `approve`, `decline` and `resolve` take.
    public var id: String
    public var accountId: String
    public var productId: String
    public var options: PurchaseOptions
    public var reason: Reason
    public var state: State
    public var createdAt: Date
    /// The transaction the purchase became, once approved or resolved.
    public var transactionId: String?
}
