import Foundation

/// The products of one app, by product id.
public struct ProductCatalog: Hashable, Sendable {
    public private(set) var products: [String: StoreProduct]

    /// A catalog of `products`; a later entry for the same id replaces an earlier one.
    public init(_ products: [StoreProduct] = []) {
        self.products = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// No facts: types come from transactions, groups from `subscriptionGroupIdentifier`, levels are unknown.
    public static let empty = ProductCatalog()

    public subscript(productId: String) -> StoreProduct? { products[productId] }

    /// Whether the catalog knows any subscription level.
    public var knowsLevels: Bool { products.values.contains { $0.subscription?.level != nil } }
}
