public import AppStoreModels
public import Entitlements
public import Foundation
import StoreKitInterface

/// The customer's subscription in one group, as values an app formats: the highest service level they
/// have (or had), its state, and what happens next (StoreKit's `Product.SubscriptionInfo.Status` with its
/// renewal info). ``StatusFormatter`` words it.
public struct GroupSubscriptionInfo: Hashable, Sendable {
    /// The group's name in the app's product configuration (else its display name, else its id).
    public var groupName: String
    /// The subscription group identifier.
    public var groupId: String
    /// The product of the highest service level the customer has (or had).
    public var product: StoreProduct
    /// Subscribed, in the grace period, in billing retry, expired or revoked, at ``asOf``.
    public var state: SubscriptionState
    /// The latest transaction of that subscription.
    public var transaction: StoreTransaction
    /// Apple's whole decoded renewal info, when the store has one.
    public var renewalInfo: JWSRenewalInfoDecodedPayload?
    /// Whether auto-renew is on (in billing retry too: the App Store keeps trying to renew).
    public var willAutoRenew: Bool
    /// Whether the commitment renews at its end (the renewal info's `commitmentInfo`); `nil` outside a commitment.
    /// Every month before its end is billed whatever this says.
    public var willRenewCommitment: Bool?
    /// When the current period ends: the renewal date when it renews, else the expiry.
    public var expirationDate: Date
    /// The end of the billing grace period, while the App Store retries a failed renewal.
    public var gracePeriodExpirationDate: Date?
    /// The product it changes to at the next renewal (a downgrade or crossgrade); nil when it renews as itself.
    public var pendingChange: StoreProduct?
    /// The price of the next period in ``currency``, when the App Store said (it changes with offers and
    /// price increases); else the app shows the renewing product's `displayPrice`.
    public var renewalPrice: Decimal?
    /// The ISO 4217 code of ``renewalPrice``.
    public var currency: String?
    /// The store's instant this was judged at.
    public var asOf: Date

    /// When it renews: the end of the current period, while subscribed with auto-renew on.
    public var renewalDate: Date? { state == .subscribed && willAutoRenew ? expirationDate : nil }
    /// When the App Store refunded or revoked it.
    public var revocationDate: Date? { transaction.revocationDate }
    /// The 12-month commitment the latest transaction pays a month of (a monthly plan: `billingPlanType` `MONTHLY`);
    /// `nil` when billed up front.
    public var commitment: TransactionCommitmentInfo? { transaction.payload.commitmentInfo }

    init(
        groupName: String,
        status: SubscriptionRenewalStatus,
        transaction: StoreTransaction,
        expirationDate: Date,
        product: StoreProduct,
        changeTo: StoreProduct?,
        asOf: Date
    ) {
        self.groupName = groupName
        groupId = product.subscription?.groupId ?? status.transaction.subscriptionGroupIdentifier ?? ""
        self.product = product
        state = status.state
        self.transaction = transaction
        renewalInfo = status.renewalInfo
        willAutoRenew = status.willAutoRenew
        willRenewCommitment = status.willRenewCommitment
        self.expirationDate = expirationDate
        gracePeriodExpirationDate = status.gracePeriodExpiresDate?.date
        pendingChange = status.scheduledChange != nil ? changeTo : nil
        if let milliunits = status.renewalInfo?.renewalPrice, let currency = status.renewalInfo?.currency {
            renewalPrice = Decimal(milliunits: milliunits)
            self.currency = currency
        }
        self.asOf = asOf
    }
}
