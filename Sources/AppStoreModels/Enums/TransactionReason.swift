/// The cause of a purchase transaction (`transactionReason`).
public struct TransactionReason: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The customer initiated the purchase.
    public static let purchase = Self(rawValue: "PURCHASE")
    /// The App Store renewed an auto-renewable subscription.
    public static let renewal = Self(rawValue: "RENEWAL")

    public static let documentedValues: [Self] = [
        .purchase, .renewal,
    ]
}
