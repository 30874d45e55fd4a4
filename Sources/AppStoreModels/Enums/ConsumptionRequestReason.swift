/// Why the customer asked for a refund (`consumptionRequestReason`).
public struct ConsumptionRequestReason: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The customer did not intend to buy.
    public static let unintendedPurchase = Self(rawValue: "UNINTENDED_PURCHASE")
    /// The customer had an issue receiving or using the product.
    public static let fulfillmentIssue = Self(rawValue: "FULFILLMENT_ISSUE")
    /// The customer was not satisfied.
    public static let unsatisfiedWithPurchase = Self(rawValue: "UNSATISFIED_WITH_PURCHASE")
    /// A legal reason.
    public static let legal = Self(rawValue: "LEGAL")
    /// Another reason.
    public static let other = Self(rawValue: "OTHER")

    public static let documentedValues: [Self] = [
        .unintendedPurchase, .fulfillmentIssue, .unsatisfiedWithPurchase, .legal,
        .other,
    ]
}
