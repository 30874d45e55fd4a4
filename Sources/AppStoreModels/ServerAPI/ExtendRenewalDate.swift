/// The request body of Extend a Subscription Renewal Date (`ExtendRenewalDateRequest`).
public struct ExtendRenewalDateRequest: Codable, Hashable, Sendable {
    /// Days to extend by, at most 90.
    public var extendByDays: Int32?
    public var extendReasonCode: ExtendReasonCode?
    /// A UUID the server chooses to identify the request.
    public var requestIdentifier: String?

    public init() {}
}

/// The response of Extend a Subscription Renewal Date (`ExtendRenewalDateResponse`).
public struct ExtendRenewalDateResponse: Codable, Hashable, Sendable {
    public var originalTransactionId: String?
    public var webOrderLineItemId: String?
    public var success: Bool?
    /// The new renewal date.
    public var effectiveDate: MillisecondDate?

    public init() {}
}

/// The request body of Extend Subscription Renewal Dates for All Active Subscribers
/// (`MassExtendRenewalDateRequest`).
public struct MassExtendRenewalDateRequest: Codable, Hashable, Sendable {
    public var extendByDays: Int32?
    public var extendReasonCode: ExtendReasonCode?
    public var requestIdentifier: String?
    /// Storefronts (ISO 3166-1 alpha-3) to limit the extension to; all when absent.
    public var storefrontCountryCodes: [String]?
    public var productId: String?

    public init() {}
}

/// The response of the mass extension request (`MassExtendRenewalDateResponse`).
public struct MassExtendRenewalDateResponse: Codable, Hashable, Sendable {
    public var requestIdentifier: String?

    public init() {}
}

/// The status of a mass extension (`MassExtendRenewalDateStatusResponse`).
public struct MassExtendRenewalDateStatusResponse: Codable, Hashable, Sendable {
    public var requestIdentifier: String?
    public var complete: Bool?
    public var completeDate: MillisecondDate?
    public var succeededCount: Int64?
    public var failedCount: Int64?

    public init() {}
}
