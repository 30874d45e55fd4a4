import AppStoreModels
public import Foundation
import LocalAppStore
package import StoreHelperLocal
public import StoreKit
import StoreKitConfiguration

/// /documentation/StoreKitTest/SKTestSession · c:objc(cs)SKTestSession
///
/// On Linux: a local App Store selling the catalog of a `.storekit` file, made the process's store (StoreKit's calls
/// reach it from then on). As Apple's, there is one test environment: every session controls it, and creating one
/// replaces it. The controls are the local App Store's (https://developer.apple.com/documentation/storekittest/sktestsession).
/// The synchronous controls wait for the store, so call them outside the store's own work (any test or app code is).
public final class SKTestSession: @unchecked Sendable {
    /// The device the session drives (for the package's own tests: its verifier, its session controls).
    package let device: LocalStore

    /// /documentation/StoreKitTest/SKTestSession/init(contentsOf:) · c:objc(cs)SKTestSession(im)initWithContentsOfURL:error:
    ///
    /// The bundle id the store signs for is `STOREKIT_BUNDLE_IDENTIFIER` when set, else the main bundle's, else
    /// `com.example.storekit` (a `.storekit` file holds none).
    public init(contentsOf fileURL: URL) throws {
        let data = try Data(contentsOf: fileURL)
        let configuration = try ConfigurationFile.load(data)
        let store = try LocalAppStore(configuration: configuration, bundleId: Self.bundleId, configurationPath: fileURL.path, now: Date())
        device = try LocalStore(store: store)
        StoreKitBackends.install(LocalAppStoreBackend(device: device))
    }

    /// /documentation/StoreKitTest/SKTestSession/init(configurationFileNamed:) · c:objc(cs)SKTestSession(im)initWithConfigurationFileNamed:error:
    ///
    /// Looks for `<name>.storekit` in the main bundle, every loaded bundle, and the resource bundles beside the main
    /// bundle (where SwiftPM puts a test target's resources on Linux).
    public convenience init(configurationFileNamed filename: String) throws {
        let beside = (try? FileManager.default.contentsOfDirectory(at: Bundle.main.bundleURL, includingPropertiesForKeys: nil)) ?? []
        let resources = beside.filter { ["resources", "bundle"].contains($0.pathExtension) }.compactMap(Bundle.init(url:))
        let bundles = [Bundle.main] + Bundle.allBundles + resources
        guard let url = bundles.lazy.compactMap({ $0.url(forResource: filename, withExtension: "storekit") }).first else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(filename).storekit"])
        }
        try self.init(contentsOf: url)
    }

    static var bundleId: String {
        ProcessInfo.processInfo.environment["STOREKIT_BUNDLE_IDENTIFIER"] ?? Bundle.main.bundleIdentifier ?? "com.example.storekit"
    }

    // MARK: Settings

    /// /documentation/StoreKitTest/SKTestSession/disableDialogs · c:objc(cs)SKTestSession(py)disableDialogs
    public var disableDialogs: Bool {
        get { setting(\.disableDialogs) }
        set { set("disableDialogs", newValue) }
    }

    /// /documentation/StoreKitTest/SKTestSession/askToBuyEnabled · c:objc(cs)SKTestSession(py)askToBuyEnabled
    public var askToBuyEnabled: Bool {
        get { setting(\.askToBuy) }
        set { set("askToBuy", newValue) }
    }

    /// /documentation/StoreKitTest/SKTestSession/interruptedPurchasesEnabled · c:objc(cs)SKTestSession(py)interruptedPurchasesEnabled
    ///
    /// Purchases stop short (`purchase()` answers `.pending`) until ``resolveIssueForTransaction(identifier:)``.
    public var interruptedPurchasesEnabled: Bool {
        get { setting(\.interruptedPurchases) }
        set { set("interruptedPurchases", newValue) }
    }

    /// /documentation/StoreKitTest/SKTestSession/shouldEnterBillingRetryOnRenewal · c:objc(cs)SKTestSession(py)billingRetryOnRenewalEnabled
    public var shouldEnterBillingRetryOnRenewal: Bool {
        get { setting(\.billingRetryOnRenewal) }
        set { set("billingRetry", newValue) }
    }

    /// /documentation/StoreKitTest/SKTestSession/billingGracePeriodIsEnabled · c:objc(cs)SKTestSession(py)billingGracePeriodEnabled
    public var billingGracePeriodIsEnabled: Bool {
        get { setting(\.gracePeriod) }
        set { set("gracePeriod", newValue) }
    }

    /// /documentation/StoreKitTest/SKTestSession/timeRate-swift.property · c:objc(cs)SKTestSession(py)timeRate
    ///
    /// How fast subscriptions run as time passes (the store's clock follows the device's).
    public var timeRate: SKTestSession.TimeRate {
        get { TimeRate(named: StoreTimeRate.names[setting(\.timeRate)] ?? "realTime") ?? .realTime }
        set { set("timeRate", "\(newValue)") }
    }

    /// /documentation/StoreKitTest/SKTestSession/TimeRate-swift.enum · c:@E@SKTestTimeRate
    public enum TimeRate: Sendable, CaseIterable {
        case realTime
        case oneHourIsOneDay, thirtyMinutesIsOneDay, fiveMinutesIsOneDay, oneMinuteIsOneDay, thirtySecondsIsOneDay, oneSecondIsOneDay
        case monthlyRenewalEveryHour, monthlyRenewalEveryThirtyMinutes, monthlyRenewalEveryFifteenMinutes, monthlyRenewalEveryFiveMinutes
        case monthlyRenewalEveryThirtySeconds
        case oneRenewalEveryFifteenMinutes, oneRenewalEveryFiveMinutes, oneRenewalEveryMinute, oneRenewalEveryThirtySeconds
        case oneRenewalEveryTenSeconds, oneRenewalEveryTwoSeconds

        init?(named name: String) {
            guard let rate = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = rate
        }
    }

    /// /documentation/StoreKitTest/SKTestSession/storefront · c:objc(cs)SKTestSession(py)storefront
    public var storefront: String {
        get { setting(\.storefront) }
        set { set("storefront", newValue) }
    }

    /// /documentation/StoreKitTest/SKTestSession/locale · c:objc(cs)SKTestSession(py)locale
    public var locale: Locale {
        get { Locale(identifier: setting(\.locale)) }
        set { set("locale", newValue.identifier) }
    }

    // MARK: Controls

    /// /documentation/StoreKitTest/SKTestSession/buyProduct(identifier:options:) ·
    /// s:So13SKTestSessionC12StoreKitTestE10buyProduct10identifier7options0cD011TransactionVSS_ShyAG0G0V14PurchaseOptionVGtYaKF
    ///
    /// Buys a product outside the app (as on another device): the transaction reaches the app through
    /// `Transaction.updates`, unfinished, and is returned here.
    @discardableResult
    public func buyProduct(identifier: Product.ID, options: Set<Product.PurchaseOption> = []) async throws -> Transaction {
        await Self.settled()
        let purchased = try await device.session { store in
            try store.purchase(identifier, accountId: LocalAppStore.defaultAccountId, options: try LocalAppStoreBackend.purchaseOptions(options))
        }
        guard case .purchased(let signed) = purchased, let transaction = Transaction(jws: signed.jws) else {
            throw StoreKitError.unknown
        }
        return transaction
    }

    /// /documentation/StoreKitTest/SKTestSession/approveAskToBuyTransaction(identifier:) · c:objc(cs)SKTestSession(im)approveAskToBuyTransactionWithIdentifier:error:
    public func approveAskToBuyTransaction(identifier: Int) throws {
        try control { store in _ = try store.approve(String(identifier)) }
    }

    /// /documentation/StoreKitTest/SKTestSession/declineAskToBuyTransaction(identifier:) · c:objc(cs)SKTestSession(im)declineAskToBuyTransactionWithIdentifier:error:
    public func declineAskToBuyTransaction(identifier: Int) throws {
        try control { store in try store.decline(String(identifier)) }
    }

    /// /documentation/StoreKitTest/SKTestSession/expireSubscription(productIdentifier:) · c:objc(cs)SKTestSession(im)expireSubscriptionWithProductIdentifier:error:
    public func expireSubscription(productIdentifier: String) throws {
        try control { store in try store.expireSubscription(productIdentifier) }
    }

    /// /documentation/StoreKitTest/SKTestSession/forceRenewalOfSubscription(productIdentifier:) · c:objc(cs)SKTestSession(im)forceRenewalOfSubscriptionWithProductIdentifier:error:
    public func forceRenewalOfSubscription(productIdentifier: String) throws {
        try control { store in try store.forceRenewal(productIdentifier) }
    }

    /// /documentation/StoreKitTest/SKTestSession/refundTransaction(identifier:) · c:objc(cs)SKTestSession(im)refundTransactionWithIdentifier:error:
    public func refundTransaction(identifier: Int) throws {
        try control { store in try store.refund(String(identifier)) }
    }

    /// /documentation/StoreKitTest/SKTestSession/resolveIssueForTransaction(identifier:) · c:objc(cs)SKTestSession(im)resolveIssueForTransactionWithIdentifier:error:
    ///
    /// An interrupted purchase completes (its transaction reaches `Transaction.updates`); a subscription in billing
    /// retry renews. Throws for a transaction with no issue.
    public func resolveIssueForTransaction(identifier: Int) throws {
        try control { store in _ = try store.resolve(String(identifier)) }
    }

    /// /documentation/StoreKitTest/SKTestSession/enableAutoRenewForTransaction(identifier:) · c:objc(cs)SKTestSession(im)enableAutoRenewForTransactionWithIdentifier:error:
    public func enableAutoRenewForTransaction(identifier: Int) throws {
        try subscriptionControl(identifier) { store, product, account in try store.setAutoRenew(true, product: product, accountId: account) }
    }

    /// /documentation/StoreKitTest/SKTestSession/disableAutoRenewForTransaction(identifier:) · c:objc(cs)SKTestSession(im)disableAutoRenewForTransactionWithIdentifier:error:
    ///
    /// The subscription expires at the end of its period instead of renewing.
    public func disableAutoRenewForTransaction(identifier: Int) throws {
        try subscriptionControl(identifier) { store, product, account in try store.setAutoRenew(false, product: product, accountId: account) }
    }

    /// /documentation/StoreKitTest/SKTestSession/requestPriceIncreaseConsentForTransaction(identifier:) · c:objc(cs)SKTestSession(im)requestPriceIncreaseConsentForTransactionWithIdentifier:error:
    ///
    /// The subscription gets a price increase waiting for the customer's consent (its renewal info says
    /// `priceIncreaseStatus` `.pending`); throws when one is already under way.
    public func requestPriceIncreaseConsentForTransaction(identifier: Int) throws {
        try subscriptionControl(identifier) { store, product, account in try store.priceIncrease(.request, product: product, accountId: account) }
    }

    /// /documentation/StoreKitTest/SKTestSession/consentToPriceIncreaseForTransaction(identifier:) · c:objc(cs)SKTestSession(im)consentToPriceIncreaseForTransactionWithIdentifier:error:
    public func consentToPriceIncreaseForTransaction(identifier: Int) throws {
        try subscriptionControl(identifier) { store, product, account in try store.priceIncrease(.accept, product: product, accountId: account) }
    }

    /// /documentation/StoreKitTest/SKTestSession/declinePriceIncreaseForTransaction(identifier:) · c:objc(cs)SKTestSession(im)declinePriceIncreaseForTransactionWithIdentifier:error:
    ///
    /// As Apple's: the customer's refusal turns auto-renew off.
    public func declinePriceIncreaseForTransaction(identifier: Int) throws {
        try subscriptionControl(identifier) { store, product, account in try store.priceIncrease(.decline, product: product, accountId: account) }
    }

    /// /documentation/StoreKitTest/SKTestSession/resetToDefaultState() · c:objc(cs)SKTestSession(im)resetToDefaultState
    ///
    /// The settings go back to the configuration file's.
    public func resetToDefaultState() {
        try? control { store in store.resetSettings() }
    }

    /// /documentation/StoreKitTest/SKTestSession/clearTransactions() · c:objc(cs)SKTestSession(im)clearTransactions
    public func clearTransactions() {
        try? control { store in store.clearTransactions() }
    }

    /// /documentation/StoreKitTest/SKTestSession/allTransactions() · c:objc(cs)SKTestSession(im)allTransactions
    ///
    /// Every transaction of the test environment, oldest first, with each Ask to Buy request and interrupted purchase
    /// still waiting.
    public func allTransactions() -> [SKTestTransaction] {
        guard let store = try? wait({ [device] in try await device.snapshot() }) else { return [] }
        let retrying = Set(store.subscriptions.filter { $0.phase == .billingRetry }.map(\.latestTransactionId))
        let bought = store.transactions.compactMap { SKTestTransaction($0, hasPurchaseIssue: retrying.contains($0.id)) }
        let waiting = store.pendingPurchases.filter { $0.state == .waiting }.compactMap { SKTestTransaction(waiting: $0) }
        return (bought + waiting).sorted { $0.identifier < $1.identifier }
    }

    // MARK: Helpers

    private func setting<Value: Sendable>(_ key: any KeyPath<SessionSettings, Value> & Sendable) -> Value {
        // The store's settings always read: a snapshot of an in-memory store cannot fail.
        (try? wait({ [device] in try await device.snapshot().settings[keyPath: key] })) ?? SessionSettings()[keyPath: key]
    }

    private func set(_ key: String, _ value: Bool) { set(key, value ? "on" : "off") }

    private func set(_ key: String, _ value: String) {
        try? control { store in try store.set(key, to: value) }
    }

    /// Runs a control on the store as one change (its updates then reach StoreKit's listeners).
    private func control(_ body: @escaping @Sendable (inout LocalAppStore) throws -> Void) throws {
        try wait { [device] in
            await Self.settled()
            try await device.session(body)
        }
    }

    /// Runs a control on the subscription the transaction `identifier` belongs to (its product, its account).
    private func subscriptionControl(
        _ identifier: Int,
        _ body: @escaping @Sendable (inout LocalAppStore, _ product: String, _ account: String) throws -> Void
    ) throws {
        try control { store in
            let record = try store.transaction(String(identifier))
            try body(&store, record.productId, record.accountId)
        }
    }

    /// Once the process's store has done what it must first (StoreKit's launch delivery).
    private static func settled() async { await (StoreKitBackends.current as? LocalAppStoreBackend)?.settled() }

    /// Waits for `body`, which runs on the store's own executor: StoreKitTest's controls are synchronous.
    private func wait<Result: Sendable>(_ body: @escaping @Sendable () async throws -> Result) throws -> Result {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Result>()
        Task.detached {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

/// The local store's time rates, by Apple's case names (inside `SKTestSession`, `TimeRate` is Apple's enum).
private typealias StoreTimeRate = TimeRate

/// Hands a result from the task that computed it to the thread that waited for it.
private final class ResultBox<Value>: @unchecked Sendable {
    var result: Result<Value, any Error>?
}
