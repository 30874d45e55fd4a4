/// Descriptions an Advanced Commerce API app gives its products.
public struct AdvancedCommerceDescriptors: Codable, Hashable, Sendable {
    public var description: String?
    public var displayName: String?
    public init() {}
}

/// A discount applied to an Advanced Commerce item.
public struct AdvancedCommerceOffer: Codable, Hashable, Sendable {
    /// The ISO 8601 duration of one offer period.
    public var period: String?
    /// How many periods the offer lasts.
    public var periodCount: Int32?
    /// The discounted price in milliunits.
    public var price: Int64?
    /// Why the offer applies (for example `ACQUISITION`, `RETENTION`, `WIN_BACK`).
    public var reason: String?
    public init() {}
}

/// A refund of (part of) an Advanced Commerce item.
public struct AdvancedCommerceRefund: Codable, Hashable, Sendable {
    /// The refunded amount in milliunits.
    public var refundAmount: Int64?
    public var refundDate: MillisecondDate?
    /// For example `UNINTENDED_PURCHASE`, `FULFILLMENT_ISSUE`, `UNSATISFIED_WITH_PURCHASE`, `LEGAL`, `OTHER`, `MODIFY_ITEMS_REFUND`, `SIMULATE_REFUND_DECLINE`.
    public var refundReason: String?
    /// For example `FULL`, `PRORATED`, `CUSTOM`.
    public var refundType: String?
    public init() {}
}

/// One item of an Advanced Commerce transaction.
public struct AdvancedCommerceTransactionItem: Codable, Hashable, Sendable {
    public var sku: String?
    public var description: String?
    public var displayName: String?
    public var offer: AdvancedCommerceOffer?
    /// The price in milliunits.
    public var price: Int64?
    public var refunds: [AdvancedCommerceRefund]?
    public var revocationDate: MillisecondDate?
    public init() {}

    enum CodingKeys: String, CodingKey {
        case sku = "SKU"
        case description, displayName, offer, price, refunds, revocationDate
    }
}

/// Advanced Commerce API details of a transaction (`advancedCommerceInfo`).
public struct AdvancedCommerceTransactionInfo: Codable, Hashable, Sendable {
    public var descriptors: AdvancedCommerceDescriptors?
    /// The estimated tax in milliunits.
    public var estimatedTax: Int64?
    public var items: [AdvancedCommerceTransactionItem]?
    /// The ISO 8601 duration of the subscription period.
    public var period: String?
    public var requestReferenceId: String?
    public var taxCode: String?
    /// The price before tax, in milliunits.
    public var taxExclusivePrice: Int64?
    /// The tax rate as a decimal string, for example `"0.15"`.
    public var taxRate: String?
    public init() {}
}

/// A pending price increase of an Advanced Commerce renewal item.
public struct AdvancedCommercePriceIncreaseInfo: Codable, Hashable, Sendable {
    public var dependentSKUs: [String]?
    /// The new price in milliunits.
    public var price: Int64?
    /// For example `SCHEDULED`, `PENDING`, `ACCEPTED`.
    public var status: String?
    public init() {}
}

/// One item of an Advanced Commerce renewal.
public struct AdvancedCommerceRenewalItem: Codable, Hashable, Sendable {
    public var sku: String?
    public var description: String?
    public var displayName: String?
    public var offer: AdvancedCommerceOffer?
    /// The price in milliunits.
    public var price: Int64?
    public var priceIncreaseInfo: AdvancedCommercePriceIncreaseInfo?
    public init() {}

    enum CodingKeys: String, CodingKey {
        case sku = "SKU"
        case description, displayName, offer, price, priceIncreaseInfo
    }
}

/// Advanced Commerce API details of a renewal (`advancedCommerceInfo` of renewal info).
public struct AdvancedCommerceRenewalInfo: Codable, Hashable, Sendable {
    public var consistencyToken: String?
    public var descriptors: AdvancedCommerceDescriptors?
    public var items: [AdvancedCommerceRenewalItem]?
    /// The ISO 8601 duration of the subscription period.
    public var period: String?
    public var requestReferenceId: String?
    public var taxCode: String?
    public init() {}
}
