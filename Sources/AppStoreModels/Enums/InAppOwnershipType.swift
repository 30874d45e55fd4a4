/// Whether the customer bought the product or has it through Family Sharing (`inAppOwnershipType`).
public struct InAppOwnershipType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The transaction belongs to a family member who benefits from the service.
    public static let familyShared = Self(rawValue: "FAMILY_SHARED")
    /// The transaction belongs to the purchaser.
    public static let purchased = Self(rawValue: "PURCHASED")

    public static let documentedValues: [Self] = [
        .familyShared, .purchased,
    ]
}
