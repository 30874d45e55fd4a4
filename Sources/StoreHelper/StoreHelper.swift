public import AppStoreModels
public import AppStoreSignature
public import Entitlements
import Foundation
public import Logging
public import Observation
public import StoreKitInterface

/// What an app calls to sell in-app purchases: products by type, purchases with a purchase state,
/// a transaction listener, what the customer owns, purchase and subscription info, consumables,
/// restore and refunds.
///
/// Create one per app with its ``ProductConfiguration`` and a `Store`. Every transaction is
/// verified with `verifier` before anything is granted; unverified ones are reported and ignored.
/// Content is delivered before a transaction is finished, and consumables go through an idempotent
/// ledger, so a transaction delivered twice (purchase result and listener) counts once.
@MainActor @Observable
public final class StoreHelper {
    // MARK: State apps observe

    /// The configured products the store knows, in configuration order.
    public internal(set) var products: [StoreProduct] = []
    /// Where the latest purchase stands (what ``purchase(_:options:promotionalOfferId:)`` returned or threw, for SwiftUI).
    public internal(set) var purchaseState: PurchaseState = .notStarted
    /// The last failure nobody awaited (the listener, a refresh, loading products), with the error that
    /// caused it; a call's own failure is thrown by that call instead.
    public internal(set) var lastError: StoreHelperError?
    /// Non-consumable, non-renewing and subscription products the customer is entitled to now: empty until the
    /// verified history is first read (``start()``, or the first question such as ``isPurchased(productId:)``
    /// before it), then kept current with every answer.
    public internal(set) var purchasedProducts: Set<String> = []
    /// Purchases the customer started outside the app (a promoted In-App Purchase or a win-back offer
    /// on the App Store), oldest first, waiting for the app to complete them when it suits the customer
    /// (`purchase(intent)`): buying the product, whatever the outcome, or
    /// ``dismissPurchaseIntent(for:)`` removes one.
    public internal(set) var purchaseIntents: [StorePurchaseIntent] = []
    /// The App Store's messages waiting to be shown to the customer (a billing problem, a price increase to
    /// consent to, a win-back offer), in the store's order: read at ``start()`` and whenever a subscription changes; the app
    /// shows one when it suits the customer with ``display(_:)``. Empty with a store that shows them itself.
    public internal(set) var pendingMessages: [StoreMessage] = []

    // MARK: Collaborators

    @ObservationIgnored public let configuration: ProductConfiguration
    @ObservationIgnored let store: any Store
    @ObservationIgnored let verifier: SignedDataVerifier
    @ObservationIgnored let ledger: ConsumableLedger
    @ObservationIgnored let offerSigner: (any PromotionalOfferSigner)?
    /// The app's server, when the app has one: told of every verified transaction.
    @ObservationIgnored public let server: ServerConnection?
    /// Transactions verified since they were last handed to ``server``.
    @ObservationIgnored var unreported: [String] = []
    @ObservationIgnored let logger: Logger
    /// The last evaluation of ``history``.
    @ObservationIgnored var evaluation: Evaluation?
    /// What the engine knows of the products, built once per product load.
    @ObservationIgnored var catalog = ProductCatalog.empty {
        didSet { evaluation = nil }
    }
    /// Every transaction and renewal info verified, newest version of each: what questions are answered from.
    @ObservationIgnored var history = VerifiedHistory()
    /// Whether ``history`` was read from the store yet (at ``start()``, or by the first question before it).
    @ObservationIgnored var historyRead = false
    /// The store's instant and change count just before ``history`` was last read from it: the history holds
    /// everything the store had then (and perhaps more).
    @ObservationIgnored var historyReadAt: (instant: Date, changeCount: Int?)?
    /// Whether a token's verdict may be kept: only when the verifier checks certificates at each token's
    /// own signedDate, for then it never changes.
    var rememberVerdicts: Bool { if case .signedDate = verifier.policy.checkTime { true } else { false } }
    /// Tokens already verified, by their exact text (when ``rememberVerdicts``).
    @ObservationIgnored var verifiedTokens: [SignedJWS: StoreTransaction] = [:]
    @ObservationIgnored var verifiedRenewalTokens: [SignedJWS: JWSRenewalInfoDecodedPayload] = [:]
    /// Tokens that failed, under the same rule: reported once, never granted.
    @ObservationIgnored var rejectedTokens: [SignedJWS: VerificationError] = [:]
    /// Whether a purchase call is running; the guard against a second one (the listener may change
    /// ``purchaseState`` meanwhile, when an Ask to Buy purchase is approved).
    @ObservationIgnored var purchaseInFlight = false
    /// Pending purchases: store id (or product id when the store gives none) → product id.
    @ObservationIgnored var pending: [String: String] = [:]
    /// Transactions delivered and finished since launch, as ``StoreTransaction/settlement``: the same one
    /// handed over again (by the unfinished sequence and the updates, say) is not delivered twice.
    @ObservationIgnored var settled: Set<String> = []
    /// Deliveries running, by settlement: each ends when its delivery does, so the same transaction handed
    /// over meanwhile waits for it instead of being delivered beside it.
    @ObservationIgnored var delivering: [String: Task<Void, Never>] = [:]
    @ObservationIgnored let broadcast = Broadcast<StoreHelperChange>()
    @ObservationIgnored nonisolated(unsafe) private var listener: Task<Void, Never>?
    /// The timer on the store's clock for the next evaluation of entitlements.
    @ObservationIgnored nonisolated(unsafe) var scheduledEvaluation: (instant: Date, task: Task<Void, Never>)?

    /// Every change from now on, as a stream (an alternative to observing the properties). Each
    /// access returns a new stream, so any number of consumers each get every change.
    public nonisolated var changes: AsyncStream<StoreHelperChange> { broadcast.subscribe().stream }

    /// - Parameters:
    ///   - configuration: the app's product ids.
    ///   - store: the store to sell through.
    ///   - verifier: checks every transaction and renewal info (trust, bundle id, environment).
    ///   - ledger: the consumable ledger (for example over a `FileLedgerStore`).
    ///   - offerSigner: signs promotional offers; with a `server` and no signer, the server signs them.
    ///   - server: the app's server (opt-in): every verified transaction is reported to it, every
    ///     purchase carries the user's app account token, and ``serverCustomerInfo()`` asks it.
    ///   - logger: receives events an app developer can read.
    public init(
        configuration: ProductConfiguration,
        store: any Store,
        verifier: SignedDataVerifier,
        ledger: ConsumableLedger,
        offerSigner: (any PromotionalOfferSigner)? = nil,
        server: ServerConnection? = nil,
        logger: Logger = Logger(label: "StoreHelper")
    ) {
        self.configuration = configuration
        self.store = store
        self.verifier = verifier
        self.ledger = ledger
        self.offerSigner = offerSigner ?? server.map(ServerOfferSigner.init)
        self.server = server
        self.logger = logger
        listener = Task { [weak self, updates = store.updates] in
            for await update in updates {
                guard let self else { return }
                await self.handle(update)
            }
        }
    }

    deinit {
        listener?.cancel()
        scheduledEvaluation?.task.cancel()
    }

    /// Waits until `condition` holds, checking it now and after each change of the helper; false when
    /// `timeout` passes first. Apps and tests use it to wait for the listener without sleeping.
    public func wait(until condition: @MainActor () async -> Bool, timeout: Duration = .seconds(10)) async -> Bool {
        let subscription = broadcast.subscribe()
        let deadline = Task { [broadcast] in
            try? await Task.sleep(for: timeout)  // the wall clock: how long the caller is willing to wait
            broadcast.finish(subscription)
        }
        defer { deadline.cancel() }
        if await condition() { return true }
        for await _ in subscription.stream {
            if await condition() { return true }
        }
        return await condition()
    }

    /// Loads the products, starts the store's updates, delivers what waits unfinished (bought while the
    /// app was not running, or not finished before it quit) and computes what the customer owns. Call once
    /// at launch; calling again refreshes. A transaction the updates also hand over is delivered once.
    public func start() async {
        if let server { Task { await server.flush() } }
        await loadProducts()
        do {
            try await store.startUpdates()
        } catch {
            report(.store(error, "starting transaction updates"))
        }
        await catchUp()
        await refreshMessages()
    }

    // MARK: - Products

    /// Asks the store for the configured products (a failure lands in ``lastError``).
    public func loadProducts() async {
        do { try await fetchProducts() } catch { report(error) }
    }

    /// Asks the store for the configured products, throwing when it cannot answer.
    func fetchProducts() async throws(StoreHelperError) {
        let found: [StoreProduct]
        do { found = try await store.products(for: configuration.productIds) } catch { throw .store(error, "loading products") }
        let order = Dictionary(uniqueKeysWithValues: configuration.productIds.enumerated().map { ($1, $0) })
        products = found.sorted { (order[$0.id] ?? .max) < (order[$1.id] ?? .max) }
        catalog = Self.catalog(of: products, configuration: configuration)
        let missing = Set(configuration.productIds).subtracting(products.map(\.id))
        if !missing.isEmpty { logger.warning("the store does not know \(missing.sorted().joined(separator: ", "))") }
        logger.info("loaded \(products.count) products")
        broadcast.send(.productsLoaded(count: products.count))
    }

    /// Loads the products when no call has yet, so that a query made before ``start()`` answers as it
    /// would after it.
    func ensureProducts() async throws(StoreHelperError) {
        if products.isEmpty { try await fetchProducts() }
    }

    public var hasProducts: Bool { !products.isEmpty }
    public var consumables: [StoreProduct] { products.filter { $0.type == .consumable } }
    public var nonConsumables: [StoreProduct] { products.filter { $0.type == .nonConsumable } }
    public var nonRenewables: [StoreProduct] { products.filter { $0.type == .nonRenewing } }
    public var subscriptions: [StoreProduct] { products.filter { $0.type == .autoRenewable } }

    /// Subscription groups with their products in service-level order (highest first): the
    /// configuration's order when it names groups, else the store's levels.
    public var subscriptionGroups: [SubscriptionGroup] {
        if !configuration.subscriptionGroups.isEmpty {
            return configuration.subscriptionGroups.map { group in
                let members = group.productIds.compactMap { id in products.first { $0.id == id } }
                return SubscriptionGroup(
                    id: members.lazy.compactMap(\.subscription?.groupId).first ?? group.name,
                    name: group.name,
                    products: members
                )
            }
        }
        var groups: [SubscriptionGroup] = []
        for product in subscriptions {
            let id = product.subscription?.groupId ?? product.subscription?.groupDisplayName ?? ""
            if let index = groups.firstIndex(where: { $0.id == id }) {
                groups[index].products.append(product)
            } else {
                groups.append(SubscriptionGroup(id: id, name: product.subscription?.groupDisplayName ?? id, products: [product]))
            }
        }
        for index in groups.indices {
            groups[index].products.sort { ($0.subscription?.level ?? .max) < ($1.subscription?.level ?? .max) }
        }
        return groups
    }

    /// The product with identifier `id`.
    public func product(_ id: String) -> StoreProduct? { products.first { $0.id == id } }

    /// Makes `error` the ``lastError`` and logs it.
    func report(_ error: StoreHelperError) {
        lastError = error
        logger.error("\(error)")
    }
}
