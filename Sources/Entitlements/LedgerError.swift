public import AppStoreModels
import Foundation

/// Why a ledger operation was refused. A refused operation changes nothing. Its ``kind`` is stable,
/// and new kinds may be added without breaking a client's code.
public struct LedgerError: KindedError, Hashable, Sendable {
    public var kind: Kind
    /// What was wrong and what to do about it.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The transaction has no `transactionId`, so it cannot be credited once.
    public static let missingTransactionId = LedgerError(.missingTransactionId, "the transaction has no transactionId; it cannot be credited")

    /// Only consumables go through the ledger.
    public static func notAConsumable(productId: String?) -> LedgerError {
        LedgerError(.notAConsumable, "\(productId ?? "the transaction's product") is not a consumable; only consumables are counted")
    }

    /// A quantity below 1.
    public static func invalidQuantity(_ quantity: Int) -> LedgerError {
        LedgerError(.invalidQuantity, "a quantity must be 1 or more, not \(quantity)")
    }

    /// Using more units than the customer has.
    public static func insufficientBalance(productId: String, balance: Int, requested: Int) -> LedgerError {
        LedgerError(.insufficientBalance, "\(productId) has \(balance) unit(s) left; \(requested) were asked for")
    }

    /// The ledger's store could not load or save; nothing changed.
    public static func storageFailed(_ reason: String) -> LedgerError { LedgerError(.storageFailed, reason) }

}

extension ErrorKind where Owner == LedgerError {
    public static var missingTransactionId: Self { Self(rawValue: "missing-transaction-id") }
    public static var notAConsumable: Self { Self(rawValue: "not-a-consumable") }
    public static var invalidQuantity: Self { Self(rawValue: "invalid-quantity") }
    public static var insufficientBalance: Self { Self(rawValue: "insufficient-balance") }
    public static var storageFailed: Self { Self(rawValue: "storage-failed") }
}
