/// The response of Get All Subscription Statuses (`StatusResponse`).
public struct StatusResponse: Codable, Hashable, Sendable {
    public var environment: AppStoreEnvironment?
    public var bundleId: String?
    public var appAppleId: Int64?
    /// One item per subscription group.
    public var data: [SubscriptionGroupIdentifierItem]?

    public init() {}
}

/// The subscriptions of one group (`SubscriptionGroupIdentifierItem`).
public struct SubscriptionGroupIdentifierItem: Codable, Hashable, Sendable {
    public var subscriptionGroupIdentifier: String?
    /// The latest transaction of each original transaction in the group.
    public var lastTransactions: [LastTransactionsItem]?

    public init() {}
}

/// The latest transaction and renewal info of one subscription (`LastTransactionsItem`).
public struct LastTransactionsItem: Codable, Hashable, Sendable {
    public var status: AutoRenewableSubscriptionStatus?
    public var originalTransactionId: String?
    public var signedTransactionInfo: String?
    public var signedRenewalInfo: String?

    public init() {}
}
