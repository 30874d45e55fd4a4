/// The event an App Store Server Notification V2 reports (`notificationType`).
public struct NotificationType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A refund was requested; the App Store asks for consumption information.
    public static let consumptionRequest = Self(rawValue: "CONSUMPTION_REQUEST")
    /// The customer changed their subscription plan (see the subtype).
    public static let didChangeRenewalPref = Self(rawValue: "DID_CHANGE_RENEWAL_PREF")
    /// Auto-renewal was turned on or off.
    public static let didChangeRenewalStatus = Self(rawValue: "DID_CHANGE_RENEWAL_STATUS")
    /// A renewal failed because of a billing issue.
    public static let didFailToRenew = Self(rawValue: "DID_FAIL_TO_RENEW")
    /// The subscription renewed.
    public static let didRenew = Self(rawValue: "DID_RENEW")
    /// The subscription expired.
    public static let expired = Self(rawValue: "EXPIRED")
    /// An external purchase token was created or not reported.
    public static let externalPurchaseToken = Self(rawValue: "EXTERNAL_PURCHASE_TOKEN")
    /// The billing grace period ended without a renewal.
    public static let gracePeriodExpired = Self(rawValue: "GRACE_PERIOD_EXPIRED")
    /// Advanced Commerce: the subscription's metadata changed.
    public static let metadataUpdate = Self(rawValue: "METADATA_UPDATE")
    /// Advanced Commerce: a subscription was migrated.
    public static let migration = Self(rawValue: "MIGRATION")
    /// The customer redeemed an offer.
    public static let offerRedeemed = Self(rawValue: "OFFER_REDEEMED")
    /// The customer bought a consumable, non-consumable or non-renewing subscription.
    public static let oneTimeCharge = Self(rawValue: "ONE_TIME_CHARGE")
    /// Advanced Commerce: the subscription's price changed.
    public static let priceChange = Self(rawValue: "PRICE_CHANGE")
    /// The system informed the customer of a price increase.
    public static let priceIncrease = Self(rawValue: "PRICE_INCREASE")
    /// The App Store refunded a transaction.
    public static let refund = Self(rawValue: "REFUND")
    /// The App Store declined a refund request.
    public static let refundDeclined = Self(rawValue: "REFUND_DECLINED")
    /// The App Store reversed a previously granted refund.
    public static let refundReversed = Self(rawValue: "REFUND_REVERSED")
    /// The renewal date of a subscription was extended.
    public static let renewalExtended = Self(rawValue: "RENEWAL_EXTENDED")
    /// A renewal date extension for many subscribers progressed (see the subtype).
    public static let renewalExtension = Self(rawValue: "RENEWAL_EXTENSION")
    /// A customer, or their parent or guardian, withdrew consent for the app.
    public static let rescindConsent = Self(rawValue: "RESCIND_CONSENT")
    /// Family Sharing access to a purchase ended.
    public static let revoke = Self(rawValue: "REVOKE")
    /// The customer subscribed (see the subtype).
    public static let subscribed = Self(rawValue: "SUBSCRIBED")
    /// A test notification requested through the App Store Server API.
    public static let test = Self(rawValue: "TEST")

    public static let documentedValues: [Self] = [
        .consumptionRequest, .didChangeRenewalPref, .didChangeRenewalStatus, .didFailToRenew,
        .didRenew, .expired, .externalPurchaseToken, .gracePeriodExpired,
        .metadataUpdate, .migration, .offerRedeemed, .oneTimeCharge,
        .priceChange, .priceIncrease, .refund, .refundDeclined,
        .refundReversed, .renewalExtended, .renewalExtension, .rescindConsent,
        .revoke, .subscribed, .test,
    ]
}
