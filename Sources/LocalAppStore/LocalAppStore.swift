public import AppStoreModels
public import AppStoreSignature
import Crypto
public import Entitlements
public import Foundation
public import LocalCertificateAuthority
public import StoreKitConfiguration
import X509

/// A headless App Store for one app: Xcode's StoreKit testing (a `.storekit` file and
/// `SKTestSession`) as a value you can drive, persist and inspect.
///
/// It sells the file's products to one or more accounts, runs subscriptions on its own clock
/// (``advance(by:)``), signs every transaction, renewal info and notification with its own
/// certificate authority, and appends each event's App Store Server Notification V2 to ``outbox``.
/// Every mutating call either succeeds or throws a ``StoreError`` and leaves the store unchanged.
public struct LocalAppStore: Sendable {
    package var state: StoreState
    /// Where each transaction and account sits in `state`, by id (derived; rebuilt on load).
    var positions = Positions()
    /// The products of the configuration.
    public private(set) var catalog: Catalog
    /// The certificate authority that signs everything the store issues.
    public let authority: CertificateAuthority
    let signer: JWSSigner
    /// The most renewals, retries and expiries one call may process (an ``advance(by:)``, or a purchase
    /// dated in the past): past it, the call fails and changes nothing. Not saved with the state.
    public var maximumEventsPerCall = 100_000
    /// The real world's clock, beside the store's own: servers sign offers on it, so an offer signature's 24 hours
    /// count on either clock. Not saved with the state; tests give StoreHelperTesting's `MockClock`.
    public var wallClock: any ServiceClock = SystemClock()

    /// The account purchases go to when none is named.
    public static let defaultAccountId = "default"

    /// A new store for the app `bundleId` selling the products of `configuration`.
    /// - Parameters:
    ///   - configuration: the `.storekit` file's products, subscription groups and settings.
    ///   - bundleId: the app's bundle identifier, signed into every transaction.
    ///   - configurationPath: where `configuration` was read from, saved so a reload reads it again.
    ///   - now: the store clock's starting instant.
    ///   - authority: the signing authority; a new one is generated when nil.
    public init(
        configuration: ConfigurationFile,
        bundleId: String,
        configurationPath: String? = nil,
        now: Date,
        authority: CertificateAuthority? = nil
    ) throws(StoreError) {
        guard !bundleId.isEmpty else { throw StoreError.invalidRequest("a bundle id is needed (the .storekit file does not hold one)") }
        let made: CertificateAuthority
        do {
            made =
                try authority
                ?? CertificateAuthority.generate(
                    name: "StoreHelper Local App Store",
                    options: .init(notBefore: now.addingTimeInterval(-86_400), years: 20)
                )
        } catch {
            throw StoreError.signing("could not create the certificate authority: \(error)")
        }
        let stored: CertificateAuthority.Stored
        do { stored = try CertificateAuthority.Stored(made) } catch { throw StoreError.signing("\(error)") }
        var state = StoreState(
            bundleId: bundleId,
            configurationPath: configurationPath,
            configuration: configuration,
            settings: SessionSettings(configuration.settings),
            now: now,
            accounts: [Account(id: Self.defaultAccountId, appTransactionId: "0")],
            authority: stored
        )
        // Apple always verifies promotional-offer signatures: a catalog without a key pair gets one, so signed offers
        // verify here too and unsigned ones never pass (`store offer-key` prints it for the app's server).
        if configuration.subscriptionOffersKeyPair == nil { state.offerKey = Self.generatedOfferKey() }
        try self.init(state: state, authority: made)
    }

    package init(state: StoreState, authority: CertificateAuthority? = nil) throws(StoreError) {
        if let problem = state.consistencyProblem() { throw StoreError.state("the saved state is inconsistent: \(problem)") }
        self.state = state
        positions = Positions(state)
        catalog = Catalog(configuration: state.configuration)
        do {
            self.authority = try authority ?? state.authority.authority()
            signer = try self.authority.signer()
        } catch {
            throw StoreError.state("the stored certificate authority is unusable: \(error)")
        }
    }

    // MARK: - What the store knows

    /// The app's bundle id.
    public var bundleId: String { state.bundleId }
    /// The store clock.
    public var now: Date { state.now }
    /// The session settings in force.
    public var settings: SessionSettings { state.settings }
    /// The configuration the catalog comes from.
    public var configuration: ConfigurationFile { state.configuration }
    /// Where the configuration was read from, if known.
    public var configurationPath: String? { state.configurationPath }
    public var accounts: [Account] { state.accounts }
    /// Every transaction issued, in order; for a transaction re-signed later, its latest version.
    /// (A store read from a state directory reads them all from its database: prefer
    /// ``transactions(for:)``, ``transaction(_:)`` and ``transactionCount``.)
    public var transactions: [TransactionRecord] { state.transactions.all }
    public var pendingPurchases: [PendingPurchase] { state.pendingPurchases }
    public var subscriptions: [SubscriptionRecord] { state.subscriptions }
    /// Every notification produced, oldest first.
    public var outbox: [OutboxEntry] { state.outbox.entries(from: 0) }
    /// How many notifications the store produced.
    public var outboxCount: Int { state.outbox.count }
    /// The notifications from the `index`th (0 is the oldest) on: those produced after the first `index`.
    public func outbox(from index: Int) -> [OutboxEntry] { state.outbox.entries(from: index) }
    /// How many transactions the store issued (and still holds).
    public var transactionCount: Int { state.transactions.count }
    /// The storefront in force.
    public var storefront: AppStoreStorefront { AppStoreStorefront.named(state.settings.storefront) ?? AppStoreStorefront.named("USA")! }
    public var environment: AppStoreEnvironment { AppStoreEnvironment(rawValue: state.settings.environment) }

    /// The root certificate, DER: give it to verifiers and servers as their trusted root.
    public func rootCertificateDER() throws -> [UInt8] { try authority.rootDER() }

    /// A verifier that trusts this store's root and expects its bundle id and environment.
    public func verifier() throws(StoreError) -> SignedDataVerifier {
        do {
            return SignedDataVerifier(
                trust: .roots([authority.root]),
                // Production data carries the app's Apple ID, which Apple's verifiers require (a store plays
                // Production only with one).
                policy: try VerificationPolicy(bundleId: bundleId, appAppleId: appAppleId, environment: environment)
            )
        } catch {
            throw StoreError.state("cannot verify this store's data: \(error)")
        }
    }

    /// The products with these identifiers (all when nil) as the session's storefront and locale show
    /// them; products taken off sale are left out. Throws the simulated `Load Products` error when one is set.
    public func products(_ ids: [String]? = nil) throws(StoreError) -> [StoreProduct] {
        if let failure = settings.simulatedError(for: .loadProducts) { throw StoreError.simulated(api: .loadProducts, failure: failure) }
        return catalog.products(ids, storefront: storefront, locale: settings.locale).filter { isForSale($0.id) }
    }

    /// The account `id`.
    public func account(_ id: String) throws(StoreError) -> Account {
        guard let index = positions.accounts[id] else { throw StoreError.unknownAccount(id) }
        return state.accounts[index]
    }

    /// Transactions of `accountId` (all accounts when nil), in the order issued.
    public func transactions(for accountId: String?) -> [TransactionRecord] {
        guard let accountId else { return state.transactions.all }
        return state.transactions.held(by: accountId)
    }

    /// The account's transactions as StoreKit hands them to the app (`Transaction.all`, `Transaction.latest(for:)`):
    /// finished consumables that were not refunded or revoked are left out unless `includeConsumableHistory` is on,
    /// as the app's `SKIncludeConsumableInAppPurchaseHistory` decides
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/skincludeconsumableinapppurchasehistory).
    public func deviceTransactions(for accountId: String) -> [TransactionRecord] {
        let all = state.transactions.held(by: accountId)
        if settings.includeConsumableHistory == true { return all }
        return all.filter { !($0.payload.type == .consumable && $0.isFinished && $0.payload.revocationDate == nil) }
    }

    /// The transaction `id`.
    public func transaction(_ id: String) throws(StoreError) -> TransactionRecord {
        guard let record = state.transactions[id] else { throw StoreError.unknownTransaction(id) }
        return record
    }

    /// The customer's history as the entitlement engine reads it.
    public func history(for accountId: String) -> History {
        History(
            transactions: transactions(for: accountId).map(\.payload),
            renewalInfos: state.subscriptions.filter { $0.accountId == accountId }.map(renewalInfo(for:))
        )
    }

    /// What `accountId` is entitled to now (StoreKit's `Transaction.currentEntitlements`).
    public func entitlements(for accountId: String) -> EntitlementSnapshot {
        let finished = Set(transactions(for: accountId).filter { $0.isFinished && $0.payload.type == .consumable }.map(\.id))
        return EntitlementEngine(catalog: catalog.facts).evaluate(history(for: accountId), at: now, finishedConsumables: finished)
    }

    /// Whether `accountId` may take the introductory offer of subscriptions in `groupId`:
    /// only customers who never subscribed in the group may.
    public func isEligibleForIntroductoryOffer(groupId: String, accountId: String) -> Bool {
        !state.subscriptions.contains { $0.accountId == accountId && $0.groupId == groupId }
    }

    // MARK: - Accounts and settings

    /// Adds a customer. `familyId` puts it in a family with every other account of that family
    /// (see ``joinFamily(_:familyId:)``: it gets the family's shared purchases at once).
    public mutating func addAccount(_ id: String, appAccountToken: UUID? = nil, familyId: String? = nil) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            guard !id.isEmpty, !id.contains(where: \.isWhitespace) else { throw StoreError.invalidRequest("an account id is a non-empty word") }
            guard store.positions.accounts[id] == nil else { throw StoreError.invalidAction("account '\(id)' already exists") }
            store.state.accounts.append(Account(id: id, appAccountToken: appAccountToken, appTransactionId: String(store.state.accounts.count)))
            store.positions.accounts[id] = store.state.accounts.count - 1
            if let familyId { try store.joinFamily(id, familyId: familyId) }
        }
    }

    /// Changes one session setting (see ``SessionSettings/set(_:to:)``). `environment=Production` needs a
    /// nonzero `appAppleId` first (Production data carries it) and, like leaving Production, a store that has
    /// issued no transaction yet: Production numbers its transactions apart from the test environments, so one
    /// Production and one Sandbox store feeding one server never issue the same id.
    public mutating func set(_ key: String, to value: String) throws(StoreError) {
        var settings = state.settings
        try settings.set(key, to: value)
        let production = AppStoreEnvironment(rawValue: settings.environment) == .production
        if production && (settings.appAppleId ?? Self.appAppleId(in: state.configuration) ?? 0) == 0 {
            throw StoreError.invalidSetting(key: key, reason: "a store playing Production needs the app's Apple ID (set appAppleId first)")
        }
        if production != (environment == .production) {
            let numbers = StoreState.firstNumbers(production: environment == .production)
            guard state.nextTransactionNumber == numbers.transaction, state.nextWebOrderNumber == numbers.webOrder else {
                throw StoreError.invalidSetting(
                    key: key,
                    reason: "the store has issued transactions in \(environment.rawValue); choose Production before the first purchase"
                )
            }
            (state.nextTransactionNumber, state.nextWebOrderNumber) = StoreState.firstNumbers(production: production)
        }
        state.settings = settings
    }

    /// Drops every setting override: back to the file's settings (`resetToDefaultState()`). A store playing
    /// Production stays Production, with its app Apple ID.
    public mutating func resetSettings() {
        let current = state.settings
        state.settings = SessionSettings(state.configuration.settings)
        if AppStoreEnvironment(rawValue: current.environment) == .production {
            state.settings.environment = current.environment
            state.settings.appAppleId = current.appAppleId
        }
    }

    /// The app's Apple ID as signed data carries it: in Production only (StoreKit's `AppTransaction.appID` is nil in
    /// Sandbox and Xcode: https://developer.apple.com/documentation/storekit/apptransaction/appid).
    var signedAppAppleId: Int64? { environment == .production ? appAppleId : nil }

    /// The app's Apple ID: the `appAppleId` setting, else the `.storekit` file's `_applicationInternalID`
    /// (a file synced with App Store Connect carries it); nil when neither gives one.
    public var appAppleId: Int64? { settings.appAppleId ?? Self.appAppleId(in: state.configuration) }

    /// A positive `_applicationInternalID` of `configuration`.
    static func appAppleId(in configuration: ConfigurationFile) -> Int64? {
        configuration.settings?.applicationInternalID.flatMap { Int64($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// A new key for promotional-offer signatures: a P-256 key and an 8-hex-character identifier, as Xcode makes them.
    static func generatedOfferKey() -> ConfigurationKeyPair {
        ConfigurationKeyPair(
            id: String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(8)),
            privateKey: P256.Signing.PrivateKey().derRepresentation.base64EncodedString()
        )
    }

    /// Uses `keyPair` instead of the file's `subscriptionOffersKeyPair` to check promotional-offer signatures.
    public mutating func setOfferKey(_ keyPair: ConfigurationKeyPair?) { state.offerKey = keyPair }

    /// The key promotional-offer signatures are checked with, if the store has one.
    public var offerKey: ConfigurationKeyPair? { state.offerKey ?? state.configuration.subscriptionOffersKeyPair }

    /// Replaces the configuration, keeping accounts, transactions and settings overrides. Throws
    /// (and changes nothing) when a product that has transactions is missing from the new file.
    /// A higher price never reaches existing subscribers silently: each live subscription that would
    /// renew into a product whose price went up gets a price increase waiting for consent
    /// (`PRICE_INCREASE` `PENDING`; without consent it expires at its renewal date), or, when
    /// `higherPricesNeedConsent` is false (an increase Apple lets through with a notice), one accepted
    /// at once (`PRICE_INCREASE` `ACCEPTED`, the renewal info already carrying the new price).
    public mutating func replaceConfiguration(
        _ configuration: ConfigurationFile,
        path: String?,
        higherPricesNeedConsent: Bool = true
    ) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let newCatalog = Catalog(configuration: configuration)
            if let orphan = store.state.transactions.productIds.sorted().first(where: { newCatalog[$0] == nil }) {
                throw StoreError.invalidAction("the new configuration lacks \(orphan), which has transactions; run clear first")
            }
            let oldCatalog = store.catalog
            store.state.configuration = configuration
            store.state.configurationPath = path
            store.catalog = newCatalog
            store.state.productsNotForSale = store.state.productsNotForSale?.filter { newCatalog[$0] != nil }
            for index in store.state.subscriptions.indices
            where store.state.subscriptions[index].sharedFrom == nil && store.state.subscriptions[index].isLive {
                let record = store.state.subscriptions[index]
                guard record.priceIncreaseStatus == nil, let old = oldCatalog[record.autoRenewProductId],
                    let new = newCatalog[record.autoRenewProductId], new.price > old.price
                else { continue }
                try store.priceIncrease(higherPricesNeedConsent ? .request : .notice, product: record.autoRenewProductId, accountId: record.accountId)
            }
        }
    }
}
