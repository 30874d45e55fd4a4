#if Server
public import AppStoreModels
public import AppStoreServerAPI
public import AppStoreSignature
public import Crypto
import Foundation
public import Logging
public import StoreStorage
public import StoreWeb
public import X509

/// A configuration checked and loaded: what the server runs with.
public struct ServerSettings: Sendable {
    /// Where the data lives: a database URL and the driver (of those the executable registered) that opens it.
    public struct Database: Sendable {
        public var url: String
        public var driver: DatabaseDriver
    }

    public var bundleId: String
    public var appAppleId: Int64?
    public var environments: [AppStoreEnvironment]
    /// Roots trusted besides Apple's for every environment but Production.
    public var extraRoots: [Certificate]
    /// Roots app receipts are signed under, for every environment: Apple Inc. Root, which signs Apple's receipts (the
    /// extra roots sign receipts too, for every environment but Production).
    public var receiptRoots: [Certificate] = []
    /// For tests only: roots trusted for Production data too (a local App Store playing Production); the
    /// server logs a warning at startup while any is set.
    public var testRootsTrustedForProduction: [Certificate] = []
    public var catalog: ProductCatalog
    /// Product id → the ids of its promotional offers (the catalog file's `adHocOffers`): the offers
    /// `POST /v1/offers/sign` signs.
    public var promotionalOffers: [String: Set<String>]
    public var entitlements: [String: [String]]
    /// The App Store Server API in Production and Sandbox (one key), when configured: each status refresh,
    /// consumption answer and catch-up goes to the environment of the data it concerns.
    public var api: EnvironmentRouter?
    /// Who may have a promotional offer signed (default: customers who have or had a subscription in its group).
    public var offerEligibility = OfferEligibility()
    /// The In-App Purchase key that signs promotional offers, when configured.
    public var offerKey: InAppPurchaseKey?
    public var appKeys: [String]
    public var adminKeys: [String]
    public var responseSigningKey: Curve25519.Signing.PrivateKey
    public var database: Database
    public var host: String
    public var port: Int
    /// Whether `CONSUMPTION_REQUEST` is answered with Send Consumption Information.
    public var consumptionPolicy: ConsumptionPolicy
    /// What a transaction reported by one app user does to a purchase another owns (StoreStorage's `OwnershipPolicy`:
    /// `transfer` or `keep`).
    public var ownershipPolicy: OwnershipPolicy
    /// Idle and read timeouts, and the cap on open connections.
    public var limits: ConnectionLimits
    /// Host names the dashboard answers to besides addresses and `localhost` (DNS rebinding is refused).
    public var allowedHosts: [String]
    /// Whether the dashboard's session cookie is `Secure` (served behind TLS).
    public var secureCookies: Bool
    /// Whether Sandbox purchases grant entitlements; when not, customer info leaves them out.
    public var sandboxGrantsEntitlements = true
    /// What customer info does once consent for the app is withdrawn (``ConsentRescindedPolicy``).
    public var consentRescinded: ConsentRescindedPolicy = .keepAccess
    /// The proxies whose forwarded client address is believed (wrong keys are counted per client).
    public var trustedProxies: TrustedProxies = .none
    /// How the job runner paces itself (the catch-up interval comes from the configuration).
    public var jobs: JobOptions
    /// The least severe log level written.
    public var logLevel: Logger.Level
    /// How real-time retention requests are answered.
    public var retention: RetentionRules

    /// The file the default SQLite database is kept in, in the working directory.
    public static let defaultDatabase = "sqlite:storehelper-server.sqlite"
}
#endif
