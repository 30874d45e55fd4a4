import AppStoreModels
import Entitlements
import Foundation

/// Reads the product facts the entitlement engine needs from an Xcode `.storekit` file: product ids,
/// types, subscription groups, service levels (`groupNumber`) and family sharing. Everything else in
/// the file is ignored here (the full format belongs to the local App Store).
enum StoreKitCatalog {
    private struct File: Decodable {
        var products: [Product]?
        var nonRenewingSubscriptions: [Product]?
        var subscriptionGroups: [Group]?
    }

    private struct Product: Decodable {
        var productID: String
        var type: String
        var familyShareable: Bool?
        var subscriptionGroupID: String?
        var groupNumber: Int?
    }

    private struct Group: Decodable {
        var id: String
        var subscriptions: [Product]?
    }

    static func read(_ path: String) throws -> ProductCatalog {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("unreadable-input: cannot read catalog \(path)")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw CommandFailure("malformed-catalog: \(path) is not a .storekit configuration: \(error.localizedDescription)")
        }
        var facts: [ProductFacts] = []
        for product in (file.products ?? []) + (file.nonRenewingSubscriptions ?? []) {
            facts.append(ProductFacts(productId: product.productID, type: try type(product, path: path), isFamilyShareable: product.familyShareable ?? false))
        }
        for group in file.subscriptionGroups ?? [] {
            for subscription in group.subscriptions ?? [] {
                guard let level = subscription.groupNumber, level >= 1 else {
                    throw CommandFailure("malformed-catalog: \(subscription.productID) needs a groupNumber of 1 or more")
                }
                facts.append(ProductFacts(
                    productId: subscription.productID, type: .autoRenewable, subscriptionGroupId: group.id,
                    groupLevel: level, isFamilyShareable: subscription.familyShareable ?? false))
            }
        }
        return ProductCatalog(facts)
    }

    private static func type(_ product: Product, path: String) throws -> ProductType {
        switch product.type {
        case "Consumable": return .consumable
        case "NonConsumable": return .nonConsumable
        case "NonRenewingSubscription": return .nonRenewing
        case "RecurringSubscription": return .autoRenewable
        default: throw CommandFailure("malformed-catalog: \(product.productID) has unknown type '\(product.type)'")
        }
    }
}
