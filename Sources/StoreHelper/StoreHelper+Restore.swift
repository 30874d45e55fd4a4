import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import Logging
import StoreKitInterface

extension StoreHelper {
    /// Restores purchases (`AppStore.sync()`): unfinished and changed transactions are delivered,
    /// and entitlements recomputed.
    public func restorePurchases() async throws(StoreHelperError) {
        do {
            try await store.sync()
        } catch {
            let failure = StoreHelperError.store(error, "restoring purchases")
            report(failure)
            throw failure
        }
        await refreshEntitlements()  // verifies every transaction the store has
        var firstFailure: StoreHelperError?
        for transaction in history.transactions.values where transaction.productType == .consumable {
            do {
                try await deliver(transaction)
            } catch {
                report(error)
                firstFailure = firstFailure ?? error
            }
        }
        if let firstFailure { throw firstFailure }
        logger.info("restored purchases: \(purchasedProducts.sorted().joined(separator: ", "))")
    }

    /// Asks for a refund of the customer's latest transaction for `productId`. Throws `notPurchased` when the
    /// customer has none, and `verification` when the store's latest does not verify (nothing is asked then).
    public func requestRefund(for productId: String) async throws(StoreHelperError) {
        let latest: SignedJWS?
        do {
            latest = try await store.latestTransaction(for: productId)
        } catch {
            throw StoreHelperError.store(error, "finding the transaction to refund")
        }
        guard let jws = latest else { throw StoreHelperError.notPurchased(productId) }
        let transaction = try await verifyOrThrow(jws)
        do {
            try await store.requestRefund(transaction.id)
        } catch {
            throw StoreHelperError.store(error, "requesting a refund")
        }
        logger.info("refund requested for \(productId)")
    }

    /// Whether the customer may take the introductory offer of `product`'s group.
    public func isEligibleForIntroOffer(_ product: StoreProduct) async throws(StoreHelperError) -> Bool {
        guard let groupId = product.subscription?.groupId, product.subscription?.introductoryOffer != nil else { return false }
        do {
            return try await store.isEligibleForIntroOffer(groupId: groupId)
        } catch {
            throw StoreHelperError.store(error, "checking introductory-offer eligibility")
        }
    }
}
