#if Server
import AppStoreModels
import Foundation

extension RetentionConfiguration {
    /// The rules checked: each answers exactly one of a message, an alternate product or a promotional offer;
    /// message ids are UUIDs; products are subscriptions of `catalog` (when it has products); an offer needs the
    /// offer key and, when the catalog lists promotional offers, one of its product's.
    func validated(
        catalog: ProductCatalog,
        promotionalOffers: [String: Set<String>],
        monthlyPlans: Set<String> = [],
        hasOfferKey: Bool
    ) throws(ServerConfigurationError)
        -> RetentionRules
    {
        let budget = latencyBudgetMilliseconds ?? 400
        guard (1...699).contains(budget) else {
            throw ServerConfigurationError(
                setting: "retention.latencyBudgetMilliseconds",
                "1 to 699 (the App Store waits about 700 ms), not \(budget)"
            )
        }
        var names: Set<String> = []
        var checked: [RetentionRules.Rule] = []
        for (index, rule) in (rules ?? []).enumerated() {
            let setting = "retention.rules[\(index)]"
            let name = rule.name ?? "rule \(index + 1)"
            guard names.insert(name).inserted else { throw ServerConfigurationError(setting: "\(setting).name", "\(name) names two rules") }
            func subscription(_ id: String, _ field: String) throws(ServerConfigurationError) {
                guard catalog.products.isEmpty || catalog[id]?.type == .autoRenewable else {
                    throw ServerConfigurationError(setting: "\(setting).\(field)", "\(id) is not an auto-renewable subscription of the catalog")
                }
            }
            func message(_ id: String, _ field: String) throws(ServerConfigurationError) -> String {
                guard let uuid = UUID(uuidString: id) else { throw ServerConfigurationError(setting: "\(setting).\(field)", "\(id) is not a UUID") }
                return uuid.uuidString.lowercased()
            }
            let answer: RetentionRules.Answer
            switch (rule.message, rule.alternateProduct, rule.promotionalOffer) {
            case (let id?, nil, nil):
                answer = .message(try message(id, "message"))
            case (nil, let alternate?, nil):
                try subscription(alternate.productId, "alternateProduct.productId")
                let plan = alternate.billingPlanType.map(BillingPlanType.init(rawValue:))
                if let plan {
                    guard BillingPlanType.documentedValues.contains(plan) else {
                        throw ServerConfigurationError(
                            setting: "\(setting).alternateProduct.billingPlanType",
                            "MONTHLY or BILLED_UPFRONT, not \(plan.rawValue)"
                        )
                    }
                    guard plan != .monthly || catalog.products.isEmpty || monthlyPlans.contains(alternate.productId) else {
                        throw ServerConfigurationError(
                            setting: "\(setting).alternateProduct.billingPlanType",
                            "\(alternate.productId) has no monthly plan in the catalog"
                        )
                    }
                }
                answer = .alternateProduct(
                    messageIdentifier: try message(alternate.messageIdentifier, "alternateProduct.messageIdentifier"),
                    productId: alternate.productId,
                    billingPlanType: plan
                )
            case (nil, nil, let offer?):
                guard hasOfferKey else {
                    throw ServerConfigurationError(setting: "\(setting).promotionalOffer", "needs the offerKey setting to sign it")
                }
                try subscription(offer.productId, "promotionalOffer.productId")
                if !catalog.products.isEmpty, promotionalOffers[offer.productId]?.contains(offer.offerId) != true {
                    throw ServerConfigurationError(
                        setting: "\(setting).promotionalOffer.offerId",
                        "\(offer.offerId) is not a promotional offer of \(offer.productId)"
                    )
                }
                answer = .promotionalOffer(
                    messageIdentifier: try message(offer.messageIdentifier, "promotionalOffer.messageIdentifier"),
                    productId: offer.productId,
                    offerId: offer.offerId
                )
            default:
                throw ServerConfigurationError(setting: setting, "exactly one of message, alternateProduct and promotionalOffer")
            }
            for id in rule.when?.productIds ?? [] { try subscription(id, "when.productIds") }
            checked.append(RetentionRules.Rule(name: name, conditions: rule.when ?? RetentionConfiguration.Conditions(), answer: answer))
        }
        return RetentionRules(rules: checked, latencyBudget: .milliseconds(budget))
    }
}
#endif
