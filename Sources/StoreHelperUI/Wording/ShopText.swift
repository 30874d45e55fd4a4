/// One text a shop's screen shows, with its values already formatted; a ``ShopWording`` turns it into words in the
/// customer's language. The view state chooses the texts; the views only lay them out.
///
/// It gains cases as the views do: a `switch` over it ends in a `default:` that falls back to
/// ``ShopWording/english``.
public enum ShopText: Hashable, Sendable {
    /// A purchase button's accessibility label: buy `product` for `price`.
    case buy(product: String, price: String)
    /// A purchase is running.
    case purchasing
    /// The customer owns the product.
    case purchased
    /// A parent's approval (Ask to Buy) or the completion of an interrupted purchase is awaited.
    case waitingForApproval
    /// The customer cancelled the purchase.
    case purchaseCancelled
    /// The purchase failed, with the reason.
    case purchaseFailed(reason: String)
    /// The action that tries a failed purchase again.
    case tryAgain
    /// A parent declined the request to buy.
    case requestDeclined
    /// A subscription's status at a glance.
    case subscriptionBadge(SubscriptionStatusState.Badge)
    /// A consumable's balance: `count` left.
    case remaining(Int)
    /// A section of the product list.
    case section(ShopSection.Kind)
    /// A price per month (`$4.99/month`).
    case perMonth(price: String)
    /// A plan's savings over paying by the month, as a percentage already formatted (`25%`).
    case save(percent: String)
    /// A length of time: `count` of `unit` (`1 week`, `3 months`).
    case duration(count: Int, unit: DurationUnit)
    /// A free trial lasting the given duration (already worded).
    case freeTrial(duration: String)
    /// An offer paid once, up front: `price` for the given duration.
    case payUpFront(price: String, duration: String)
    /// An offer paid each period: `price` per period (a worded `unit`) for the given duration.
    case payAsYouGo(price: String, per: DurationUnit, duration: String)
    /// A monthly plan that commits the customer to `months` months, billed each month.
    case commitment(months: Int, monthlyPrice: String)
    /// An offer for a customer who subscribed before (a win-back offer).
    case winBackOffer
    /// An offer the app grants (a promotional offer).
    case promotionalOffer
    /// Restores purchases.
    case restorePurchases
    /// Purchases are being restored.
    case restoringPurchases
    /// Purchases were restored.
    case purchasesRestored
    /// Opens the App Store's subscription management.
    case manageSubscriptions
    /// Opens the paywall again once a subscription has ended.
    case subscribeAgain
    /// Opens the payment method's update (after a failed renewal).
    case updatePaymentMethod
    /// Asks the App Store for a refund.
    case requestRefund
    /// A refund request is being sent.
    case requestingRefund
    /// A refund request was sent.
    case refundRequested
    /// Opens the App Store's offer code redemption.
    case redeemOfferCode
    /// The app's terms of use.
    case termsOfUse
    /// The app's privacy policy.
    case privacyPolicy
    /// What VoiceOver announces when something happens to a product: its name, then what happened (an `event`
    /// already worded: "Purchased", "Refund requested").
    case announcement(product: String, event: String)

    /// The unit of a ``duration(count:unit:)``.
    public enum DurationUnit: Hashable, Sendable {
        case day, week, month, year
    }
}
