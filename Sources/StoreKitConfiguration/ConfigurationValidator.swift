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
        if let problem = priceProblem(product.displayPrice) { throw ConfigurationError(path: "\(path).displayPrice", reason: problem) }
        guard product.type == "RecurringSubscription" else { return }
        guard let level = product.groupNumber, level >= 1 else {
            throw ConfigurationError(
                path: "\(path).groupNumber",
                reason: "a service level must be 1 or more, not \(product.groupNumber.map(String.init) ?? "missing")"
            )
        }
        if let problem = periodProblem(product.recurringSubscriptionPeriod ?? "") {
            throw ConfigurationError(path: "\(path).recurringSubscriptionPeriod", reason: problem)
        }
        let offerLists: [(String, [ConfigurationOffer])] = [
            ("introductoryOffer", product.introductoryOffer.map { [$0] } ?? []), ("introductoryOffers", product.introductoryOffers ?? []),
            ("adHocOffers", product.adHocOffers ?? []), ("codeOffers", product.codeOffers ?? []), ("winbackOffers", product.winbackOffers ?? []),
        ]
        let introductory = product.introductoryOffers ?? []
        if introductory.filter(\.isForMonthlyPlan).count > 1 || introductory.filter({ !$0.isForMonthlyPlan }).count > 1 {
            throw ConfigurationError(path: "\(path).introductoryOffers", reason: "more than one introductory offer for a billing plan")
        }
        for (key, offers) in offerLists {
            for (index, offer) in offers.enumerated() {
                let offerPath = key == "introductoryOffer" ? "\(path).\(key)" : "\(path).\(key)[\(index)]"
                try validatePlan(of: offer, at: offerPath, product: product)
                if let period = offer.subscriptionPeriod, let problem = periodProblem(period) {
                    throw ConfigurationError(path: "\(offerPath).subscriptionPeriod", reason: problem)
                }
                if let price = offer.displayPrice, !price.isEmpty, let problem = priceProblem(price) {
                    throw ConfigurationError(path: "\(offerPath).displayPrice", reason: problem)
                }
                if let count = offer.numberOfPeriods, !(1...maximumOfferPeriods).contains(count) {
                    throw ConfigurationError(path: "\(offerPath).numberOfPeriods", reason: "must be from 1 to \(maximumOfferPeriods), not \(count)")
                }
            }
        }
    }

    /// An offer's billing plan (format 5): `BILLED_UPFRONT` or `MONTHLY`, and `MONTHLY` only on a product with an enabled
    /// monthly plan.
    private static func validatePlan(of offer: ConfigurationOffer, at path: String, product: ConfigurationProduct) throws(ConfigurationError) {
        if let plan = offer.billingPlanType, !BillingPlanType(rawValue: plan).isDocumented {
            throw ConfigurationError(path: "\(path).billingPlanType", reason: "'\(plan.prefix(40))' is not BILLED_UPFRONT or MONTHLY")
        }
        if offer.isForMonthlyPlan, product.monthlyBillingPlan == nil {
            throw ConfigurationError(path: "\(path).billingPlanType", reason: "an offer for the monthly plan on a product without an enabled one")
        }
    }

    /// The most periods an offer may last (Apple's pay-as-you-go offers last at most 12 months).
    static let maximumOfferPeriods = 120

    /// Why `text` is not a price a transaction can carry in milliunits (`0.99`, `29`, `11.88`): nil
    /// when it is one. At most 9 digits before the point and 3 after, so every price, times any
    /// quantity, fits a 64-bit milliunit count.
    static func priceProblem(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isDecimal =
            (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        guard isDecimal else { return "'\(text)' is not a decimal price like \"0.99\"" }
        guard parts[0].count <= 9, parts.count == 1 || parts[1].count <= 3 else {
            return "'\(text)' does not fit in milliunits (at most 9 digits before the point and 3 after)"
        }
        return nil
    }

    /// Why `text` is not a subscription or offer period: nil when it is `P` followed by one or more
    /// `<n>Y`, `<n>M`, `<n>W`, `<n>D` in that order, longer than zero and at most one year (Apple's
    /// longest subscription period).
    static func periodProblem(_ text: String) -> String? {
        guard let period = CalendarDuration(iso8601: text) else { return "'\(text)' is not an ISO 8601 period like P1M" }
        guard !period.isEmpty else { return "'\(text)' has no length; a period must be longer than zero" }
        let start = Date(timeIntervalSince1970: 0)
        guard period.added(to: start) <= CalendarDuration(years: 1).added(to: start) else {
            return "'\(text)' is longer than one year, the longest period the App Store sells"
        }
        return nil
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
