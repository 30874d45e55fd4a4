public import AppStoreModels

/// How a purchase ended, for a tool that reports every ending: the store's result, or the StoreKit error it failed
/// with (``AppStoreModels/ErrorKind/purchaseFailed``, which leaves the store as it was).
public typealias PurchaseEnding = Result<PurchaseResult<SignedTransaction>, StoreError>

extension LocalAppStore {
    /// Buys as ``purchase(_:accountId:options:controls:)`` does, a purchase that fails as StoreKit fails it being an
    /// ending too (`.failure`); requests that cannot be made at all still throw.
    public mutating func purchaseEnding(
        _ productId: String,
        accountId: String = LocalAppStore.defaultAccountId,
        options: PurchaseOptions = PurchaseOptions(),
        controls: PurchaseControls = PurchaseControls()
    ) throws(StoreError) -> PurchaseEnding {
        do throws(StoreError) {
            return .success(try purchase(productId, accountId: accountId, options: options, controls: controls))
        } catch {
            guard error.kind == .purchaseFailed else { throw error }
            return .failure(error)
        }
    }
}
