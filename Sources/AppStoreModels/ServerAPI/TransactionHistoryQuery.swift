/// The sort order of Get Transaction History (`sort`).
public struct HistorySortOrder: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let ascending = Self(rawValue: "ASCENDING")
    public static let descending = Self(rawValue: "DESCENDING")

    public static let documentedValues: [Self] = [.ascending, .descending]
}

/// The filters of Get Transaction History, sent as query parameters (`TransactionHistoryRequest`).
public struct TransactionHistoryQuery: Hashable, Sendable {
    /// Only transactions bought at or after this instant.
    public var startDate: MillisecondDate?
    /// Only transactions bought before this instant.
    public var endDate: MillisecondDate?
    public var productIds: [String] = []
    public var productTypes: [HistoryProductType] = []
    public var sort: HistorySortOrder?
    public var subscriptionGroupIdentifiers: [String] = []
    public var inAppOwnershipType: InAppOwnershipType?
    /// `true`: only refunded or revoked transactions; `false`: only the others.
    public var revoked: Bool?

    public init() {}

    /// The query parameters, as name and value, in Apple's names (repeated names for lists).
    public var parameters: [(name: String, value: String)] {
        var list: [(name: String, value: String)] = []
        if let startDate { list.append(("startDate", String(startDate.wholeMilliseconds))) }
        if let endDate { list.append(("endDate", String(endDate.wholeMilliseconds))) }
        list += productIds.map { ("productId", $0) }
        list += productTypes.map { ("productType", $0.rawValue) }
        if let sort { list.append(("sort", sort.rawValue)) }
        list += subscriptionGroupIdentifiers.map { ("subscriptionGroupIdentifier", $0) }
        if let inAppOwnershipType { list.append(("inAppOwnershipType", inAppOwnershipType.rawValue)) }
        if let revoked { list.append(("revoked", String(revoked))) }
        return list
    }
}

/// A product type as Get Transaction History filters it (`productType`): the names differ from the
/// transaction's `type`.
public struct HistoryProductType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let autoRenewable = Self(rawValue: "AUTO_RENEWABLE")
    public static let nonRenewable = Self(rawValue: "NON_RENEWABLE")
    public static let consumable = Self(rawValue: "CONSUMABLE")
    public static let nonConsumable = Self(rawValue: "NON_CONSUMABLE")

    public static let documentedValues: [Self] = [.autoRenewable, .nonRenewable, .consumable, .nonConsumable]

    /// The transaction `type` this filter value selects.
    public var productType: ProductType? {
        switch self {
        case .autoRenewable: .autoRenewable
        case .nonRenewable: .nonRenewing
        case .consumable: .consumable
        case .nonConsumable: .nonConsumable
        default: nil
        }
    }
}
