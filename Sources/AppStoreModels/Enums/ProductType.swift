/// The type of an In-App Purchase product (`type`).
public struct ProductType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// An auto-renewable subscription.
    public static let autoRenewable = Self(rawValue: "Auto-Renewable Subscription")
    /// A non-consumable In-App Purchase.
    public static let nonConsumable = Self(rawValue: "Non-Consumable")
    /// A consumable In-App Purchase.
    public static let consumable = Self(rawValue: "Consumable")
    /// A non-renewing subscription.
    public static let nonRenewing = Self(rawValue: "Non-Renewing Subscription")

    public static let documentedValues: [Self] = [
        .autoRenewable, .nonConsumable, .consumable, .nonRenewing,
    ]
}
