/// Whether an auto-renewable subscription will renew (`autoRenewStatus`).
public struct AutoRenewStatus: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Automatic renewal is off; the subscription expires at the end of the period.
    public static let off = Self(rawValue: 0)
    /// The subscription renews at the end of the period.
    public static let on = Self(rawValue: 1)

    public static let documentedValues: [Self] = [
        .off, .on,
    ]
}
