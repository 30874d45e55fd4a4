/// A change a ``Store`` reports outside a purchase call (StoreKit's `Transaction.updates`).
///
/// It may gain cases in a minor release (CHANGELOG.md lists them): a `switch` over it keeps a `default:`.
public enum StoreUpdate: Hashable, Sendable {
    /// A new or re-signed transaction (a renewal, an approved Ask to Buy purchase, a refund, a family
    /// share), not yet verified by the receiver.
    case transaction(jws: SignedJWS)
    /// A subscription in this group changed status without a new transaction: a renewal failed (billing
    /// retry, grace period), auto-renew was turned off or on, a change was scheduled, or it expired
    /// (StoreKit's `Product.SubscriptionInfo.Status.updates`).
    case subscriptionStatus(groupId: String)
    /// The customer started buying this product outside the app: a promoted In-App Purchase, or a
    /// win-back offer redeemed on the App Store (StoreKit's `PurchaseIntent.intents`, its `offer`). The
    /// app completes the purchase, when it suits the customer, by buying the product with that offer.
    case purchaseIntent(productId: String, winBackOfferId: String?)
    /// The App Store's messages waiting for the customer changed outside a subscription's change (StoreKit handed
    /// one over): read them again with ``Store/pendingMessages()``.
    case pendingMessages
    /// A declined Ask to Buy purchase (stores that can tell; StoreKit cannot).
    case declined(pendingId: String, productId: String)
}
