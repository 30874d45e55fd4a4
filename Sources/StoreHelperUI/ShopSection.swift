public import StoreHelper

/// One section of the shop's product list: a kind of product, or one subscription group.
public struct ShopSection: Hashable, Sendable, Identifiable {
    /// What the section holds.
    public enum Kind: Hashable, Sendable {
        case consumables
        case nonConsumables
        /// One subscription group, by its id and the name the store gives it.
        case subscriptions(groupId: String, groupName: String)
        case nonRenewingSubscriptions
    }

    public let kind: Kind
    /// The section's products: a subscription group's highest level first, other kinds in the order given.
    public let products: [StoreProduct]

    public var id: String {
        switch kind {
        case .consumables: "consumables"
        case .nonConsumables: "non-consumables"
        case .subscriptions(let groupId, _): "subscriptions-\(groupId)"
        case .nonRenewingSubscriptions: "non-renewing"
        }
    }

    /// The sections of `products`, empty ones left out: consumables, non-consumables, each subscription group in the
    /// order its first product comes (its plans by level, level 1 first: App Store Connect ranks a group's highest
    /// level of service 1, and a plan without a level after those with one), then non-renewing subscriptions.
    public static func sections(of products: [StoreProduct]) -> [ShopSection] {
        var sections = [
            ShopSection(kind: .consumables, products: products.filter { $0.type == .consumable }),
            ShopSection(kind: .nonConsumables, products: products.filter { $0.type == .nonConsumable }),
        ]
        var groups: [String] = []
        for product in products where product.type == .autoRenewable {
            if let group = product.subscription?.groupId, !groups.contains(group) { groups.append(group) }
        }
        for group in groups {
            let plans = products.filter { $0.type == .autoRenewable && $0.subscription?.groupId == group }
            let ranked = plans.enumerated().sorted { a, b in
                let (left, right) = (a.element.subscription?.level ?? .max, b.element.subscription?.level ?? .max)
                return left != right ? left < right : a.offset < b.offset
            }
            let name = plans.first?.subscription?.groupDisplayName ?? group
            sections.append(ShopSection(kind: .subscriptions(groupId: group, groupName: name), products: ranked.map(\.element)))
        }
        sections.append(ShopSection(kind: .nonRenewingSubscriptions, products: products.filter { $0.type == .nonRenewing }))
        return sections.filter { !$0.products.isEmpty }
    }
}
