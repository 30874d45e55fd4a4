/// How a subscription with a commitment is billed (`billingPlanType`, `renewalBillingPlanType`).
public struct BillingPlanType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The whole commitment is billed up front.
    public static let billedUpfront = Self(rawValue: "BILLED_UPFRONT")
    /// Billed monthly over a 12-month commitment.
    public static let monthly = Self(rawValue: "MONTHLY")

    public static let documentedValues: [Self] = [
        .billedUpfront, .monthly,
    ]
}
