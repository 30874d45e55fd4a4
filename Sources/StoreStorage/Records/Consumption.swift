import Foundation

/// A request to use up units of a consumable, made idempotent by the client's `requestId`.
public struct Consumption: Hashable, Sendable {
    /// The client's id of this request: the same id is applied once.
    public var requestId: String
    public var appUserId: String
    public var productId: String
    /// Units to use up, 1 or more.
    public var quantity: Int
    /// When, on the server's clock.
    public var date: Date

    public init(requestId: String, appUserId: String, productId: String, quantity: Int, date: Date) {
        self.requestId = requestId
        self.appUserId = appUserId
        self.productId = productId
        self.quantity = quantity
        self.date = date
    }
}

/// What a consumption did.
public enum ConsumptionOutcome: Hashable, Sendable {
    /// Applied now; the balance left.
    case consumed(balance: Int)
    /// A request with this id was applied before; nothing changed. The balance left.
    case alreadyApplied(balance: Int)
    /// The balance is smaller than the quantity; nothing changed.
    case insufficientBalance(balance: Int)
}

extension Consumption {
    /// Throws unless the request can be applied at all.
    static func check(_ consumption: Consumption) throws(StorageError) {
        guard !consumption.requestId.isEmpty, consumption.requestId.utf8.count <= 128 else {
            throw StorageError(.invalidRequest, "a request id must be 1 to 128 bytes")
        }
        guard consumption.quantity >= 1 else { throw StorageError(.invalidRequest, "the quantity must be 1 or more, not \(consumption.quantity)") }
    }
}
