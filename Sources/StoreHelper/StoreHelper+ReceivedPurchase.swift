import StoreKitInterface

extension StoreHelper {
    /// Takes in a purchase the app did not start with ``purchase(_:options:promotionalOfferId:)``: one a
    /// customer completed in StoreKit's own views (`StoreView`, `ProductView`, `SubscriptionStoreView`), as the
    /// store answered it. A purchased transaction is verified, delivered once (a consumable is credited once
    /// however often it arrives), finished, and entitlements are recomputed; a pending one completes later
    /// through the listener. ``purchaseState`` follows, as for the helper's own purchases. No caller waits on a
    /// view's purchase: a failure is reported in ``lastError`` as well as thrown, and nothing is granted then.
    @discardableResult
    public func receivePurchase(
        of productId: String,
        _ outcome: Result<PurchaseResult<SignedJWS>, StoreFailure>
    ) async throws(StoreHelperError) -> PurchaseResult<StoreTransaction> {
        dismissPurchaseIntent(for: productId)
        do throws(StoreHelperError) {
            let result: PurchaseResult<SignedJWS>
            do { result = try outcome.get() } catch { throw .store(error, "the purchase of \(productId) in StoreKit's view") }
            let settled = try await settle(result, of: productId)
            set(outcomeOf: settled)
            return settled
        } catch {
            report(error)
            set(error.kind == .verification ? .failedVerification : .failed)
            throw error
        }
    }
}
