import StoreKit
import StoreKitInterface

/// The products StoreKit has answered, by id: a purchase needs StoreKit's `Product` value.
actor ProductCache {
    private var products: [String: Product] = [:]

    subscript(id: String) -> Product? { products[id] }

    func remember(_ found: [Product]) {
        for product in found { products[product.id] = product }
    }
}

/// The transactions StoreKit has handed over, by id: finishing one needs StoreKit's `Transaction` value.
actor TransactionCache {
    private var transactions: [UInt64: Transaction] = [:]

    subscript(id: UInt64) -> Transaction? { transactions[id] }

    func remember(_ transaction: Transaction) {
        transactions[transaction.id] = transaction
    }

    /// The signed transaction of `result` when StoreKit verified it, remembered for finishing; nil when
    /// StoreKit could not verify it (it is never handed over).
    func take(_ result: VerificationResult<Transaction>) -> SignedJWS? {
        guard case .verified(let transaction) = result else { return nil }
        remember(transaction)
        return SignedJWS(result.jwsRepresentation)
    }
}
