/// Details of some notification types (`subtype`).
public struct NotificationSubtype: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The first purchase in a subscription group.
    public static let initialBuy = Self(rawValue: "INITIAL_BUY")
    /// A resubscription to the same or another product in the group.
    public static let resubscribe = Self(rawValue: "RESUBSCRIBE")
    /// A downgrade, effective at the next renewal.
    public static let downgrade = Self(rawValue: "DOWNGRADE")
    /// An upgrade, effective immediately.
    public static let upgrade = Self(rawValue: "UPGRADE")
    /// Auto-renewal was enabled.
    public static let autoRenewEnabled = Self(rawValue: "AUTO_RENEW_ENABLED")
    /// Auto-renewal was disabled.
    public static let autoRenewDisabled = Self(rawValue: "AUTO_RENEW_DISABLED")
    /// The subscription expired after the customer turned off renewal.
    public static let voluntary = Self(rawValue: "VOLUNTARY")
    /// The subscription expired after billing retry ended.
    public static let billingRetry = Self(rawValue: "BILLING_RETRY")
    /// The subscription expired because the customer did not consent to a price increase.
    public static let priceIncrease = Self(rawValue: "PRICE_INCREASE")
    /// The renewal failed and the subscription is in its billing grace period.
    public static let gracePeriod = Self(rawValue: "GRACE_PERIOD")
    /// The customer has not yet responded to a price increase.
    public static let pending = Self(rawValue: "PENDING")
    /// The customer consented to a price increase, or none was needed.
    public static let accepted = Self(rawValue: "ACCEPTED")
    /// A subscription that failed to renew renewed successfully.
    public static let billingRecovery = Self(rawValue: "BILLING_RECOVERY")
    /// The subscription expired because the product was not for sale at renewal.
    public static let productNotForSale = Self(rawValue: "PRODUCT_NOT_FOR_SALE")
    /// A renewal date extension for many subscribers completed.
    public static let summary = Self(rawValue: "SUMMARY")
    /// A renewal date extension for one subscription failed.
    public static let failure = Self(rawValue: "FAILURE")
    /// An external purchase token was not reported.
    public static let unreported = Self(rawValue: "UNREPORTED")
    /// An external purchase token is still active and needs reporting.
    public static let activeTokenReminder = Self(rawValue: "ACTIVE_TOKEN_REMINDER")
    /// An external purchase token was created.
    public static let created = Self(rawValue: "CREATED")

    public static let documentedValues: [Self] = [
        .initialBuy, .resubscribe, .downgrade, .upgrade,
        .autoRenewEnabled, .autoRenewDisabled, .voluntary, .billingRetry,
        .priceIncrease, .gracePeriod, .pending, .accepted,
        .billingRecovery, .productNotForSale, .summary, .failure,
        .unreported, .activeTokenReminder, .created,
    ]
}
