import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import Logging
import StoreKitInterface

extension StoreHelper {
    /// Units of a consumable the customer has (credited once per transaction, minus what was used).
    public func count(for productId: String) async -> Int { await ledger.balance(for: productId) }

    /// Uses units of a consumable. Refused when there are not enough.
    public func consume(_ productId: String, quantity: Int = 1) async throws(StoreHelperError) {
        do {
            try await ledger.consume(productId, quantity: quantity)
        } catch {
            throw StoreHelperError.ledger(error)
        }
        logger.info("used \(quantity) × \(productId)")
        broadcast.send(.consumableBalance(productId: productId, count: await ledger.balance(for: productId)))
    }
}
