/// The payment mode of an offer (`offerDiscountType`).
public struct OfferDiscountType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A free trial.
    public static let freeTrial = Self(rawValue: "FREE_TRIAL")
    /// The customer pays a discounted price each period.
    public static let payAsYouGo = Self(rawValue: "PAY_AS_YOU_GO")
    /// The customer pays a discounted price once, up front.
    public static let payUpFront = Self(rawValue: "PAY_UP_FRONT")
    /// A one-time offer on a consumable, non-consumable or non-renewing subscription.
    public static let oneTime = Self(rawValue: "ONE_TIME")

    public static let documentedValues: [Self] = [
        .freeTrial, .payAsYouGo, .payUpFront, .oneTime,
    ]
}
