public import Foundation

/// Renewal information of an auto-renewable subscription as the App Store signs it
/// (`JWSRenewalInfoDecodedPayload`).
public struct JWSRenewalInfoDecodedPayload: Codable, Hashable, Sendable {
    /// Why the subscription expired.
    public var expirationIntent: ExpirationIntent?
    /// The transaction identifier of the original purchase.
    public var originalTransactionId: String?
    /// The product the subscription renews to (differs from `productId` after a downgrade or crossgrade).
    public var autoRenewProductId: String?
    /// The product identifier of the current subscription.
    public var productId: String?
    /// Whether the subscription will renew.
    public var autoRenewStatus: AutoRenewStatus?
    /// Whether the App Store is trying to renew after a billing failure.
    public var isInBillingRetryPeriod: Bool?
    /// The customer's response to a price increase that needs consent.
    public var priceIncreaseStatus: PriceIncreaseStatus?
    /// When the billing grace period ends.
    public var gracePeriodExpiresDate: MillisecondDate?
    /// The type of offer that applies to the next renewal.
    public var offerType: OfferType?
    /// The offer identifier that applies to the next renewal.
    public var offerIdentifier: String?
    /// When the App Store signed this payload.
    public var signedDate: MillisecondDate?
    /// The environment that signed the renewal info.
    public var environment: AppStoreEnvironment?
    /// The earliest start date of the current run of continuous subscription.
    public var recentSubscriptionStartDate: MillisecondDate?
    /// When the next renewal is due.
    public var renewalDate: MillisecondDate?
    /// The ISO 4217 currency code of `renewalPrice`.
    public var currency: String?
    /// The price of the next renewal in milliunits.
    public var renewalPrice: Int64?
    /// The payment mode of the offer that applies to the next renewal.
    public var offerDiscountType: OfferDiscountType?
    /// The win-back offers the customer is eligible for.
    public var eligibleWinBackOfferIds: [String]?
    /// The app transaction identifier of the customer's app download.
    public var appTransactionId: String?
    /// The duration of the offer that applies to the next renewal, as an ISO 8601 duration.
    public var offerPeriod: String?
    /// The UUID the app set at purchase, lowercased.
    @LowercasedUUID public var appAccountToken: UUID?
    /// Advanced Commerce API renewal details, for apps that use it.
    public var advancedCommerceInfo: AdvancedCommerceRenewalInfo?
    /// The commitment the renewal belongs to.
    public var commitmentInfo: RenewalCommitmentInfo?
    /// How the next renewal is billed.
    public var renewalBillingPlanType: BillingPlanType?
    /// Device verification value (StoreKit testing in Xcode).
    public var deviceVerification: String?
    /// The nonce used for `deviceVerification`.
    public var deviceVerificationNonce: String?

    /// An empty renewal info; set the fields that apply.
    public init() {}
}

/// The commitment a renewal belongs to (`RenewalCommitmentInfo`).
public struct RenewalCommitmentInfo: Codable, Hashable, Sendable {
    /// The product the commitment renews to.
    public var commitmentAutoRenewProductId: String?
    /// Whether the commitment renews.
    public var commitmentAutoRenewStatus: AutoRenewStatus?
    /// How the renewed commitment is billed.
    public var commitmentRenewalBillingPlanType: BillingPlanType?
    /// When the commitment renews.
    public var commitmentRenewalDate: MillisecondDate?
    /// The price of the renewed commitment, in milliunits.
    public var commitmentRenewalPrice: Int64?

    public init() {}
}
