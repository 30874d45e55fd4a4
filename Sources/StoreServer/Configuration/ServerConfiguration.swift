#if Server
public import AppStoreModels
public import Foundation

/// Everything `storehelper server` is told: from a JSON file, the environment and flags (the CLI merges
/// them); ``validated(drivers:)`` turns it into a ``ServerSettings`` or names the first bad setting.
public struct ServerConfiguration: Codable, Hashable, Sendable {
    /// The App Store Server API key and where the API is.
    public struct APIKey: Codable, Hashable, Sendable {
        public var issuerId: String?
        public var keyId: String?
        /// The .p8 file App Store Connect gave (PKCS#8 PEM).
        public var privateKeyFile: String?
        /// The PEM itself, for secrets passed in the environment.
        public var privateKey: String?
        /// Where Production data is looked up: `production` (the default), `sandbox`, or a URL (the local App
        /// Store's `store serve`, which then serves the data of every environment unless `sandboxBaseURL` is set).
        public var baseURL: String?
        /// Where Sandbox data is looked up: `sandbox` (the default beside Apple's production) or a URL (a second
        /// local App Store, playing Sandbox).
        public var sandboxBaseURL: String?

        public init(
            issuerId: String? = nil,
            keyId: String? = nil,
            privateKeyFile: String? = nil,
            privateKey: String? = nil,
            baseURL: String? = nil,
            sandboxBaseURL: String? = nil
        ) {
            self.issuerId = issuerId
            self.keyId = keyId
            self.privateKeyFile = privateKeyFile
            self.privateKey = privateKey
            self.baseURL = baseURL
            self.sandboxBaseURL = sandboxBaseURL
        }

        /// Fields set in `other` replace those here.
        func overlaid(with other: APIKey) -> APIKey {
            APIKey(
                issuerId: other.issuerId ?? issuerId,
                keyId: other.keyId ?? keyId,
                privateKeyFile: other.privateKeyFile ?? privateKeyFile,
                privateKey: other.privateKey ?? privateKey,
                baseURL: other.baseURL ?? baseURL,
                sandboxBaseURL: other.sandboxBaseURL ?? sandboxBaseURL
            )
        }

        /// The key `STOREHELPER_SERVER_<prefix>_ISSUER_ID`, `…_KEY_ID`, `…_PRIVATE_KEY_FILE`,
        /// `…_PRIVATE_KEY` and (with `baseURL`) `…_BASE_URL` and `…_SANDBOX_BASE_URL` give, or `nil` when none is set.
        static func fromEnvironment(prefix: String, baseURL: Bool = true, _ value: (String) -> String?) -> APIKey? {
            let key = APIKey(
                issuerId: value("\(prefix)_ISSUER_ID"),
                keyId: value("\(prefix)_KEY_ID"),
                privateKeyFile: value("\(prefix)_PRIVATE_KEY_FILE"),
                privateKey: value("\(prefix)_PRIVATE_KEY"),
                baseURL: baseURL ? value("\(prefix)_BASE_URL") : nil,
                sandboxBaseURL: baseURL ? value("\(prefix)_SANDBOX_BASE_URL") : nil
            )
            return key == APIKey() ? nil : key
        }
    }

    public var bundleId: String?
    public var appAppleId: Int64?
    /// The environments whose data is accepted: `Production`, `Sandbox`, `Xcode`, `LocalTesting`.
    public var environments: [String]?
    /// DER files of roots trusted besides Apple's, for every environment but Production (a local App
    /// Store's exported root).
    public var extraRoots: [String]?
    /// DER files of the roots app receipts (`POST /v1/receipts`) are signed under, for every environment: Apple Inc.
    /// Root (`AppleIncRootCertificate.cer` from Apple's certificate authority page), which StoreHelper does not ship.
    /// Without it only receipts of a local App Store (signed under an extra root) import, and never Production's.
    public var receiptRoots: [String]?
    /// For tests only: DER files of roots trusted for Production data too (a local App Store playing
    /// Production). A deployment never sets it: Production data is Apple's alone. The server logs a warning
    /// at startup while it is set.
    public var testRootsTrustedForProduction: [String]?
    /// The `.storekit` file whose product types, groups and levels the entitlement engine uses.
    public var catalog: String?
    /// Entitlement name → the product ids that grant it.
    public var entitlements: [String: [String]]?
    public var appStoreServerAPI: APIKey?
    /// The In-App Purchase key that signs promotional offers (`issuerId`, `keyId`, the .p8; `baseURL`
    /// is not read). Without it `POST /v1/offers/sign` answers 409.
    public var offerKey: APIKey?
    /// Who may have a promotional offer signed: `{"default": "subscribers", "offers": {"OFFER_ID": "lapsed"}}`;
    /// the rules are `subscribers` (have or had a subscription in the offer's group; the default), `active`,
    /// `lapsed` and `anyone`.
    public var offerEligibility: OfferEligibility?
    /// Keys apps send as `Authorization: Bearer …`.
    public var appKeys: [String]?
    /// Keys for the admin routes.
    public var adminKeys: [String]?
    /// The Ed25519 private key that signs customer info (32 bytes, base64). Default: a new key each start.
    public var responseSigningKey: String?
    /// `sqlite:PATH` (default `sqlite:storehelper-server.sqlite`) or `postgres://…`.
    public var database: String?
    public var host: String?
    public var port: Int?
    /// `never` (the default) or `consented`: answer `CONSUMPTION_REQUEST` with Send Consumption
    /// Information, for apps whose terms obtain every customer's consent.
    public var consumptionInformation: String?
    /// Minutes between catch-ups from the notification history (default 60).
    public var catchUpMinutes: Int?
    /// What a transaction reported by one app user does to a purchase another app user owns: `transfer`
    /// (the default: the reporting user gets it, the owner loses it, both recorded) or `keep` (refused with
    /// 409). A transaction whose app account token is bound to another user is refused either way.
    public var purchaseOwnership: String?
    /// Seconds a connection may sit idle, or take to send a request's head (default 60).
    public var idleTimeoutSeconds: Int?
    /// Seconds a request may take to arrive whole once its head has (default 30).
    public var requestReadTimeoutSeconds: Int?
    /// Connections open at once (default 512).
    public var maximumConnections: Int?
    /// Connections one client address may hold at once (default 128).
    public var maximumConnectionsPerClient: Int?
    /// Proxies (addresses or ranges) whose `Forwarded` / `X-Forwarded-For` names the client (default: none).
    public var trustedProxies: [String]?
    /// The header those proxies append the client to: `x-forwarded-for` (default) or `forwarded`. Only that one is
    /// read; a client may write the other.
    public var forwardedHeader: String?
    /// Host names the dashboard answers to besides addresses and `localhost`: the name it is served under.
    public var allowedHosts: [String]?
    /// Mark the dashboard's session cookie `Secure`: set it when the server is reached over TLS.
    public var secureCookies: Bool?
    /// Whether Sandbox purchases grant entitlements (default `true`: App Review and TestFlight buy in Sandbox from
    /// the build that ships); `false` leaves them out of customer info, for a server where a test purchase must
    /// never unlock anything.
    public var sandboxGrantsEntitlements: Bool?
    /// What customer info does once a parent or guardian withdraws consent for the app (`RESCIND_CONSENT`):
    /// `keep-access` (the default: recorded and shown, access unchanged) or `revoke-access` (nothing granted
    /// from then on).
    public var consentRescinded: String?
    /// The least severe log level written: `trace`, `debug` (adds a line per request), `info` (the
    /// default), `notice`, `warning`, `error` or `critical`.
    public var logLevel: String?
    /// How real-time retention requests (`POST /apple/retention`) are answered: rules tried in order.
    public var retention: RetentionConfiguration?

    public init() {}

    /// Reads a configuration file (JSON, at most 1 MiB). A key that is no setting (a typo, a setting of another
    /// version) is refused, naming it, rather than ignored.
    public static func load(_ data: Data) throws(ServerConfigurationError) -> ServerConfiguration {
        guard data.count <= 1 << 20 else { throw ServerConfigurationError(setting: "config", "the file is over 1 MiB") }
        let configuration: ServerConfiguration
        do { configuration = try JSONDecoder().decode(ServerConfiguration.self, from: data) } catch let error as DecodingError {
            throw ServerConfigurationError(setting: error.codingPathText ?? "config", "not valid: \(error.reason)")
        } catch {
            throw ServerConfigurationError(setting: "config", "not JSON: \(error)")
        }
        // What was read, written back: every key of the file that a setting took is there again.
        guard let given = try? JSONSerialization.jsonObject(with: data),
            let echoed = try? JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration))
        else { throw ServerConfigurationError(setting: "config", "not a JSON object") }
        if let unknown = Self.unknownKey(in: given, against: echoed, at: "") {
            throw ServerConfigurationError(setting: unknown, "not a setting (misspelled, or from another version?)")
        }
        return configuration
    }

    /// The first key of `given` that `echoed` (the decoded value encoded again) lacks, as a path; nil when none.
    private static func unknownKey(in given: Any, against echoed: Any?, at path: String) -> String? {
        if let object = given as? [String: Any] {
            let known = echoed as? [String: Any] ?? [:]
            for key in object.keys.sorted() where !(object[key] is NSNull) {
                let here = path.isEmpty ? key : "\(path).\(key)"
                guard let value = known[key] else { return here }
                if let found = unknownKey(in: object[key] as Any, against: value, at: here) { return found }
            }
        } else if let array = given as? [Any] {
            let known = echoed as? [Any] ?? []
            for (index, element) in array.enumerated() {
                if let found = unknownKey(in: element, against: index < known.count ? known[index] : nil, at: "\(path)[\(index)]") { return found }
            }
        }
        return nil
    }

    /// Settings in `other` replace those here (flags over environment over file).
    public func overlaid(with other: ServerConfiguration) -> ServerConfiguration {
        var merged = self
        merged.bundleId = other.bundleId ?? bundleId
        merged.appAppleId = other.appAppleId ?? appAppleId
        merged.environments = other.environments ?? environments
        merged.extraRoots = other.extraRoots ?? extraRoots
        merged.receiptRoots = other.receiptRoots ?? receiptRoots
        merged.testRootsTrustedForProduction = other.testRootsTrustedForProduction ?? testRootsTrustedForProduction
        merged.catalog = other.catalog ?? catalog
        merged.entitlements = other.entitlements ?? entitlements
        if let key = other.appStoreServerAPI { merged.appStoreServerAPI = (appStoreServerAPI ?? APIKey()).overlaid(with: key) }
        if let key = other.offerKey { merged.offerKey = (offerKey ?? APIKey()).overlaid(with: key) }
        merged.offerEligibility = other.offerEligibility ?? offerEligibility
        merged.appKeys = other.appKeys ?? appKeys
        merged.adminKeys = other.adminKeys ?? adminKeys
        merged.responseSigningKey = other.responseSigningKey ?? responseSigningKey
        merged.database = other.database ?? database
        merged.host = other.host ?? host
        merged.port = other.port ?? port
        merged.consumptionInformation = other.consumptionInformation ?? consumptionInformation
        merged.catchUpMinutes = other.catchUpMinutes ?? catchUpMinutes
        merged.purchaseOwnership = other.purchaseOwnership ?? purchaseOwnership
        merged.idleTimeoutSeconds = other.idleTimeoutSeconds ?? idleTimeoutSeconds
        merged.requestReadTimeoutSeconds = other.requestReadTimeoutSeconds ?? requestReadTimeoutSeconds
        merged.maximumConnections = other.maximumConnections ?? maximumConnections
        merged.maximumConnectionsPerClient = other.maximumConnectionsPerClient ?? maximumConnectionsPerClient
        merged.trustedProxies = other.trustedProxies ?? trustedProxies
        merged.forwardedHeader = other.forwardedHeader ?? forwardedHeader
        merged.allowedHosts = other.allowedHosts ?? allowedHosts
        merged.secureCookies = other.secureCookies ?? secureCookies
        merged.sandboxGrantsEntitlements = other.sandboxGrantsEntitlements ?? sandboxGrantsEntitlements
        merged.consentRescinded = other.consentRescinded ?? consentRescinded
        merged.logLevel = other.logLevel ?? logLevel
        merged.retention = other.retention ?? retention
        return merged
    }

    /// The settings the environment variables give: `STOREHELPER_SERVER_<NAME>` for each setting
    /// (`BUNDLE_ID`, `APP_APPLE_ID`, `DATABASE`, `APP_KEYS` and `ADMIN_KEYS` comma-separated,
    /// `RESPONSE_SIGNING_KEY`, `API_PRIVATE_KEY`, …).
    public static func fromEnvironment(_ environment: [String: String]) throws(ServerConfigurationError) -> ServerConfiguration {
        func value(_ name: String) -> String? { environment["STOREHELPER_SERVER_\(name)"].flatMap { $0.isEmpty ? nil : $0 } }
        func list(_ name: String) -> [String]? {
            value(name).map { $0.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces)) } }
        }
        var configuration = ServerConfiguration()
        configuration.bundleId = value("BUNDLE_ID")
        if let text = value("APP_APPLE_ID") {
            guard let id = Int64(text) else { throw ServerConfigurationError(setting: "STOREHELPER_SERVER_APP_APPLE_ID", "not a number: \(text)") }
            configuration.appAppleId = id
        }
        configuration.environments = list("ENVIRONMENTS")
        configuration.extraRoots = list("EXTRA_ROOTS")
        configuration.receiptRoots = list("RECEIPT_ROOTS")
        configuration.testRootsTrustedForProduction = list("TEST_ROOTS_TRUSTED_FOR_PRODUCTION")
        configuration.catalog = value("CATALOG")
        configuration.appKeys = list("APP_KEYS")
        configuration.adminKeys = list("ADMIN_KEYS")
        configuration.responseSigningKey = value("RESPONSE_SIGNING_KEY")
        configuration.database = value("DATABASE")
        configuration.host = value("HOST")
        if let text = value("PORT") {
            guard let port = Int(text) else { throw ServerConfigurationError(setting: "STOREHELPER_SERVER_PORT", "not a number: \(text)") }
            configuration.port = port
        }
        configuration.consumptionInformation = value("CONSUMPTION_INFORMATION")
        if let text = value("CATCH_UP_MINUTES") {
            guard let minutes = Int(text) else {
                throw ServerConfigurationError(setting: "STOREHELPER_SERVER_CATCH_UP_MINUTES", "not a number: \(text)")
            }
            configuration.catchUpMinutes = minutes
        }
        configuration.logLevel = value("LOG_LEVEL")
        configuration.purchaseOwnership = value("PURCHASE_OWNERSHIP")
        configuration.consentRescinded = value("CONSENT_RESCINDED")
        configuration.allowedHosts = list("ALLOWED_HOSTS")
        configuration.trustedProxies = list("TRUSTED_PROXIES")
        configuration.forwardedHeader = value("FORWARDED_HEADER")
        for (name, setting) in [
            ("IDLE_TIMEOUT_SECONDS", \ServerConfiguration.idleTimeoutSeconds),
            ("REQUEST_READ_TIMEOUT_SECONDS", \.requestReadTimeoutSeconds), ("MAXIMUM_CONNECTIONS", \.maximumConnections),
            ("MAXIMUM_CONNECTIONS_PER_CLIENT", \.maximumConnectionsPerClient),
        ] {
            guard let text = value(name) else { continue }
            guard let number = Int(text) else { throw ServerConfigurationError(setting: "STOREHELPER_SERVER_\(name)", "not a number: \(text)") }
            configuration[keyPath: setting] = number
        }
        if let text = value("SECURE_COOKIES") {
            guard let flag = Bool(text) else {
                throw ServerConfigurationError(setting: "STOREHELPER_SERVER_SECURE_COOKIES", "true or false, not \(text)")
            }
            configuration.secureCookies = flag
        }
        if let text = value("SANDBOX_GRANTS_ENTITLEMENTS") {
            guard let flag = Bool(text) else {
                throw ServerConfigurationError(setting: "STOREHELPER_SERVER_SANDBOX_GRANTS_ENTITLEMENTS", "true or false, not \(text)")
            }
            configuration.sandboxGrantsEntitlements = flag
        }
        configuration.appStoreServerAPI = APIKey.fromEnvironment(prefix: "API", value)
        configuration.offerKey = APIKey.fromEnvironment(prefix: "OFFER", baseURL: false, value)
        return configuration
    }
}

/// A configuration the server cannot start with: the setting, and what is wrong with it.
public struct ServerConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var setting: String
    public var message: String

    public init(setting: String, _ message: String) {
        self.setting = setting
        self.message = message
    }

    public typealias Kind = ErrorKind<ServerConfigurationError>

    /// Every refusal of a configuration is `invalid-configuration`; ``setting`` names the setting.
    public var kind: Kind { .invalidConfiguration }

    public var description: String { "\(setting): \(message)" }
}

extension ErrorKind<ServerConfigurationError> {
    /// A setting is missing or wrong.
    public static let invalidConfiguration = Self(rawValue: "invalid-configuration")
}
#endif
