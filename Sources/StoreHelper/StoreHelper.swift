import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import StoreKitInterface
import Logging
import Observation

/// What an app calls to sell in-app purchases: products by type, purchases with a purchase state,
/// a transaction listener, what the customer owns, purchase and subscription info, consumables,
/// restore and refunds.
///
/// Create one per app with its ``ProductConfiguration`` and a ``Store``. Every transaction is
/// verified with `verifier` before anything is granted; unverified ones are reported and ignored.
/// Content is delivered before a transaction is finished, and consumables go through an idempotent
/// ledger, so a transaction delivered twice (purchase result and listener) counts once.
@MainActor @Observable
public final class StoreHelper {
    // MARK: State apps observe

    /// The configured products the store knows, in configuration order.
    public private(set) var products: [StoreProduct] = []
    /// Where the latest purchase stands.
    public private(set) var purchaseState: PurchaseState = .notStarted
    /// The last purchase or store failure, with the error that caused it. Cleared when a purchase starts.
    public private(set) var lastError: StoreHelperError?
    /// Non-consumable, non-renewing and subscription products the customer is entitled to now.
    public private(set) var purchasedProducts: Set<String> = []

    // MARK: Collaborators

    @ObservationIgnored public let configuration: ProductConfiguration
    @ObservationIgnored private let store: any Store
    @ObservationIgnored private let verifier: SignedDataVerifier
    @ObservationIgnored private let ledger: ConsumableLedger
    @ObservationIgnored private let offerSigner: (any PromotionalOfferSigner)?
    @ObservationIgnored private let logger: Logger
    @ObservationIgnored public var format: PlainText
    @ObservationIgnored private var snapshot: EntitlementSnapshot?
    /// What the engine knows of the products, built once per product load.
    @ObservationIgnored private var catalog = ProductCatalog.empty
    @ObservationIgnored private var verifiedTransactions: [String: JWSTransactionDecodedPayload] = [:]
    /// Tokens already verified, by their exact text. Kept only when the verifier checks certificates
    /// at each token's own signedDate: then a token's verdict never changes.
    @ObservationIgnored private var verifiedTokens: [String: JWSTransactionDecodedPayload] = [:]
    /// Tokens that failed, under the same rule: reported once, never granted.
    @ObservationIgnored private var rejectedTokens: Set<String> = []
    /// Whether a purchase call is running; the guard against a second one (the listener may change
    /// ``purchaseState`` meanwhile, when an Ask to Buy purchase is approved).
    @ObservationIgnored private var purchaseInFlight = false
    /// Pending purchases: store id (or product id when the store gives none) → product id.
    @ObservationIgnored private var pending: [String: String] = [:]
    @ObservationIgnored private let continuation: AsyncStream<StoreHelperChange>.Continuation
    @ObservationIgnored nonisolated(unsafe) private var listener: Task<Void, Never>?

    /// Every change, as a stream (an alternative to observing the properties).
    @ObservationIgnored public nonisolated let changes: AsyncStream<StoreHelperChange>

    /// - Parameters:
    ///   - configuration: the app's product ids.
    ///   - store: the store to sell through.
    ///   - verifier: checks every transaction and renewal info (trust, bundle id, environment).
    ///   - ledger: the consumable ledger (for example over a `FileLedgerStore`).
    ///   - offerSigner: signs promotional offers (usually the app's server).
    ///   - logger: receives events an app developer can read.
    public init(
        configuration: ProductConfiguration, store: any Store, verifier: SignedDataVerifier, ledger: ConsumableLedger,
        offerSigner: (any PromotionalOfferSigner)? = nil, format: PlainText = PlainText(),
        logger: Logger = Logger(label: "StoreHelper")
    ) {
        self.configuration = configuration
        self.store = store
        self.verifier = verifier
        self.ledger = ledger
        self.offerSigner = offerSigner
        self.format = format
        self.logger = logger
        (changes, continuation) = AsyncStream.makeStream(of: StoreHelperChange.self)
        listener = Task { [weak self, updates = store.updates] in
            for await update in updates {
                guard let self else { return }
                await self.handle(update)
            }
        }
    }

    deinit {
        listener?.cancel()
    }

    /// Loads the products, starts the store's updates and computes what the customer owns. Call once
    /// at launch; calling again refreshes.
    public func start() async {
        await loadProducts()
        do {
            try await store.startUpdates()
        } catch {
            report(.store(error, "starting transaction updates"))
        }
        await refreshEntitlements()
    }

    // MARK: - Products

    /// Asks the store for the configured products.
    public func loadProducts() async {
        do {
            let found = try await store.products(for: configuration.productIds)
            let order = Dictionary(uniqueKeysWithValues: configuration.productIds.enumerated().map { ($1, $0) })
            products = found.sorted { (order[$0.id] ?? .max) < (order[$1.id] ?? .max) }
            catalog = Self.catalog(of: products, configuration: configuration)
            let missing = Set(configuration.productIds).subtracting(products.map(\.id))
            if !missing.isEmpty { logger.warning("the store does not know \(missing.sorted().joined(separator: ", "))") }
            logger.info("loaded \(products.count) products")
            continuation.yield(.productsLoaded(count: products.count))
        } catch {
            report(.store(error, "loading products"))
        }
    }

    public var hasProducts: Bool { !products.isEmpty }
    public var consumables: [StoreProduct] { products.filter { $0.type == .consumable } }
    public var nonConsumables: [StoreProduct] { products.filter { $0.type == .nonConsumable } }
    public var nonRenewables: [StoreProduct] { products.filter { $0.type == .nonRenewing } }
    public var subscriptions: [StoreProduct] { products.filter { $0.type == .autoRenewable } }

    /// Subscription groups with their products in service-level order (highest first): the
    /// configuration's order when it names groups, else the store's levels.
    public var subscriptionGroups: [(name: String, products: [StoreProduct])] {
        if !configuration.subscriptionGroups.isEmpty {
            return configuration.subscriptionGroups.map { group in
                (group.name, group.productIds.compactMap { id in products.first { $0.id == id } })
            }
        }
        var groups: [(name: String, products: [StoreProduct])] = []
        for product in subscriptions {
            let name = product.subscription?.groupDisplayName ?? ""
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].products.append(product)
            } else {
                groups.append((name, [product]))
            }
        }
        return groups.map { ($0.name, $0.products.sorted { ($0.subscription?.level ?? .max) < ($1.subscription?.level ?? .max) }) }
    }

    /// The product with identifier `id`.
    public func product(_ id: String) -> StoreProduct? { products.first { $0.id == id } }

    // MARK: - Purchasing

    /// Buys `product`. Returns the verified transaction (when purchased) and the purchase state.
    /// Throws only when another purchase is in progress or a promotional offer cannot be signed;
    /// store failures end in ``PurchaseState/failed`` and verification failures in
    /// ``PurchaseState/failedVerification`` (see ``lastError`` for both). A downgrade (or a
    /// crossgrade to another period) takes effect at the next renewal: the transaction returned is
    /// then the current one, for the current product, and ``subscriptionInfo(for:)`` shows the change.
    @discardableResult
    public func purchase(
        _ product: StoreProduct, options: PurchaseOptions = PurchaseOptions(), promotionalOfferId: String? = nil
    ) async throws(StoreHelperError) -> (transaction: JWSTransactionDecodedPayload?, state: PurchaseState) {
        guard !purchaseInFlight else {
            logger.notice("refused a purchase of \(product.id): another purchase is in progress")
            throw StoreHelperError.purchaseInProgress
        }
        purchaseInFlight = true
        defer { purchaseInFlight = false }
        set(.inProgress)
        lastError = nil
        var options = options
        if let offerId = promotionalOfferId {
            guard let offerSigner else {
                set(.failed)
                report(.noOfferSigner)
                throw StoreHelperError.noOfferSigner
            }
            do {
                options.promotionalOffer = try await offerSigner.sign(productId: product.id, offerId: offerId, appAccountToken: options.appAccountToken)
            } catch {
                set(.failed)
                let failure = StoreHelperError.offerSigning(error)
                report(failure)
                throw failure
            }
        }
        logger.info("purchasing \(product.id)")
        let result: PurchaseResult
        do {
            result = try await store.purchase(product.id, options: options)
        } catch {
            report(.store(error, "the purchase of \(product.id)"))
            set(.failed)
            return (nil, .failed)
        }
        switch result {
        case .success(let jws):
            guard let transaction = await verify(jws) else {
                set(.failedVerification)
                return (nil, .failedVerification)
            }
            do {
                try await deliver(transaction)
            } catch {
                report(error)
                set(.failed)
                return (transaction, .failed)
            }
            await refreshEntitlements()
            set(.purchased)
            return (transaction, .purchased)
        case .pending(let id):
            pending[id ?? product.id] = product.id
            logger.info("purchase of \(product.id) is pending (Ask to Buy or interrupted)")
            set(.pending)
            return (nil, .pending)
        case .userCancelled:
            logger.info("purchase of \(product.id) cancelled by the customer")
            set(.cancelled)
            return (nil, .cancelled)
        }
    }

    private func set(_ state: PurchaseState) {
        purchaseState = state
        continuation.yield(.purchaseState(state))
    }

    /// Verifies a signed transaction; nil (and a report) when it does not verify.
    private func verify(_ jws: String) async -> JWSTransactionDecodedPayload? {
        if let known = verifiedTokens[jws] { return known }
        if rejectedTokens.contains(jws) { return nil }
        let remember: Bool = if case .signedDate = verifier.policy.checkTime { true } else { false }
        do {
            let transaction = try await verifier.verifyTransaction(jws)
            if let id = transaction.transactionId { verifiedTransactions[id] = transaction }
            if remember { verifiedTokens[jws] = transaction }
            return transaction
        } catch {
            logger.error("ignored a transaction that did not verify: \(error)")
            lastError = .verification(error)
            continuation.yield(.unverified(reason: error.description))
            if remember { rejectedTokens.insert(jws) }
            return nil
        }
    }

    /// Delivers a verified transaction, then finishes it. Consumables are credited once per
    /// transaction id; nothing is finished unless delivery succeeded.
    private func deliver(_ transaction: JWSTransactionDecodedPayload) async throws(StoreHelperError) {
        guard let id = transaction.transactionId, let productId = transaction.productId else { return }
        if transaction.type == .consumable {
            do {
                let outcome = try await ledger.record(transaction)
                if case .credited(let quantity) = outcome { logger.info("credited \(quantity) × \(productId) (transaction \(id))") }
                continuation.yield(.consumableBalance(productId: productId, count: await ledger.balance(for: productId)))
            } catch {
                logger.error("could not record consumable \(productId) (transaction \(id)): \(error); it stays unfinished")
                throw StoreHelperError.ledger(error)
            }
        }
        do {
            try await store.finish(id)
        } catch {
            // Delivered but not finished: the store hands it over again, and delivery is idempotent.
            report(.store(error, "finishing transaction \(id)"))
        }
        if transaction.revocationDate != nil {
            logger.info("\(productId) was refunded or revoked (transaction \(id))")
            continuation.yield(.revoked(productId: productId, transactionId: id))
        } else {
            logger.info("delivered \(productId) (transaction \(id))")
            continuation.yield(.delivered(productId: productId, transactionId: id))
        }
    }

    // MARK: - Listener

    /// One update from the store: verified, delivered, finished; a bad one is reported and skipped.
    func handle(_ update: StoreUpdate) async {
        switch update {
        case .transaction(let jws):
            guard let transaction = await verify(jws) else { return }
            do {
                try await deliver(transaction)
            } catch {
                report(error)
                return
            }
            if let productId = transaction.productId, transaction.revocationDate == nil,
                let key = pending.first(where: { $0.value == productId })?.key
            {
                pending[key] = nil
                // An approved Ask to Buy purchase; while another purchase is running, its state wins.
                if !purchaseInFlight { set(.purchased) }
            }
            await refreshEntitlements()
        case .declined(let pendingId, let productId):
            guard pending.removeValue(forKey: pendingId) != nil || pending.removeValue(forKey: productId) != nil else { return }
            logger.info("the Ask to Buy request for \(productId) was declined")
            continuation.yield(.declined(productId: productId))
            set(.declined)
        }
    }

    // MARK: - Entitlements

    /// Recomputes what the customer owns from the store's verified transactions and renewal infos.
    public func refreshEntitlements() async {
        do {
            let now = try await store.now()
            var history = History()
            for jws in try await store.allTransactions() {
                if let transaction = await verify(jws) { history.add(transaction) }
            }
            for groupId in Set(products.compactMap(\.subscription?.groupId)) {
                for status in try await store.subscriptionStatuses(groupId: groupId) {
                    do {
                        history.add(try await verifier.verifyRenewalInfo(status.renewalInfo))
                    } catch {
                        logger.error("ignored a renewal info that did not verify: \(error)")
                        lastError = .verification(error)
                        continuation.yield(.unverified(reason: error.description))
                    }
                }
            }
            let consumableIds = Set(history.transactions.values.filter { $0.type == .consumable }.compactMap(\.transactionId))
            let evaluated = EntitlementEngine(catalog: catalog).evaluate(history, at: now, finishedConsumables: consumableIds)
            snapshot = evaluated
            let owned = Set(evaluated.entitlements.map(\.productId))
            if owned != purchasedProducts {
                purchasedProducts = owned
                continuation.yield(.purchasedProducts(owned))
            }
        } catch {
            report(.store(error, "refreshing entitlements"))
        }
    }

    /// The products as the engine sees them: levels from the configuration's group order when it
    /// names one (else the store's), non-renewing durations from the configuration.
    private static func catalog(of products: [StoreProduct], configuration: ProductConfiguration) -> ProductCatalog {
        ProductCatalog(products.map { product in
            var product = product
            if let index = configuration.subscriptionGroups.lazy.compactMap({ $0.productIds.firstIndex(of: product.id) }).first {
                product.subscription?.level = index + 1
            }
            product.nonRenewingDuration = configuration.nonRenewingDurations[product.id] ?? product.nonRenewingDuration
            return product
        })
    }

    /// Whether the customer is entitled to `productId` now.
    public func isPurchased(productId: String) -> Bool { purchasedProducts.contains(productId) }

    /// Purchase details of a non-consumable or non-renewing subscription the customer bought, at the
    /// store's time. Throws when the store cannot tell its time.
    public func purchaseInfo(for productId: String) async throws(StoreHelperError) -> PurchaseInfo? {
        guard let product = product(productId), product.type == .nonConsumable || product.type == .nonRenewing else { return nil }
        let now = try await storeTime()
        let candidates = verifiedTransactions.values.filter { $0.productId == productId }
        guard let latest = candidates.max(by: { ($0.purchaseDate?.millisecondsSince1970 ?? 0) < ($1.purchaseDate?.millisecondsSince1970 ?? 0) })
        else { return nil }
        let expires = snapshot?.entitlements.first { $0.transactionId == latest.transactionId }?.expiresDate?.date
            ?? latest.purchaseDate.flatMap { catalog[productId]?.nonRenewingEnd(after: $0.date) }
        return PurchaseInfo(latest, expires: expires, now: now, format: format)
    }

    /// The customer's subscription in a group (by configured group name, group id or a product id of
    /// the group), at the store's time. Throws when the store cannot tell its time.
    public func subscriptionInfo(for group: String) async throws(StoreHelperError) -> SubscriptionInfo? {
        let groupId = configuration.subscriptionGroups.first { $0.name == group }?.productIds.compactMap { product($0)?.subscription?.groupId }.first
            ?? products.first { $0.id == group || $0.subscription?.groupDisplayName == group }?.subscription?.groupId
            ?? group
        guard let status = snapshot?.subscriptionGroups.first(where: { $0.subscriptionGroupIdentifier == groupId }) else { return nil }
        guard let lead = status.highestServiceLevel ?? status.statuses.first, let product = product(lead.productId) else { return nil }
        let now = try await storeTime()
        let name = configuration.subscriptionGroups.first { $0.productIds.contains(product.id) }?.name
            ?? product.subscription?.groupDisplayName ?? groupId
        return SubscriptionInfo(
            groupName: name, status: lead, product: product, changeTo: lead.autoRenewProductId.flatMap(self.product), now: now, format: format)
    }

    // MARK: - Consumables, restore, refunds, offers

    /// Units of a consumable the customer has (credited once per transaction, minus what was used).
    public func count(for productId: String) async -> Int { await ledger.balance(for: productId) }

    /// Uses units of a consumable. Refused when there are not enough.
    public func consume(_ productId: String, quantity: Int = 1) async throws(StoreHelperError) {
        do {
            try await ledger.consume(productId, quantity: quantity)
        } catch {
            throw StoreHelperError.ledger(error)
        }
        logger.info("used \(quantity) × \(productId)")
        continuation.yield(.consumableBalance(productId: productId, count: await ledger.balance(for: productId)))
    }

    /// Restores purchases (`AppStore.sync()`): unfinished and changed transactions are delivered,
    /// and entitlements recomputed.
    public func restorePurchases() async throws(StoreHelperError) {
        do {
            try await store.sync()
        } catch {
            let failure = StoreHelperError.store(error, "restoring purchases")
            report(failure)
            throw failure
        }
        await refreshEntitlements()  // verifies every transaction the store has
        var firstFailure: StoreHelperError?
        for transaction in verifiedTransactions.values where transaction.type == .consumable {
            do {
                try await deliver(transaction)
            } catch {
                report(error)
                firstFailure = firstFailure ?? error
            }
        }
        if let firstFailure { throw firstFailure }
        logger.info("restored purchases: \(purchasedProducts.sorted().joined(separator: ", "))")
    }

    /// Asks for a refund of the customer's latest transaction for `productId`.
    public func requestRefund(for productId: String) async throws(StoreHelperError) {
        let latest: String?
        do {
            latest = try await store.latestTransaction(for: productId)
        } catch {
            throw StoreHelperError.store(error, "finding the transaction to refund")
        }
        guard let jws = latest, let transaction = await verify(jws), let id = transaction.transactionId else {
            throw StoreHelperError.unknownProduct(productId)
        }
        do {
            try await store.requestRefund(id)
        } catch {
            throw StoreHelperError.store(error, "requesting a refund")
        }
        logger.info("refund requested for \(productId)")
    }

    /// Whether the customer may take the introductory offer of `product`'s group.
    public func isEligibleForIntroOffer(_ product: StoreProduct) async throws(StoreHelperError) -> Bool {
        guard let groupId = product.subscription?.groupId, product.subscription?.introductoryOffer != nil else { return false }
        do {
            return try await store.isEligibleForIntroOffer(groupId: groupId)
        } catch {
            throw StoreHelperError.store(error, "checking introductory-offer eligibility")
        }
    }

    /// The store's time; the helper never judges by the device's wall clock.
    private func storeTime() async throws(StoreHelperError) -> Date {
        do {
            return try await store.now()
        } catch {
            throw StoreHelperError.store(error, "reading the store's time")
        }
    }

    /// Makes `error` the ``lastError`` and logs it.
    private func report(_ error: StoreHelperError) {
        lastError = error
        logger.error("\(error)")
    }
}
