public import AppStoreModels
import Foundation

/// What recording a transaction did.
public enum CreditOutcome: Hashable, Sendable {
    /// New units became available.
    case credited(quantity: Int)
    /// This transaction was recorded before; nothing changed.
    case alreadyRecorded
    /// A refund or revocation was recorded; under ``RefundPolicy/debit`` its units no longer count.
    case revoked(quantity: Int)
}

/// What a refunded consumable does to the balance.
public enum RefundPolicy: String, Hashable, Sendable, Codable {
    /// The refunded units are taken off the balance (which can go below zero if they were used).
    case debit
    /// The balance is left alone and the transaction is listed in ``ConsumableLedger/flaggedForReview``.
    case flagForReview
}

/// Consumable units per product, credited once per transaction id however often a transaction is
/// delivered (purchase result and update listener, app and server), and debited as they are used.
///
/// Every change is saved before it takes effect: if the store fails, the ledger stays as it was.
public actor ConsumableLedger {
    private let store: any LedgerStore
    public nonisolated let refundPolicy: RefundPolicy
    private var state: LedgerState

    /// Opens the ledger kept in `store`.
    public init(store: any LedgerStore, refundPolicy: RefundPolicy = .debit) throws(LedgerError) {
        self.store = store
        self.refundPolicy = refundPolicy
        do {
            state = try store.load()
        } catch {
            throw LedgerError.storageFailed("cannot load the ledger: \(error.message)")
        }
    }

    /// Records a verified consumable transaction: credits it the first time, records its refund when
    /// it carries a `revocationDate`. Revocation is final in the ledger.
    @discardableResult
    public func record(_ transaction: JWSTransactionDecodedPayload) throws(LedgerError) -> CreditOutcome {
        guard let id = transaction.transactionId else { throw LedgerError.missingTransactionId }
        guard transaction.type == .consumable, let productId = transaction.productId else {
            throw LedgerError.notAConsumable(productId: transaction.productId)
        }
        let quantity = Int(transaction.quantity ?? 1)
        guard quantity > 0 else { throw LedgerError.invalidQuantity(quantity) }
        let isRevoked = transaction.revocationDate != nil
        var next = state
        switch next.credits[id] {
        case .some(let credit) where credit.revoked || !isRevoked:
            return .alreadyRecorded
        case .some:
            next.credits[id]?.revoked = true
            try commit(next)
            return .revoked(quantity: quantity)
        case .none:
            next.credits[id] = LedgerState.Credit(productId: productId, quantity: quantity, revoked: isRevoked)
            try commit(next)
            return isRevoked ? .revoked(quantity: quantity) : .credited(quantity: quantity)
        }
    }

    /// Uses `quantity` units of `productId`. Refused when fewer are available.
    public func consume(_ productId: String, quantity: Int = 1) throws(LedgerError) {
        guard quantity > 0 else { throw LedgerError.invalidQuantity(quantity) }
        let available = balance(for: productId)
        guard available >= quantity else {
            throw LedgerError.insufficientBalance(productId: productId, balance: available, requested: quantity)
        }
        var next = state
        next.consumed[productId, default: 0] += quantity
        try commit(next)
    }

    /// Units of `productId` available now.
    public func balance(for productId: String) -> Int {
        let credited = state.credits.values
            .filter { $0.productId == productId && (!$0.revoked || refundPolicy == .flagForReview) }
            .reduce(0) { $0 + $1.quantity }
        return credited - state.consumed[productId, default: 0]
    }

    /// Refunded transactions whose units were left on the balance (policy ``RefundPolicy/flagForReview``).
    public var flaggedForReview: [String] {
        guard refundPolicy == .flagForReview else { return [] }
        return state.credits.filter { $0.value.revoked }.map(\.key).sorted()
    }

    /// Whether `transactionId` has been recorded.
    public func hasRecorded(_ transactionId: String) -> Bool { state.credits[transactionId] != nil }

    private func commit(_ next: LedgerState) throws(LedgerError) {
        do {
            try store.save(next)
        } catch {
            throw LedgerError.storageFailed("cannot save the ledger: \(error.message)")
        }
        state = next
    }
}
