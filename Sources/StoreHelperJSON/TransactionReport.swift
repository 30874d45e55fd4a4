/// What an app sends to its server's `POST /v1/transactions`: the signed transactions StoreKit gave it
/// (after a purchase, from its listener, on restore), for one of its users.
public struct TransactionReport: Codable, Hashable, Sendable {
    public var appUserId: String
    /// Compact JWSs, exactly as StoreKit gave them.
    public var signedTransactions: [String]

    public init(appUserId: String, signedTransactions: [String]) {
        self.appUserId = appUserId
        self.signedTransactions = signedTransactions
    }

    /// What the server answers: the transactions it verified and stored, and whether a refresh from
    /// the App Store Server API is on its way.
    public struct Answer: Codable, Hashable, Sendable {
        public var transactionIds: [String]
        /// `queued` (a status refresh job will complete the view) or `skipped` (no API configured).
        public var refresh: String

        public init(transactionIds: [String], refresh: String) {
            self.transactionIds = transactionIds
            self.refresh = refresh
        }
    }
}
