/// Why the App Store refunded or revoked a transaction (`revocationReason`).
public struct RevocationReason: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Refunded for another reason, for example an accidental purchase.
    public static let other = Self(rawValue: 0)
    /// Refunded because of an actual or perceived issue within the app.
    public static let appIssue = Self(rawValue: 1)

    public static let documentedValues: [Self] = [
        .other, .appIssue,
    ]
}
