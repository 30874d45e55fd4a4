/// The app's preferred outcome for a refund request (`refundPreference`).
public struct RefundPreference: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Grant a full refund.
    public static let grantFull = Self(rawValue: "GRANT_FULL")
    /// Grant a prorated refund.
    public static let grantProrated = Self(rawValue: "GRANT_PRORATED")
    /// Decline the refund.
    public static let decline = Self(rawValue: "DECLINE")

    public static let documentedValues: [Self] = [
        .grantFull, .grantProrated, .decline,
    ]
}
