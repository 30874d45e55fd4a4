public import Foundation

/// A transaction as the App Store signs it (`JWSTransactionDecodedPayload`).
///
/// Every field is optional, as in Apple's documentation: which ones appear depends on the product
/// type, the environment and the API version. Dates are ``MillisecondDate``s, prices milliunits.
public struct JWSTransactionDecodedPayload: Codable, Hashable, Sendable {
    /// The transaction identifier of the original purchase.
    public var originalTransactionId: String?
    /// The unique identifier of this transaction.
    public var transactionId: String?
    /// The identifier of subscription purchase events across devices, including renewals.
    public var webOrderLineItemId: String?
    /// The bundle identifier of the app.
    public var bundleId: String?
    /// The product identifier of the In-App Purchase.
    public var productId: String?
    /// The identifier of the subscription group the subscription belongs to.
    public var subscriptionGroupIdentifier: String?
    /// When the App Store charged the account (for renewals: when the renewal was charged).
    public var purchaseDate: MillisecondDate?
    /// The purchase date of the original transaction.
    public var originalPurchaseDate: MillisecondDate?
    /// When the subscription expires or renews.
    public var expiresDate: MillisecondDate?
    /// The number of consumable products purchased.
    public var quantity: Int32?
    /// The type of the In-App Purchase.
    public var type: ProductType?
    /// The UUID the app set at purchase to link the transaction to its own account, lowercased.
    @LowercasedUUID public var appAccountToken: UUID?
    /// Whether the customer bought the product or has it through Family Sharing.
    public var inAppOwnershipType: InAppOwnershipType?
    /// When the App Store signed this payload.
    public var signedDate: MillisecondDate?
    /// Why the App Store refunded or revoked the transaction.
    public var revocationReason: RevocationReason?
    /// When the App Store refunded or revoked the transaction.
    public var revocationDate: MillisecondDate?
    /// Whether the customer upgraded to another subscription in the group.
    public var isUpgraded: Bool?
    /// The type of subscription offer applied.
    public var offerType: OfferType?
    /// The identifier of the promotional offer or offer-code reference name.
    public var offerIdentifier: String?
    /// The environment that signed the transaction.
    public var environment: AppStoreEnvironment?
    /// The three-letter (ISO 3166-1 alpha-3) code of the App Store storefront.
    public var storefront: String?
    /// Apple's numeric identifier of the storefront.
    public var storefrontId: String?
    /// Whether the customer purchased or the App Store renewed.
    public var transactionReason: TransactionReason?
    /// The ISO 4217 currency code of `price`.
    public var currency: String?
    /// The price in milliunits of `currency` (1990 means 1.99).
    public var price: Int64?
    /// The payment mode of the offer applied.
    public var offerDiscountType: OfferDiscountType?
    /// The app transaction identifier of the customer's app download.
    public var appTransactionId: String?
    /// The duration of the offer applied, as an ISO 8601 duration.
    public var offerPeriod: String?
    /// The kind of refund or revocation.
    public var revocationType: RevocationType?
    /// The refunded share in milliunits of a percent (50000 is 50 %).
    public var revocationPercentage: Int32?
    /// Advanced Commerce API details, for apps that use it.
    public var advancedCommerceInfo: AdvancedCommerceTransactionInfo?
    /// How a subscription with a commitment is billed.
    public var billingPlanType: BillingPlanType?
    /// The commitment a monthly-billed subscription is part of.
    public var commitmentInfo: TransactionCommitmentInfo?
    /// Device verification value (StoreKit testing in Xcode and on-device transactions).
    public var deviceVerification: String?
    /// The nonce used for `deviceVerification`.
    public var deviceVerificationNonce: String?

    /// An empty transaction; set the fields that apply.
    public init() {}
}

/// The commitment a monthly-billed subscription is part of (`TransactionCommitmentInfo`).
public struct TransactionCommitmentInfo: Codable, Hashable, Sendable {
    /// Which billing period of the commitment this transaction pays for.
    public var billingPeriodNumber: Int32?
    /// When the commitment ends.
    public var commitmentExpiresDate: MillisecondDate?
    /// The price of the whole commitment, in milliunits.
    public var commitmentPrice: Int64?
    /// The number of billing periods in the commitment.
    public var totalBillingPeriods: Int32?

    public init() {}
}
