public import AppStoreModels
public import StoreKitConfiguration

/// The session's settings: `SKTestSession`'s properties, first taken from the file's `settings`.
public struct SessionSettings: Codable, Hashable, Sendable {
    /// Purchases wait for `approve`/`decline` (`askToBuyEnabled`).
    public var askToBuy = false
    /// Purchases are interrupted until resolved (`interruptedPurchasesEnabled`).
    public var interruptedPurchases = false
    /// Renewals fail and enter billing retry (`shouldEnterBillingRetryOnRenewal`).
    public var billingRetryOnRenewal = false
    /// Billing retry starts with a grace period (`billingGracePeriodIsEnabled`).
    public var gracePeriod = false
    public var disableDialogs = false
    /// `TimeRate` raw value.
    public var timeRate = 0
    /// ISO 3166-1 alpha-3.
    public var storefront = "USA"
    public var locale = "en_US"
    /// `Xcode`, `LocalTesting`, `Sandbox` or `Production` (see ``LocalAppStore/set(_:to:)`` for what Production asks).
    public var environment = AppStoreEnvironment.localTesting.rawValue
    /// Simulated errors by API (`StoreAPI.rawValue`).
    public var simulatedErrors: [String: StoreKitErrorName] = [:]
    /// How Apple's review treats uploaded retention images and messages (nil: ``RetentionReview/manual``).
    public var retentionReviewSetting: RetentionReview?
    /// The app's Apple ID (nil: the `.storekit` file's `_applicationInternalID`, if any; see ``LocalAppStore/appAppleId``).
    public var appAppleId: Int64?
    /// Lenient, not Apple: lets an `http://` realtime URL through (Apple requires `https://`), for a developer's
    /// local endpoint. Every flow and test it affects says so (nil: off, Apple's rule).
    public var allowHTTPRealtimeURL: Bool?
    /// That the app passed Apple's performance test in Sandbox, which a store playing Production cannot run: Apple
    /// configures a Production realtime URL only after one (nil: no test passed).
    public var passedSandboxPerformanceTest: Bool?
    /// Whether the app sets `SKIncludeConsumableInAppPurchaseHistory`: finished consumables in `Transaction.all`
    /// (nil: off, Apple's default).
    public var includeConsumableHistory: Bool?
    /// The platform app transactions say the customer first got the app on (`originalPlatform`; nil: iOS).
    public var originalPlatform: PurchasePlatform?

    public init() {}

    /// How Apple's review treats uploaded retention images and messages.
    public var retentionReview: RetentionReview { retentionReviewSetting ?? .manual }

    /// The settings a `.storekit` file asks for; missing keys take `SKTestSession`'s defaults.
    public init(_ settings: ConfigurationSettings?) {
        guard let settings else { return }
        askToBuy = settings.askToBuyEnabled ?? false
        interruptedPurchases = settings.billingIssuesEnabled ?? false
        billingRetryOnRenewal = settings.renewalBillingIssuesEnabled ?? false
        gracePeriod = settings.billingGracePeriodEnabled ?? false
        disableDialogs = settings.disableDialogs ?? false
        timeRate = TimeRate(rawValue: settings.timeRate ?? 0) != nil ? settings.timeRate ?? 0 : 0
        storefront = settings.storefront.flatMap { AppStoreStorefront.named($0)?.countryCode } ?? "USA"
        locale = settings.locale ?? "en_US"
        for entry in settings.storeKitErrors ?? [] where entry.enabled == true {
            guard let api = StoreAPI(rawValue: entry.name), let current = entry.current else { continue }
            let list = current.type == "generic" ? StoreKitErrorName.generic : Array(api.failures.dropFirst(StoreKitErrorName.generic.count))
            if list.indices.contains(current.index) { simulatedErrors[api.rawValue] = list[current.index] }
        }
        if settings.failTransactionsEnabled == true, simulatedErrors[StoreAPI.purchase.rawValue] == nil {
            simulatedErrors[StoreAPI.purchase.rawValue] = StoreKitErrorName("unknown")
        }
    }

    /// The keys ``set(_:to:)`` accepts.
    public static let keys = [
        "askToBuy", "interruptedPurchases", "billingRetry", "gracePeriod", "disableDialogs", "failTransactions", "timeRate",
        "storefront", "locale", "environment", "retentionReview", "appAppleId", "allowHTTPRealtimeURL", "passedSandboxPerformanceTest",
        "includeConsumableHistory", "originalPlatform", "error.<api>",
    ]

    /// Sets one setting from text, as `storehelper store set KEY=VALUE` does. `error.<api>=none`
    /// clears a simulated error.
    public mutating func set(_ key: String, to value: String) throws(StoreError) {
        func bool() throws(StoreError) -> Bool {
            switch value.lowercased() {
            case "true", "on", "yes", "1": return true
            case "false", "off", "no", "0": return false
            default: throw StoreError.invalidSetting(key: key, reason: "'\(value)' is not on/off")
            }
        }
        switch key {
        case "askToBuy": askToBuy = try bool()
        case "interruptedPurchases": interruptedPurchases = try bool()
        case "billingRetry": billingRetryOnRenewal = try bool()
        case "gracePeriod": gracePeriod = try bool()
        case "disableDialogs": disableDialogs = try bool()
        case "failTransactions":  // deprecated by Apple: purchases fail with StoreKitError.unknown
            simulatedErrors[StoreAPI.purchase.rawValue] = try bool() ? StoreKitErrorName("unknown") : nil
        case "timeRate":
            guard let rate = TimeRate(value) else {
                throw StoreError.invalidSetting(
                    key: key,
                    reason: "'\(value)' is not a time rate (\(TimeRate.names.values.sorted().joined(separator: ", ")))"
                )
            }
            timeRate = rate.rawValue
        case "storefront":
            guard let storefront = AppStoreStorefront.named(value) else {
                throw StoreError.invalidSetting(key: key, reason: "'\(value)' is not a known ISO 3166-1 alpha-3 storefront")
            }
            self.storefront = storefront.countryCode
        case "locale":
            guard !value.isEmpty else { throw StoreError.invalidSetting(key: key, reason: "a locale like en_US is needed") }
            locale = value
        case "environment":
            let allowed = [AppStoreEnvironment.xcode, .localTesting, .sandbox, .production].map(\.rawValue)
            guard let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) else {
                throw StoreError.invalidSetting(key: key, reason: "'\(value)' is not one of \(allowed.joined(separator: ", "))")
            }
            environment = match
        case "retentionReview":
            guard let review = RetentionReview(rawValue: value.lowercased()) else {
                throw StoreError.invalidSetting(key: key, reason: "'\(value)' is not manual, approve or reject")
            }
            retentionReviewSetting = review
        case "includeConsumableHistory": includeConsumableHistory = try bool()
        case "allowHTTPRealtimeURL": allowHTTPRealtimeURL = try bool()
        case "passedSandboxPerformanceTest": passedSandboxPerformanceTest = try bool()
        case "originalPlatform":
            guard let platform = PurchasePlatform.documentedValues.first(where: { $0.rawValue.lowercased() == value.lowercased() }) else {
                let known = PurchasePlatform.documentedValues.map(\.rawValue).joined(separator: ", ")
                throw StoreError.invalidSetting(key: key, reason: "'\(value)' is not one of \(known)")
            }
            originalPlatform = platform
        case "appAppleId":
            guard let id = Int64(value), id >= 0 else { throw StoreError.invalidSetting(key: key, reason: "'\(value)' is not an app Apple ID") }
            appAppleId = id
        default:
            guard key.hasPrefix("error."), let api = StoreAPI(key: String(key.dropFirst(6))) else {
                throw StoreError.invalidSetting(key: key, reason: "unknown setting; known: \(Self.keys.joined(separator: ", "))")
            }
            if value == "none" {
                simulatedErrors[api.rawValue] = nil
            } else {
                guard let failure = api.failures.first(where: { $0.name == value }) else {
                    throw StoreError.invalidSetting(
                        key: key,
                        reason: "'\(value)' is not an error of \(api.key) (\(api.failures.map(\.name).joined(separator: ", ")), or none)"
                    )
                }
                simulatedErrors[api.rawValue] = failure
            }
        }
    }

    /// The simulated error for `api`, if one is set.
    public func simulatedError(for api: StoreAPI) -> StoreKitErrorName? { simulatedErrors[api.rawValue] }

    public var rate: TimeRate { TimeRate(rawValue: timeRate) ?? .realTime }
}
