#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Crypto
import Entitlements
import Foundation
import Logging
import StoreKitConfiguration
public import StoreStorage
public import StoreStorageSQLite
import StoreWeb
import SwiftASN1
import X509

extension ServerConfiguration {
    /// Checks every setting and loads the files they name; the first bad setting is the error. The
    /// database URL must be one of `drivers` (SQLite alone unless the executable registers more, such as
    /// `StoreStoragePostgres`'s `.postgres`).
    public func validated(drivers: [DatabaseDriver] = [.sqlite]) throws(ServerConfigurationError) -> ServerSettings {
        try checkDeclaredLimits()
        guard let bundleId, !bundleId.isEmpty else { throw ServerConfigurationError(setting: "bundleId", "required: the app's bundle id") }
        let environments = try validatedEnvironments()
        let products = try validatedCatalog()
        for (name, products) in entitlements ?? [:] where name.isEmpty || products.isEmpty {
            throw ServerConfigurationError(
                setting: "entitlements",
                "\(name.isEmpty ? "an entitlement" : name) needs a name and at least one product id"
            )
        }
        let keys = try validatedKeys()
        for name in allowedHosts ?? [] where name.isEmpty || name.contains(where: { $0 == ":" || $0 == "/" || $0.isWhitespace }) {
            throw ServerConfigurationError(setting: "allowedHosts", "a host name without port or path, not '\(name)'")
        }
        var settings = ServerSettings(
            bundleId: bundleId,
            appAppleId: appAppleId,
            environments: environments,
            extraRoots: try Self.certificates(extraRoots, setting: "extraRoots"),
            catalog: products.catalog,
            promotionalOffers: products.offers,
            entitlements: entitlements ?? [:],
            api: try appStoreServerAPI.map { api throws(ServerConfigurationError) in try Self.api(api, bundleId: bundleId) },
            offerEligibility: try Self.eligibility(offerEligibility, offers: products.offers),
            offerKey: try offerKey.map { key throws(ServerConfigurationError) in try Self.key(key, setting: "offerKey", bundleId: bundleId) },
            appKeys: keys.app,
            adminKeys: keys.admin,
            responseSigningKey: keys.signing,
            database: try Self.database(try valueOrDefault(\.$database), drivers: drivers),
            host: try valueOrDefault(\.$host),
            port: try valueOrDefault(\.$port),
            consumptionPolicy: try valueOrDefault(\.$consumptionInformation, ConsumptionPolicy.init(rawValue:)),
            ownershipPolicy: try valueOrDefault(\.$purchaseOwnership, OwnershipPolicy.init(rawValue:)),
            limits: try validatedLimits(),
            allowedHosts: allowedHosts ?? [],
            secureCookies: try valueOrDefault(\.$secureCookies),
            trustedProxies: try validatedProxies(),
            jobs: try validatedJobs(),
            logLevel: try valueOrDefault(\.$logLevel, Logger.Level.init(rawValue:)),
            retention: try (retention ?? RetentionConfiguration()).validated(
                catalog: products.catalog,
                promotionalOffers: products.offers,
                monthlyPlans: products.monthlyPlans,
                hasOfferKey: offerKey != nil
            )
        )
        settings.sandboxGrantsEntitlements = try valueOrDefault(\.$sandboxGrantsEntitlements)
        settings.consentRescinded = try valueOrDefault(\.$consentRescinded, ConsentRescindedPolicy.init(rawValue:))
        settings.testRootsTrustedForProduction = try Self.certificates(testRootsTrustedForProduction, setting: "testRootsTrustedForProduction")
        settings.receiptRoots = try Self.certificates(receiptRoots, setting: "receiptRoots")
        return settings
    }

    /// The value of `setting`, or its declared default (every setting read this way declares one).
    private func valueOrDefault<Value>(_ setting: KeyPath<ServerConfiguration, ServerSetting<Value>>) throws(ServerConfigurationError) -> Value {
        guard let value = resolved(setting) else { throw ServerConfigurationError(setting: "\(setting)", "required") }
        return value
    }

    /// The value `make` makes of `setting`'s text, or of its declared default (its declared choices are each one
    /// `make` takes, which ``checkDeclaredLimits()`` checked).
    private func valueOrDefault<Value>(
        _ setting: KeyPath<ServerConfiguration, ServerSetting<String>>,
        _ make: (String) -> Value?
    ) throws(ServerConfigurationError) -> Value {
        let text = try valueOrDefault(setting)
        guard let value = make(text) else { throw ServerConfigurationError(setting: "\(setting)", "not one of the choices: \(text)") }
        return value
    }

    /// The environments whose data is accepted (Production and Sandbox unless told), each one Apple documents;
    /// Production's data needs the app's Apple ID.
    private func validatedEnvironments() throws(ServerConfigurationError) -> [AppStoreEnvironment] {
        let environments = try valueOrDefault(\.$environments).map { name throws(ServerConfigurationError) in
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
        return environments
    }

    /// What the server needs of the `.storekit` catalog: the products' facts, their promotional offers by product, and
    /// the products with a monthly plan.
    private struct CatalogFacts {
        var catalog = ProductCatalog.empty
        var offers: [String: Set<String>] = [:]
        var monthlyPlans: Set<String> = []
    }

    private func validatedCatalog() throws(ServerConfigurationError) -> CatalogFacts {
        var facts = CatalogFacts()
        guard let path = catalog else { return facts }
        do {
            let file = try ConfigurationFile.load(try Self.read(path, setting: "catalog"))
            facts.catalog = file.productCatalog()
            for (_, product) in file.allProducts {
                let ids = Set((product.adHocOffers ?? []).compactMap(\.offerID))
                if !ids.isEmpty { facts.offers[product.productID] = ids }
                if product.monthlyBillingPlan != nil { facts.monthlyPlans.insert(product.productID) }
            }
        } catch let error as ServerConfigurationError {
            throw error
        } catch {
            throw ServerConfigurationError(setting: "catalog", "\(path): \(error)")
        }
        return facts
    }

    /// The app keys and admin keys (at least one of each, 16 characters or more, none both), and the key that signs
    /// answers (made now unless given).
    private func validatedKeys() throws(ServerConfigurationError) -> (app: [String], admin: [String], signing: Curve25519.Signing.PrivateKey) {
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
        guard let text = responseSigningKey else { return (appKeys, adminKeys, Curve25519.Signing.PrivateKey()) }
        guard let raw = Data(base64Encoded: text), raw.count == 32, let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else {
            throw ServerConfigurationError(setting: "responseSigningKey", "expected 32 bytes of an Ed25519 private key, base64")
        }
        return (appKeys, adminKeys, key)
    }

    /// How the job runner paces itself: the catch-up interval the settings give.
    private func validatedJobs() throws(ServerConfigurationError) -> JobOptions {
        var jobs = JobOptions()
        jobs.catchUpInterval = .seconds(try valueOrDefault(\.$catchUpMinutes) * 60)
        return jobs
    }

    /// The connection limits the settings give.
    private func validatedLimits() throws(ServerConfigurationError) -> ConnectionLimits {
        var limits = ConnectionLimits()
        limits.idleTimeout = .seconds(try valueOrDefault(\.$idleTimeoutSeconds))
        limits.requestReadTimeout = .seconds(try valueOrDefault(\.$requestReadTimeoutSeconds))
        limits.maximumConnections = try valueOrDefault(\.$maximumConnections)
        limits.maximumConnectionsPerClient = try valueOrDefault(\.$maximumConnectionsPerClient)
        return limits
    }

    /// The proxies whose forwarding header names the client, and which header that is.
    private func validatedProxies() throws(ServerConfigurationError) -> TrustedProxies {
        let header = try valueOrDefault(\.$forwardedHeader, TrustedProxies.Header.init(rawValue:))
        guard let proxies = TrustedProxies(trustedProxies ?? [], header: header) else {
            throw ServerConfigurationError(
                setting: "trustedProxies",
                "IP addresses or ranges (10.0.0.1, 10.0.0.0/8, fd00::/8), not \(trustedProxies ?? [])"
            )
        }
        return proxies
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
