import AppStoreModels
import Foundation

/// The checks a `.storekit` file must pass beyond decoding.
enum ConfigurationValidator {
    static func productType(_ name: String) -> ProductType? {
        switch name {
        case "Consumable": .consumable
        case "NonConsumable": .nonConsumable
        case "NonRenewingSubscription": .nonRenewing
        case "RecurringSubscription": .autoRenewable
        default: nil
        }
    }

    static func validate(_ configuration: ConfigurationFile) throws(ConfigurationError) {
        var seen: [String: String] = [:]
        for (path, product) in configuration.allProducts {
            if let earlier = seen[product.productID] {
                throw ConfigurationError(path: "\(path).productID", reason: "duplicate product id '\(product.productID)' (also at \(earlier))")
            }
            seen[product.productID] = path
            try validate(product, at: path)
        }
        for (index, group) in (configuration.subscriptionGroups ?? []).enumerated() {
            for (position, subscription) in (group.subscriptions ?? []).enumerated() {
                let path = "$.subscriptionGroups[\(index)].subscriptions[\(position)]"
                guard subscription.type == "RecurringSubscription" else {
                    throw ConfigurationError(
                        path: "\(path).type",
                        reason: "a subscription group holds only RecurringSubscription, not '\(subscription.type)'"
                    )
                }
                guard subscription.subscriptionGroupID == group.id else {
                    throw ConfigurationError(
                        path: "\(path).subscriptionGroupID",
                        reason: "'\(subscription.subscriptionGroupID ?? "")' is not its group's id '\(group.id)'"
                    )
                }
            }
        }
    }

    private static func validate(_ product: ConfigurationProduct, at path: String) throws(ConfigurationError) {
        guard productType(product.type) != nil else {
            throw ConfigurationError(path: "\(path).type", reason: "unknown product type '\(product.type)'")
        }
        guard isDecimal(product.displayPrice) else {
            throw ConfigurationError(path: "\(path).displayPrice", reason: "'\(product.displayPrice)' is not a decimal price like \"0.99\"")
        }
        guard product.type == "RecurringSubscription" else { return }
        guard let level = product.groupNumber, level >= 1 else {
            throw ConfigurationError(
                path: "\(path).groupNumber",
                reason: "a service level must be 1 or more, not \(product.groupNumber.map(String.init) ?? "missing")"
            )
        }
        guard let period = product.recurringSubscriptionPeriod, isPeriod(period) else {
            throw ConfigurationError(
                path: "\(path).recurringSubscriptionPeriod",
                reason: "'\(product.recurringSubscriptionPeriod ?? "")' is not an ISO 8601 period like P1M"
            )
        }
        let offerLists: [(String, [ConfigurationOffer])] = [
            ("introductoryOffer", product.introductoryOffer.map { [$0] } ?? []), ("introductoryOffers", product.introductoryOffers ?? []),
            ("adHocOffers", product.adHocOffers ?? []), ("codeOffers", product.codeOffers ?? []), ("winbackOffers", product.winbackOffers ?? []),
        ]
        for (key, offers) in offerLists {
            for (index, offer) in offers.enumerated() {
                let offerPath = key == "introductoryOffer" ? "\(path).\(key)" : "\(path).\(key)[\(index)]"
                if let period = offer.subscriptionPeriod, !isPeriod(period) {
                    throw ConfigurationError(path: "\(offerPath).subscriptionPeriod", reason: "'\(period)' is not an ISO 8601 period")
                }
                if let price = offer.displayPrice, !price.isEmpty, !isDecimal(price) {
                    throw ConfigurationError(path: "\(offerPath).displayPrice", reason: "'\(price)' is not a decimal price")
                }
                if let count = offer.numberOfPeriods, count < 1 {
                    throw ConfigurationError(path: "\(offerPath).numberOfPeriods", reason: "must be 1 or more, not \(count)")
                }
            }
        }
    }

    /// Digits, optionally one dot and more digits: `0.99`, `29`, `11.88`.
    static func isDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// `P` followed by one or more `<n>Y`, `<n>M`, `<n>W`, `<n>D` in that order.
    static func isPeriod(_ text: String) -> Bool {
        SubscriptionPeriod(iso8601: text) != nil
    }

    /// A decoding failure as a JSON path and a reason.
    static func error(from error: DecodingError) -> ConfigurationError {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce("$") { path, key in
                key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return ConfigurationError(path: path(context.codingPath + [key]), reason: "missing")
        case .typeMismatch(let type, let context):
            return ConfigurationError(path: path(context.codingPath), reason: "expected \(type)")
        case .valueNotFound(let type, let context):
            return ConfigurationError(path: path(context.codingPath), reason: "expected \(type), found null")
        case .dataCorrupted(let context):
            return ConfigurationError(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return ConfigurationError(path: "$", reason: "undecodable")
        }
    }
}
