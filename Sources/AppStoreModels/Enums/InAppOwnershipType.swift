/// Whether the customer bought the product or has it through Family Sharing, an organization or a group
/// (`inAppOwnershipType`, https://developer.apple.com/documentation/appstoreserverapi/inappownershiptype).
public struct InAppOwnershipType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The transaction belongs to a family member who benefits from the service.
    public static let familyShared = Self(rawValue: "FAMILY_SHARED")
    /// The transaction belongs to the purchaser.
    public static let purchased = Self(rawValue: "PURCHASED")
    /// The transaction belongs to a customer who has access through an organization or group (App Store Server
    /// API 1.22): a seat the organization or group purchaser assigned, which it can take back (`ASSIGNMENT_REVOKE`).
    public static let assigned = Self(rawValue: "ASSIGNED")

    public static let documentedValues: [Self] = [
        .familyShared, .purchased, .assigned,
    ]
}
