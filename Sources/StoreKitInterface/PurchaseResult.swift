/// What a purchase returned (StoreKit's `Product.PurchaseResult`), between a ``Store`` and the
/// helper. Failures are thrown as ``StoreFailure``.
public enum PurchaseResult: Hashable, Sendable {
    /// Purchased: the signed transaction, not yet verified by the receiver.
    case success(jws: SignedJWS)
    /// Waiting for Ask to Buy or interrupted; `id` identifies it when the store can tell (nil for
    /// StoreKit). The transaction arrives later as a ``StoreUpdate``.
    case pending(id: String?)
    case userCancelled
}
