#if Server
public import AppStoreModels
public import AppStoreServerAPI
public import AppStoreSignature
public import Crypto
import Entitlements
import Foundation
public import Logging
import StoreKitConfiguration
public import StoreStorage
public import StoreStorageSQLite
public import StoreWeb
import SwiftASN1
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
    /// What a transaction reported by one app user does to a purchase another owns (``OwnershipPolicy``:
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

extension ServerConfiguration {
    /// Checks every setting and loads the files they name; the first bad setting is the error. The
    /// database URL must be one of `drivers` (SQLite alone unless the executable registers more, such as
    /// `StoreStoragePostgres`'s `.postgres`).
    public func validated(drivers: [DatabaseDriver] = [.sqlite]) throws(ServerConfigurationError) -> ServerSettings {
        guard let bundleId, !bundleId.isEmpty else { throw ServerConfigurationError(setting: "bundleId", "required: the app's bundle id") }
        let environments = try (self.environments ?? ["Production", "Sandbox"]).map { name throws(ServerConfigurationError) in
            let environment = AppStoreEnvironment(rawValue: name)
            guard environment.isDocumented else {
                throw ServerConfigurationError(
                    setting: "environments",
                    "unknown environment \(name); one of Production, Sandbox, Xcode, LocalTesting"
                )
            }
            return environment
        }
        guard !environments.isEmpty else { throw ServerConfigurationError(setting: "environments", "at least one is needed") }
        if environments.contains(.production) && appAppleId == nil {
            throw ServerConfigurationError(setting: "appAppleId", "required to accept Production data, as Apple requires")
        }
        let roots = try Self.certificates(extraRoots, setting: "extraRoots")
        let productionTestRoots = try Self.certificates(testRootsTrustedForProduction, setting: "testRootsTrustedForProduction")
        let receiptRoots = try Self.certificates(self.receiptRoots, setting: "receiptRoots")
        var catalog = ProductCatalog.empty
        var offers: [String: Set<String>] = [:]
        var monthlyPlans: Set<String> = []
        if let path = self.catalog {
            do {
                let file = try ConfigurationFile.load(try Self.read(path, setting: "catalog"))
                catalog = file.productCatalog()
                for (_, product) in file.allProducts {
                    let ids = Set((product.adHocOffers ?? []).compactMap(\.offerID))
                    if !ids.isEmpty { offers[product.productID] = ids }
                    if product.monthlyBillingPlan != nil { monthlyPlans.insert(product.productID) }
                }
            } catch let error
                as ServerConfigurationError
            {
                throw error
            } catch {
                throw ServerConfigurationError(setting: "catalog", "\(path): \(error)")
            }
        }
        for (name, products) in entitlements ?? [:] where name.isEmpty || products.isEmpty {
            throw ServerConfigurationError(
                setting: "entitlements",
                "\(name.isEmpty ? "an entitlement" : name) needs a name and at least one product id"
            )
        }
        let appKeys = appKeys ?? []
        guard !appKeys.isEmpty, appKeys.allSatisfy({ $0.utf8.count >= 16 }) else {
            throw ServerConfigurationError(setting: "appKeys", "at least one key of 16 or more characters is needed")
        }
        let adminKeys = adminKeys ?? []
        guard !adminKeys.isEmpty, adminKeys.allSatisfy({ $0.utf8.count >= 16 }) else {
            throw ServerConfigurationError(setting: "adminKeys", "at least one key of 16 or more characters is needed")
        }
        guard Set(appKeys).isDisjoint(with: adminKeys) else {
            throw ServerConfigurationError(setting: "adminKeys", "an admin key must not also be an app key")
        }
        var signingKey = Curve25519.Signing.PrivateKey()
        if let text = responseSigningKey {
            guard let raw = Data(base64Encoded: text), raw.count == 32, let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else {
                throw ServerConfigurationError(setting: "responseSigningKey", "expected 32 bytes of an Ed25519 private key, base64")
            }
            signingKey = key
        }
        let database = try Self.database(self.database ?? ServerSettings.defaultDatabase, drivers: drivers)
        let host = host ?? "127.0.0.1"
        let port = port ?? 8090
        guard (0...65_535).contains(port) else { throw ServerConfigurationError(setting: "port", "\(port) is not a port") }
        let policy = try consumptionInformation.map { text throws(ServerConfigurationError) in
            guard let policy = ConsumptionPolicy(rawValue: text) else {
                throw ServerConfigurationError(setting: "consumptionInformation", "never or consented, not \(text)")
            }
            return policy
        }
        let ownership = try purchaseOwnership.map { text throws(ServerConfigurationError) in
            guard let policy = OwnershipPolicy(rawValue: text), policy != .linkUnowned else {
                throw ServerConfigurationError(setting: "purchaseOwnership", "transfer or keep, not \(text)")
            }
            return policy
        }
        var jobs = JobOptions()
        if let minutes = catchUpMinutes {
            guard (1...1_440).contains(minutes) else { throw ServerConfigurationError(setting: "catchUpMinutes", "1 to 1440, not \(minutes)") }
            jobs.catchUpInterval = .seconds(minutes * 60)
        }
        var limits = ConnectionLimits()
        if let seconds = idleTimeoutSeconds {
            guard (1...3_600).contains(seconds) else { throw ServerConfigurationError(setting: "idleTimeoutSeconds", "1 to 3600, not \(seconds)") }
            limits.idleTimeout = .seconds(seconds)
        }
        if let seconds = requestReadTimeoutSeconds {
            guard (1...3_600).contains(seconds) else {
                throw ServerConfigurationError(setting: "requestReadTimeoutSeconds", "1 to 3600, not \(seconds)")
            }
            limits.requestReadTimeout = .seconds(seconds)
        }
        if let count = maximumConnections {
            guard (1...1_000_000).contains(count) else { throw ServerConfigurationError(setting: "maximumConnections", "1 to 1000000, not \(count)") }
            limits.maximumConnections = count
        }
        if let count = maximumConnectionsPerClient {
            guard (1...1_000_000).contains(count) else {
                throw ServerConfigurationError(setting: "maximumConnectionsPerClient", "1 to 1000000, not \(count)")
            }
            limits.maximumConnectionsPerClient = count
        }
        guard let header = TrustedProxies.Header(rawValue: forwardedHeader ?? TrustedProxies.Header.xForwardedFor.rawValue) else {
            throw ServerConfigurationError(setting: "forwardedHeader", "x-forwarded-for or forwarded, not \(forwardedHeader ?? "")")
        }
        guard let proxies = TrustedProxies(trustedProxies ?? [], header: header) else {
            throw ServerConfigurationError(
                setting: "trustedProxies",
                "IP addresses or ranges (10.0.0.1, 10.0.0.0/8, fd00::/8), not \(trustedProxies ?? [])"
            )
        }
        for name in allowedHosts ?? [] where name.isEmpty || name.contains(where: { $0 == ":" || $0 == "/" || $0.isWhitespace }) {
            throw ServerConfigurationError(setting: "allowedHosts", "a host name without port or path, not '\(name)'")
        }
        guard let logLevel = Logger.Level(rawValue: self.logLevel ?? "info") else {
            throw ServerConfigurationError(setting: "logLevel", "trace, debug, info, notice, warning, error or critical, not \(self.logLevel ?? "")")
        }
        var settings = ServerSettings(
            bundleId: bundleId,
            appAppleId: appAppleId,
            environments: environments,
            extraRoots: roots,
            catalog: catalog,
            promotionalOffers: offers,
            entitlements: entitlements ?? [:],
            api: try appStoreServerAPI.map { api throws(ServerConfigurationError) in try Self.api(api, bundleId: bundleId) },
            offerEligibility: try Self.eligibility(offerEligibility, offers: offers),
            offerKey: try offerKey.map { key throws(ServerConfigurationError) in try Self.key(key, setting: "offerKey", bundleId: bundleId) },
            appKeys: appKeys,
            adminKeys: adminKeys,
            responseSigningKey: signingKey,
            database: database,
            host: host,
            port: port,
            consumptionPolicy: policy ?? .never,
            ownershipPolicy: ownership ?? .transfer,
            limits: limits,
            allowedHosts: allowedHosts ?? [],
            secureCookies: secureCookies ?? false,
            trustedProxies: proxies,
            jobs: jobs,
            logLevel: logLevel,
            retention: try (retention ?? RetentionConfiguration()).validated(
                catalog: catalog,
                promotionalOffers: offers,
                monthlyPlans: monthlyPlans,
                hasOfferKey: offerKey != nil
            )
        )
        settings.sandboxGrantsEntitlements = sandboxGrantsEntitlements ?? true
        settings.consentRescinded =
            try consentRescinded.map { text throws(ServerConfigurationError) in
                guard let policy = ConsentRescindedPolicy(rawValue: text) else {
                    throw ServerConfigurationError(setting: "consentRescinded", "keep-access or revoke-access, not \(text)")
                }
                return policy
            } ?? .keepAccess
        settings.testRootsTrustedForProduction = productionTestRoots
        settings.receiptRoots = receiptRoots
        return settings
    }

    /// `eligibility` when every offer it names is one the catalog has.
    private static func eligibility(
        _ eligibility: OfferEligibility?,
        offers: [String: Set<String>]
    ) throws(ServerConfigurationError) -> OfferEligibility {
        let eligibility = eligibility ?? OfferEligibility()
        let known = Set(offers.values.joined())
        for offerId in eligibility.offers.keys.sorted() where !known.contains(offerId) {
            throw ServerConfigurationError(setting: "offerEligibility.offers", "\(offerId) is not a promotional offer of the catalog")
        }
        return eligibility
    }

    /// The router `api` configures: `baseURL` for Production data, `sandboxBaseURL` for Sandbox data (by default
    /// Apple's sandbox, or `baseURL` itself when that is a local App Store's URL).
    private static func api(_ api: APIKey, bundleId: String) throws(ServerConfigurationError) -> EnvironmentRouter {
        let key = try Self.key(api, setting: "appStoreServerAPI", bundleId: bundleId)
        let production = try Self.apiEnvironment(api.baseURL ?? "production", setting: "appStoreServerAPI.baseURL")
        let sandbox: APIEnvironment
        if let text = api.sandboxBaseURL {
            sandbox = try Self.apiEnvironment(text, setting: "appStoreServerAPI.sandboxBaseURL")
        } else if case .local = production {
            sandbox = production
        } else {
            sandbox = .sandbox
        }
        return EnvironmentRouter(key: key, production: production, sandbox: sandbox)
    }

    private static func apiEnvironment(_ text: String, setting: String) throws(ServerConfigurationError) -> APIEnvironment {
        switch text {
        case "production": return .production
        case "sandbox": return .sandbox
        default:
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme), url.host != nil else {
                throw ServerConfigurationError(setting: setting, "production, sandbox or an http(s) URL, not \(text)")
            }
            return .local(url)
        }
    }

    /// The In-App Purchase key `key` names (its PEM inline or in a file); errors name `setting`'s field.
    private static func key(_ key: APIKey, setting: String, bundleId: String) throws(ServerConfigurationError) -> InAppPurchaseKey {
        guard let issuerId = key.issuerId, !issuerId.isEmpty else { throw ServerConfigurationError(setting: "\(setting).issuerId", "required") }
        guard let keyId = key.keyId, !keyId.isEmpty else { throw ServerConfigurationError(setting: "\(setting).keyId", "required") }
        let pem: String
        if let text = key.privateKey {
            pem = text
        } else if let path = key.privateKeyFile {
            pem = String(decoding: try read(path, setting: "\(setting).privateKeyFile"), as: UTF8.self)
        } else {
            throw ServerConfigurationError(setting: "\(setting).privateKeyFile", "required (or privateKey)")
        }
        do { return try InAppPurchaseKey(pem: pem, keyId: keyId, issuerId: issuerId, bundleId: bundleId) } catch {
            throw ServerConfigurationError(setting: "\(setting).privateKeyFile", "not a P-256 private key in PEM: \(error)")
        }
    }

    private static func database(_ url: String, drivers: [DatabaseDriver]) throws(ServerConfigurationError) -> ServerSettings.Database {
        do throws(StorageError) {
            return ServerSettings.Database(url: url, driver: try DatabaseDriver.driver(for: url, among: drivers))
        } catch {
            throw ServerConfigurationError(setting: "database", error.message)
        }
    }

    /// The DER certificates in the files at `paths`.
    private static func certificates(_ paths: [String]?, setting: String) throws(ServerConfigurationError) -> [Certificate] {
        try (paths ?? []).map { path throws(ServerConfigurationError) in
            do { return try Certificate(derEncoded: Array(try read(path, setting: setting))) } catch let error as ServerConfigurationError {
                throw error
            } catch {
                throw ServerConfigurationError(setting: setting, "\(path) is not a DER certificate: \(error)")
            }
        }
    }

    static func read(_ path: String, setting: String) throws(ServerConfigurationError) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ServerConfigurationError(setting: setting, "cannot read \(path)") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: (4 << 20) + 1)) ?? Data()
        guard data.count <= 4 << 20 else { throw ServerConfigurationError(setting: setting, "\(path) is over 4 MiB") }
        return data
    }
}
#endif
