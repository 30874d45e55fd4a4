public import AppStoreModels
public import Foundation

/// An Xcode StoreKit configuration (`.storekit`) file, every documented key typed, unknown keys kept.
public typealias ConfigurationFile = Preserving<ConfigurationFileFields>

/// The typed top-level keys of a `.storekit` file.
public struct ConfigurationFileFields: Codable, Hashable, Sendable, KnownKeys {
    public var identifier: String?
    /// Consumables and non-consumables.
    public var products: [ConfigurationProduct]?
    public var nonRenewingSubscriptions: [ConfigurationProduct]?
    public var subscriptionGroups: [ConfigurationGroup]?
    public var settings: ConfigurationSettings?
    public var subscriptionOffersKeyPair: ConfigurationKeyPair?
    public var appPolicies: ConfigurationAppPolicies?
    public var version: ConfigurationVersion?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case identifier, products, nonRenewingSubscriptions, subscriptionGroups, settings
        case subscriptionOffersKeyPair, appPolicies, version
    }

    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}

extension Preserving where Fields == ConfigurationFileFields {
    /// Decodes and validates a `.storekit` file. Throws ``ConfigurationError`` naming the JSON path of
    /// the first problem: undecodable values, unknown product types, prices that are not decimal
    /// strings, bad ISO 8601 periods, levels below 1, a subscription outside its group, duplicate ids.
    public static func load(_ data: Data) throws(ConfigurationError) -> ConfigurationFile {
        let configuration: ConfigurationFile
        do {
            configuration = try JSONDecoder().decode(ConfigurationFile.self, from: data)
        } catch let error as DecodingError {
            throw ConfigurationValidator.error(from: error)
        } catch {
            throw ConfigurationError(path: "$", reason: "not JSON")
        }
        try ConfigurationValidator.validate(configuration)
        return configuration
    }

    /// Every product of the file with the JSON path it sits at, in file order.
    public var allProducts: [(path: String, product: ConfigurationProduct)] {
        var result: [(String, ConfigurationProduct)] = []
        for (index, product) in (fields.products ?? []).enumerated() { result.append(("$.products[\(index)]", product)) }
        for (index, product) in (fields.nonRenewingSubscriptions ?? []).enumerated() {
            result.append(("$.nonRenewingSubscriptions[\(index)]", product))
        }
        for (groupIndex, group) in (fields.subscriptionGroups ?? []).enumerated() {
            for (index, subscription) in (group.subscriptions ?? []).enumerated() {
                result.append(("$.subscriptionGroups[\(groupIndex)].subscriptions[\(index)]", subscription))
            }
        }
        return result
    }

    /// The products as the entitlement engine needs them: types, groups, levels and family sharing
    /// (names are reference names and prices the file's numbers; a store localizes them per storefront).
    public func productCatalog() -> ProductCatalog {
        ProductCatalog(
            allProducts.compactMap { _, product in
                guard let type = product.productType else { return nil }
                let subscription = product.subscriptionGroupID.flatMap { groupId in
                    product.recurringSubscriptionPeriod.flatMap(CalendarDuration.init(iso8601:)).map { period in
                        StoreProduct.Subscription(groupId: groupId, level: product.groupNumber, period: period)
                    }
                }
                return StoreProduct(
                    id: product.productID,
                    type: type,
                    displayName: product.referenceName ?? product.productID,
                    price: Decimal(string: product.displayPrice, locale: Locale(identifier: "en_US_POSIX")) ?? 0,
                    displayPrice: product.displayPrice,
                    isFamilyShareable: product.familyShareable ?? false,
                    subscription: subscription
                )
            }
        )
    }
}
