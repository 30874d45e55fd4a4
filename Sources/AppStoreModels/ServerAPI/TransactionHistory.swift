/// A page of Get Transaction History (`HistoryResponse`).
public struct HistoryResponse: Codable, Hashable, Sendable {
    /// Token for the next page.
    public var revision: String?
    public var hasMore: Bool?
    public var bundleId: String?
    public var appAppleId: Int64?
    public var environment: AppStoreEnvironment?
    /// The transactions, each a compact JWS.
    public var signedTransactions: [String]?

    public init() {}
}

/// The response of Get Transaction Info (`TransactionInfoResponse`).
public struct TransactionInfoResponse: Codable, Hashable, Sendable {
    /// The transaction as a compact JWS.
    public var signedTransactionInfo: String?

    public init() {}
}

/// A page of Get Refund History (`RefundHistoryResponse`).
public struct RefundHistoryResponse: Codable, Hashable, Sendable {
    /// The refunded or revoked transactions, each a compact JWS.
    public var signedTransactions: [String]?
    /// Token for the next page.
    public var revision: String?
    public var hasMore: Bool?

    public init() {}
}
