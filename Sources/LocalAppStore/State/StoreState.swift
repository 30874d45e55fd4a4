package import Foundation
import LocalCertificateAuthority
package import StoreKitConfiguration

/// Everything the local store knows, as one value: what it persists and what a restart resumes from.
package struct StoreState: Codable, Sendable {
    /// The layout version of this value.
    package var formatVersion = 1
    package var bundleId: String
    /// Where the configuration was read from (informational; the content is kept in `configuration`).
    var configurationPath: String?
    var configuration: ConfigurationFile
    var settings: SessionSettings
    /// The store's clock.
    package var now: Date
    package var accounts: [Account]
    /// Every transaction, in the order issued.
    package var transactions = TransactionLog()
    var pendingPurchases: [PendingPurchase] = []
    package var subscriptions: [SubscriptionRecord] = []
    package var outbox = Outbox()
    var authority: CertificateAuthority.Stored
    /// A promotional-offer key configured in place of the file's `subscriptionOffersKeyPair`.
    var offerKey: ConfigurationKeyPair?
    /// Refund requests waiting for a decision, by transaction id.
    var refundRequests: [String] = []
    /// Products taken off sale (nil in states written before there was a way to).
    var productsNotForSale: [String]?
    /// Where notifications are POSTed (`store set notify-url=…`, `serve --notify-url`); nil: kept in the outbox.
    package var notificationURL: String?
    /// Every notification before this index (0 is the oldest) is delivered or given up on.
    var deliveryCursor: Int?
    /// The App Store Server API's records where states saved before its module kept them held them: its module reads
    /// them once and clears them when it first saves its own.
    package var apiKeys: JSONValue?
    package var massExtensions: JSONValue?
    package var renewalExtensions: JSONValue?
    package var consumptionReports: JSONValue?
    /// The records of the modules over the core (``StoreStateRecords``), by their key.
    package var records: [String: SavedRecords]?
    /// Retention Messaging's records where states saved before its module kept them held them: its module reads them
    /// once and clears them when it first saves its own.
    package var retention: JSONValue?
    package var cancelFlows: JSONValue?
    package var performanceTests: JSONValue?
    /// The nonces of the promotional-offer signatures purchases used, lowercased: each is good once.
    var redeemedOfferNonces: Set<String>?
    /// The App Store messages a device has shown, as `<account id> <message id>`: each is raised once.
    var displayedMessages: Set<String>?
    var nextTransactionNumber: Int64 = firstNumbers(production: false).transaction
    var nextWebOrderNumber: Int64 = firstNumbers(production: false).webOrder

    /// The first transaction and web order numbers a store issues: Production's start 50 trillion above the test
    /// environments', so a Production and a Sandbox store never issue the same id, and both stay within the
    /// order ids the store can print (`OrderId`).
    static func firstNumbers(production: Bool) -> (transaction: Int64, webOrder: Int64) {
        production ? (2_050_000_000_000_001, 2_050_000_100_000_001) : (2_000_000_000_000_001, 2_000_000_100_000_001)
    }
}
