import AppStoreModels
import Foundation

/// What the App Store knows about a product that signed transactions do not always say.
public struct ProductFacts: Hashable, Sendable {
    public var productId: String
    public var type: ProductType
    /// The subscription group of an auto-renewable subscription.
    public var subscriptionGroupId: String?
    /// The service level within the group; 1 is the highest.
    public var groupLevel: Int?
    /// Whether family members share the purchase.
    public var isFamilyShareable: Bool
    /// How long a non-renewing subscription lasts from its purchase (the app's decision; Apple sets no length).
    public var nonRenewingDuration: DateComponents?

    public init(
        productId: String, type: ProductType, subscriptionGroupId: String? = nil, groupLevel: Int? = nil,
        isFamilyShareable: Bool = false, nonRenewingDuration: DateComponents? = nil
    ) {
        self.productId = productId
        self.type = type
        self.subscriptionGroupId = subscriptionGroupId
        self.groupLevel = groupLevel
        self.isFamilyShareable = isFamilyShareable
        self.nonRenewingDuration = nonRenewingDuration
    }

    /// When a non-renewing subscription bought at `purchaseDate` ends (UTC Gregorian calendar), if its duration is known.
    public func nonRenewingEnd(after purchaseDate: Date) -> Date? {
        nonRenewingDuration.flatMap { Self.calendar.date(byAdding: $0, to: purchaseDate) }
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

/// The products of one app, by product id.
public struct ProductCatalog: Hashable, Sendable {
    public private(set) var products: [String: ProductFacts]

    /// A catalog of `products`; a later entry for the same id replaces an earlier one.
    public init(_ products: [ProductFacts] = []) {
        self.products = Dictionary(products.map { ($0.productId, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// No facts: types come from transactions, groups from `subscriptionGroupIdentifier`, levels are unknown.
    public static let empty = ProductCatalog()

    public subscript(productId: String) -> ProductFacts? { products[productId] }

    /// Whether the catalog knows any subscription level.
    public var knowsLevels: Bool { products.values.contains { $0.groupLevel != nil } }
}
