import StoreKitInterface

/// A subscription group as an app lists it (`ForEach(helper.subscriptionGroups)`): its name and its
/// products in service-level order, highest first.
public struct SubscriptionGroup: Identifiable, Hashable, Sendable {
    /// The store's group identifier (the name, for products the store puts in no group).
    public var id: String
    /// The configuration's name for the group, else the store's display name.
    public var name: String
    public var products: [StoreProduct]

    public init(id: String, name: String, products: [StoreProduct]) {
        self.id = id
        self.name = name
        self.products = products
    }
}
