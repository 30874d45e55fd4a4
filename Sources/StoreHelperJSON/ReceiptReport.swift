/// What an app that sold before StoreKit 2 sends, once, to its server's `POST /v1/receipts`: its app receipt
/// (`Bundle.main.appStoreReceiptURL`, base64), for one of its users. The server verifies the receipt's signature and
/// bundle identifier, then stores the purchases it names as the App Store Server API gives them.
public struct ReceiptReport: Codable, Hashable, Sendable {
    public var appUserId: String
    /// The app receipt's base64 text.
    public var receipt: String

    public init(appUserId: String, receipt: String) {
        self.appUserId = appUserId
        self.receipt = receipt
    }

    /// What the server answers: the transactions of the purchases the receipt names that it verified and stored, the environment
    /// that knew them, and whether a status refresh will complete the view.
    public struct Answer: Codable, Hashable, Sendable {
        public var transactionIds: [String]
        /// Where the history was made, as its signed transactions say: `Production` or `Sandbox`.
        public var environment: String
        /// `queued`: a status refresh job will add the subscriptions' renewal infos (and any later pages).
        public var refresh: String

        public init(transactionIds: [String], environment: String, refresh: String) {
            self.transactionIds = transactionIds
            self.environment = environment
            self.refresh = refresh
        }
    }
}
