#if Server
public import AppStoreModels
public import Foundation
import Logging

/// Everything `storehelper server` is told: from a JSON file, the environment and options (flags over the environment
/// over the file); ``validated(drivers:)`` turns it into a ``ServerSettings`` or names the first bad setting.
///
/// Each setting is declared once, as a ``ServerSetting``: its help (which `storehelper server --help` prints), its
/// default and its limits. Its name is its key in the file; `STOREHELPER_SERVER_<NAME>` and `--<name>` are derived.
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
    }

    @ServerSetting("The app's bundle id (required).") public var bundleId: String?
    @ServerSetting("The app's Apple ID (required for Production data, as Apple requires).") public var appAppleId: Int64?
    @ServerSetting(
        "The environments whose data is accepted: Production, Sandbox, Xcode, LocalTesting.",
        option: "environment",
        default: ["Production", "Sandbox"]
    )
    public var environments: [String]?
    @ServerSetting(
        "A DER root trusted besides Apple's, for every environment but Production (a local App Store's exported root).",
        option: "extra-root"
    )
    public var extraRoots: [String]?
    @ServerSetting(
        """
        A DER root app receipts (POST /v1/receipts) are signed under, for every environment: Apple Inc. Root \
        (AppleIncRootCertificate.cer from Apple's certificate authority page), which StoreHelper does not ship. Without \
        it only receipts of a local App Store (signed under an extra root) import, never Production's.
        """,
        option: "receipt-root"
    )
    public var receiptRoots: [String]?
    @ServerSetting(
        """
        For tests only: a DER root trusted for Production data too (a local App Store playing Production). A deployment \
        never sets it: Production data is Apple's alone. The server logs a warning at startup while it is set.
        """,
        option: "test-root-trusted-for-production"
    )
    public var testRootsTrustedForProduction: [String]?
    @ServerSetting("The .storekit file whose product types, groups and levels the entitlement engine uses.") public var catalog: String?
    @ServerSetting(fileOnly: "Entitlement name → the product ids that grant it.") public var entitlements: [String: [String]]?
    @ServerSetting(
        "The App Store Server API key (issuerId, keyId, privateKeyFile or privateKey) and where each environment's data is looked up (baseURL, sandboxBaseURL).",
        environmentPrefix: "API"
    )
    public var appStoreServerAPI: APIKey?
    @ServerSetting(
        "The In-App Purchase key that signs promotional offers (issuerId, keyId, the .p8; baseURL is not read). Without it POST /v1/offers/sign answers 409.",
        environmentPrefix: "OFFER"
    )
    public var offerKey: APIKey?
    @ServerSetting(
        fileOnly: """
            Who may have a promotional offer signed: {"default": "subscribers", "offers": {"OFFER_ID": "lapsed"}}; the rules \
            are subscribers (have or had a subscription in the offer's group; the default), active, lapsed and anyone.
            """
    )
    public var offerEligibility: OfferEligibility?
    @ServerSetting("A key apps send as Authorization: Bearer KEY (16 characters or more).", option: "app-key") public var appKeys: [String]?
    @ServerSetting("A key for the admin routes (16 characters or more, none an app key).", option: "admin-key") public var adminKeys: [String]?
    @ServerSetting("The Ed25519 private key that signs customer info (32 bytes, base64). Default: a new key each start.")
    public var responseSigningKey: String?
    @ServerSetting("sqlite:PATH or postgres://….", default: ServerSettings.defaultDatabase) public var database: String?
    @ServerSetting("The address to listen on.", default: "127.0.0.1") public var host: String?
    @ServerSetting("The port (0 picks a free one).", default: 8090, range: 0...65_535) public var port: Int?
    @ServerSetting(
        "Answer CONSUMPTION_REQUEST with Send Consumption Information: never, or consented for apps whose terms obtain every customer's consent.",
        default: "never",
        choices: ConsumptionPolicy.allCases.map(\.rawValue)
    )
    public var consumptionInformation: String?
    @ServerSetting("Minutes between catch-ups from the notification history.", default: 60, range: 1...1_440) public var catchUpMinutes: Int?
    @ServerSetting(
        """
        What a transaction reported by one app user does to a purchase another app user owns: transfer (the reporting \
        user gets it, the owner loses it, both recorded) or keep (refused with 409). A transaction whose app account \
        token is bound to another user is refused either way.
        """,
        default: "transfer",
        choices: ["transfer", "keep"]
    )
    public var purchaseOwnership: String?
    @ServerSetting("Seconds a connection may sit idle, or take to send a request's head.", default: 60, range: 1...3_600)
    public var idleTimeoutSeconds: Int?
    @ServerSetting("Seconds a request may take to arrive whole once its head has.", default: 30, range: 1...3_600)
    public var requestReadTimeoutSeconds: Int?
    @ServerSetting("Connections open at once.", default: 512, range: 1...1_000_000) public var maximumConnections: Int?
    @ServerSetting("Connections one client address may hold at once.", default: 128, range: 1...1_000_000)
    public var maximumConnectionsPerClient: Int?
    @ServerSetting("A proxy (address or range) whose Forwarded / X-Forwarded-For names the client.", option: "trusted-proxy")
    public var trustedProxies: [String]?
    @ServerSetting(
        "The header those proxies append the client to; only that one is read (a client may write the other).",
        default: "x-forwarded-for",
        choices: TrustedProxies.Header.allCases.map(\.rawValue)
    )
    public var forwardedHeader: String?
    @ServerSetting("A host name the dashboard answers to besides addresses and localhost: the name it is served under.", option: "allowed-host")
    public var allowedHosts: [String]?
    @ServerSetting("Mark the dashboard's session cookie Secure: set it when the server is reached over TLS.", default: false)
    public var secureCookies: Bool?
    @ServerSetting(
        """
        Whether Sandbox purchases grant entitlements (App Review and TestFlight buy in Sandbox from the build that \
        ships); false leaves them out of customer info, for a server where a test purchase must never unlock anything.
        """,
        default: true
    )
    public var sandboxGrantsEntitlements: Bool?
    @ServerSetting(
        """
        What customer info does once a parent or guardian withdraws consent for the app (RESCIND_CONSENT): keep-access \
        (recorded and shown, access unchanged) or revoke-access (nothing granted from then on).
        """,
        default: "keep-access",
        choices: ConsentRescindedPolicy.allCases.map(\.rawValue)
    )
    public var consentRescinded: String?
    @ServerSetting(
        "The least severe log level written (debug adds a line per request).",
        default: "info",
        choices: Logger.Level.allCases.map(\.rawValue)
    )
    public var logLevel: String?
    @ServerSetting(fileOnly: "How real-time retention requests (POST /apple/retention) are answered: rules tried in order.")
    public var retention: RetentionConfiguration?

    public init() {}

    /// Reads a configuration file (JSON, at most 1 MiB). A key that is no setting (a typo, a setting of another
    /// version) is refused, naming it, rather than ignored.
    public static func load(_ data: Data) throws(ServerConfigurationError) -> ServerConfiguration {
        guard data.count <= 1 << 20 else { throw ServerConfigurationError(setting: "config", "the file is over 1 MiB") }
        let configuration = try decoded(data, source: "config")
        // What was read, written back: every key of the file that a setting took is there again.
        guard let given = try? JSONSerialization.jsonObject(with: data), let echoed = try? object(configuration) else {
            throw ServerConfigurationError(setting: "config", "not a JSON object")
        }
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
