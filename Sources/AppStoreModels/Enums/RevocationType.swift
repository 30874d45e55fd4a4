/// The kind of refund or revocation (`revocationType`,
/// https://developer.apple.com/documentation/appstoreserverapi/revocationtype).
public struct RevocationType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The App Store refunded the full amount.
    public static let refundFull = Self(rawValue: "REFUND_FULL")
    /// The App Store refunded part of the amount (see `revocationPercentage`).
    public static let refundProrated = Self(rawValue: "REFUND_PRORATED")
    /// Access through Family Sharing ended.
    public static let familyRevoke = Self(rawValue: "FAMILY_REVOKE")
    /// The organization or group purchaser removed the subscription from the customer: access ends.
    public static let assignmentRevoke = Self(rawValue: "ASSIGNMENT_REVOKE")

    public static let documentedValues: [Self] = [
        .refundFull, .refundProrated, .familyRevoke, .assignmentRevoke,
    ]
}
