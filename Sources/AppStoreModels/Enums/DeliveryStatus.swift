/// Whether the app delivered a working In-App Purchase (`deliveryStatus` of a consumption request).
public struct DeliveryStatus: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Delivered and working.
    public static let delivered = Self(rawValue: "DELIVERED")
    /// Not delivered because of a quality issue.
    public static let undeliveredQualityIssue = Self(rawValue: "UNDELIVERED_QUALITY_ISSUE")
    /// The wrong item was delivered.
    public static let undeliveredWrongItem = Self(rawValue: "UNDELIVERED_WRONG_ITEM")
    /// Not delivered because of a server outage.
    public static let undeliveredServerOutage = Self(rawValue: "UNDELIVERED_SERVER_OUTAGE")
    /// Not delivered for another reason.
    public static let undeliveredOther = Self(rawValue: "UNDELIVERED_OTHER")

    public static let documentedValues: [Self] = [
        .delivered, .undeliveredQualityIssue, .undeliveredWrongItem, .undeliveredServerOutage,
        .undeliveredOther,
    ]
}
