#if Server
public import Foundation

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

/// A consumable purchase units may be taken from: a transaction and the units it bought.
public struct ConsumablePurchase: Hashable, Sendable {
    public var transactionId: String
    public var units: Int

    public init(transactionId: String, units: Int) {
        self.transactionId = transactionId
        self.units = units
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
    /// The request id was used before for another request (another user, product or quantity): request ids
    /// are one app's, not one user's, and a reused one is refused rather than taken for the earlier request.
    case requestIdReused
}

extension Consumption {
    /// Throws unless the request can be applied at all.
    static func check(_ consumption: Consumption) throws(StorageError) {
        for (text, field) in [(consumption.requestId, "request id"), (consumption.appUserId, "app user id"), (consumption.productId, "product id")] {
            guard !text.isEmpty, text.utf8.count <= 256, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw StorageError(.invalidRequest, "a \(field) must be 1 to 256 bytes without control characters")
            }
        }
        guard consumption.quantity >= 1 else { throw StorageError(.invalidRequest, "the quantity must be 1 or more, not \(consumption.quantity)") }
    }
}
#endif
