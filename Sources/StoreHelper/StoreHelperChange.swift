/// A change of the helper's state, for apps that observe through a stream rather than `@Observable`.
///
/// It may gain cases in a minor release (CHANGELOG.md lists them): a `switch` over it keeps a `default:`.
public enum StoreHelperChange: Hashable, Sendable {
    case productsLoaded(count: Int)
    case purchaseState(PurchaseState)
    /// The set of purchased (non-consumable) product ids changed.
    case purchasedProducts(Set<String>)
    /// A transaction was verified, delivered and finished.
    case delivered(productId: String, transactionId: String)
    /// A transaction was refunded or revoked; access was removed.
    case revoked(productId: String, transactionId: String)
    /// The state of a subscription in this group changed (renewed, billing retry, grace period, expired,
    /// revoked, a change scheduled), whether a transaction or the store's clock changed it.
    case subscriptionStatus(groupId: String)
    /// A transaction failed verification and was ignored.
    case unverified(reason: String)
    /// The customer started buying this product on the App Store; it waits in
    /// ``StoreHelper/purchaseIntents`` for the app to complete the purchase.
    case purchaseIntent(productId: String)
    /// The App Store messages waiting for the customer changed; ``StoreHelper/pendingMessages`` holds them.
    case pendingMessages(count: Int)
    /// A parent declined an Ask to Buy purchase.
    case declined(productId: String)
    case consumableBalance(productId: String, count: Int)
}
