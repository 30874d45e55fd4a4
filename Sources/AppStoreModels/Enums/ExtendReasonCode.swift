/// Why a subscription's renewal date is extended (`extendReasonCode`).
public struct ExtendReasonCode: OpenEnumeration {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// No reason declared.
    public static let undeclared = Self(rawValue: 0)
    /// For customer satisfaction.
    public static let customerSatisfaction = Self(rawValue: 1)
    /// Another reason.
    public static let other = Self(rawValue: 2)
    /// Because of a service issue or outage.
    public static let serviceIssueOrOutage = Self(rawValue: 3)

    public static let documentedValues: [Self] = [
        .undeclared, .customerSatisfaction, .other, .serviceIssueOrOutage,
    ]
}
