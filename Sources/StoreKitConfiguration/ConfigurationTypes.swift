/// A product, non-renewing subscription or auto-renewable subscription of a `.storekit` file.
public typealias ConfigurationProduct = Preserving<ConfigurationProductFields>
/// A subscription group of a `.storekit` file.
public typealias ConfigurationGroup = Preserving<ConfigurationGroupFields>
/// A localized name and description.
public typealias ConfigurationLocalization = Preserving<ConfigurationLocalizationFields>
/// An introductory, promotional (`adHocOffers`), code or win-back offer.
public typealias ConfigurationOffer = Preserving<ConfigurationOfferFields>
/// A billing plan of a subscription (format 5.0).
public typealias ConfigurationBillingPlan = Preserving<ConfigurationBillingPlanFields>

/// The typed keys of a product or subscription.
public struct ConfigurationProductFields: Codable, Hashable, Sendable, KnownKeys {
    public var productID: String
    public var referenceName: String?
    /// `Consumable`, `NonConsumable`, `NonRenewingSubscription` or `RecurringSubscription`.
    public var type: String
    /// The price as a decimal string, without currency.
    public var displayPrice: String
    public var familyShareable: Bool?
    public var internalID: String?
    public var localizations: [ConfigurationLocalization]?
    // Auto-renewable subscriptions only:
    public var subscriptionGroupID: String?
    /// The service level; 1 is the highest.
    public var groupNumber: Int?
    /// ISO 8601 period, e.g. `P1M`.
    public var recurringSubscriptionPeriod: String?
    public var introductoryOffer: ConfigurationOffer?
    public var introductoryOffers: [ConfigurationOffer]?
    /// Promotional offers.
    public var adHocOffers: [ConfigurationOffer]?
    public var codeOffers: [ConfigurationOffer]?
    public var winbackOffers: [ConfigurationOffer]?
    public var billingPlans: [ConfigurationBillingPlan]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case productID, referenceName, type, displayPrice, familyShareable, internalID, localizations
        case subscriptionGroupID, groupNumber, recurringSubscriptionPeriod, introductoryOffer, introductoryOffers
        case adHocOffers, codeOffers, winbackOffers, billingPlans
    }

    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}

/// The typed keys of a subscription group.
public struct ConfigurationGroupFields: Codable, Hashable, Sendable, KnownKeys {
    public var id: String
    public var name: String?
    public var localizations: [ConfigurationLocalization]?
    public var subscriptions: [ConfigurationProduct]?

    enum CodingKeys: String, CodingKey, CaseIterable { case id, name, localizations, subscriptions }
    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}

/// The typed keys of a localization.
public struct ConfigurationLocalizationFields: Codable, Hashable, Sendable, KnownKeys {
    /// For example `en_US`.
    public var locale: String
    public var displayName: String?
    public var description: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case locale, displayName, description }
    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}

/// The typed keys of an offer.
public struct ConfigurationOfferFields: Codable, Hashable, Sendable, KnownKeys {
    public var internalID: String?
    /// `free`, `payAsYouGo` or `payUpFront`.
    public var paymentMode: String?
    public var subscriptionPeriod: String?
    public var numberOfPeriods: Int?
    public var displayPrice: String?
    /// The identifier of a promotional or win-back offer.
    public var offerID: String?
    public var referenceName: String?
    /// Offer codes: who may redeem (`new`, `existing`, `expired`).
    public var eligibility: [String]?
    public var isStackable: Bool?
    public var billingPlanType: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case internalID, paymentMode, subscriptionPeriod, numberOfPeriods, displayPrice, offerID, referenceName
        case eligibility, isStackable, billingPlanType
    }

    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}

/// The typed keys of a billing plan.
public struct ConfigurationBillingPlanFields: Codable, Hashable, Sendable, KnownKeys {
    public var billingPlanType: String?
    public var displayPrice: String?
    public var commitmentDisplayPrice: String?
    public var internalID: String?
    public var isEnabled: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case billingPlanType, displayPrice, commitmentDisplayPrice, internalID, isEnabled
    }

    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}
