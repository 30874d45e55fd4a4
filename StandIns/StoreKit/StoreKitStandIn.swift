public import Foundation

/// The fake behind the stand-in's declarations: not Apple's API. A test sets what "the App Store" has
/// (products, signed transactions, subscription statuses), scripts each purchase, and reads what the
/// code under test did (purchases with their options, finished transactions). State is process-wide, as
/// StoreKit's is: suites that use it run serialized and call ``reset()`` first.
public enum StoreKitStandIn {
    /// A product as the fake sells it.
    public struct ProductData: Sendable {
        /// As `Product.id`.
        public var id: String
        /// As `Product.type`.
        public var type: Product.ProductType
        /// As `Product.displayName`.
        public var displayName: String
        /// As `Product.description`.
        public var description: String
        /// As `Product.price`.
        public var price: Decimal
        /// As `Product.displayPrice`.
        public var displayPrice: String
        /// As `Product.isFamilyShareable`.
        public var isFamilyShareable: Bool
        /// As `Product.subscription`.
        public var subscription: Product.SubscriptionInfo?

        /// A product the fake sells.
        public init(
            id: String,
            type: Product.ProductType,
            displayName: String = "",
            description: String = "",
            price: Decimal = 0,
            displayPrice: String = "",
            isFamilyShareable: Bool = false,
            subscription: SubscriptionData? = nil
        ) {
            self.id = id
            self.type = type
            self.displayName = displayName
            self.description = description
            self.price = price
            self.displayPrice = displayPrice
            self.isFamilyShareable = isFamilyShareable
            self.subscription = subscription.map(Product.SubscriptionInfo.init)
        }
    }

    /// What an auto-renewable subscription adds.
    public struct SubscriptionData: Sendable {
        /// As `Product.SubscriptionInfo.subscriptionGroupID`.
        public var groupID: String
        /// As `subscriptionPeriod`.
        public var period: Product.SubscriptionPeriod
        /// As `introductoryOffer`.
        public var introductoryOffer: Product.SubscriptionOffer?
        /// As `promotionalOffers`.
        public var promotionalOffers: [Product.SubscriptionOffer]
        /// As `winBackOffers`.
        public var winBackOffers: [Product.SubscriptionOffer]
        /// As `groupLevel`.
        public var groupLevel: Int
        /// As `groupDisplayName`.
        public var groupDisplayName: String

        /// What a subscription product adds.
        public init(
            groupID: String,
            period: Product.SubscriptionPeriod,
            introductoryOffer: Product.SubscriptionOffer? = nil,
            promotionalOffers: [Product.SubscriptionOffer] = [],
            winBackOffers: [Product.SubscriptionOffer] = [],
            groupLevel: Int = 1,
            groupDisplayName: String = ""
        ) {
            self.groupID = groupID
            self.period = period
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
            self.winBackOffers = winBackOffers
            self.groupLevel = groupLevel
            self.groupDisplayName = groupDisplayName
        }
    }

    /// A subscription period (StoreKit's has no public initializer).
    public static func period(_ unit: Product.SubscriptionPeriod.Unit, _ value: Int) -> Product.SubscriptionPeriod {
        Product.SubscriptionPeriod(unit: unit, value: value)
    }

    /// A subscription offer (StoreKit's has no public initializer).
    public static func offer(
        id: String?,
        type: Product.SubscriptionOffer.OfferType,
        price: Decimal,
        displayPrice: String,
        period: Product.SubscriptionPeriod,
        periodCount: Int,
        paymentMode: Product.SubscriptionOffer.PaymentMode
    ) -> Product.SubscriptionOffer {
        Product.SubscriptionOffer(
            id: id,
            type: type,
            price: price,
            displayPrice: displayPrice,
            period: period,
            periodCount: periodCount,
            paymentMode: paymentMode
        )
    }

    /// A purchase option as the fake records it.
    public enum Option: Hashable, Sendable {
        case appAccountToken(UUID)
        case quantity(Int)
        case promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int)
        case signedPromotionalOffer(offerID: String, compactJWS: String)
        case introductoryOfferEligibility(compactJWS: String)
        case winBackOffer(offerID: String?)
        case simulatesAskToBuyInSandbox(Bool)
    }

    /// How a scripted purchase ends.
    public enum PurchaseReply: Sendable {
        /// Purchased: the signed transaction, which StoreKit verified (or not). It becomes unfinished.
        case purchased(jws: String, verified: Bool)
        case pending
        case userCancelled
        /// The purchase throws this error.
        case fails(any Error)
    }

    /// A purchase the code under test made.
    public struct PurchaseCall: Sendable {
        /// The product bought.
        public var productID: String
        /// The options it was bought with.
        public var options: Set<Option>
    }

    struct Signed: Sendable {
        var transaction: Transaction
        var verified: Bool
        var finished: Bool
        var entitled: Bool
    }

    struct State: Sendable {
        var products: [ProductData] = []
        var productsError: (any Error)?
        var purchaseReply: @Sendable (String, Set<Option>) -> PurchaseReply = { _, _ in .userCancelled }
        var purchases: [PurchaseCall] = []
        var transactions: [Signed] = []
        var statuses: [String: [Product.SubscriptionInfo.Status]] = [:]
        var eligibleGroups: Set<String> = []
        var syncError: (any Error)?
        var syncs = 0
        var appTransaction: Result<VerificationResult<AppTransaction>, any Error> = .failure(StoreKitError.unknown)
        var subscribers: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
        var intentSubscribers: [UUID: AsyncStream<PurchaseIntent>.Continuation] = [:]
        var launched = false
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var state = State()

    private static func withState<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    // MARK: Set up

    /// Forgets everything: no products, transactions, statuses or listeners; the next listener is the
    /// first after launch again.
    public static func reset() {
        let (old, oldIntents) = withState { state in
            defer { state = State() }
            return (state.subscribers.values, state.intentSubscribers.values)
        }
        for continuation in old { continuation.finish() }
        for continuation in oldIntents { continuation.finish() }
    }

    /// The products the App Store sells.
    public static func setProducts(_ products: [ProductData]) { withState { $0.products = products } }

    /// Makes `Product.products(for:)` throw `error` (nil: answer again).
    public static func failProducts(with error: (any Error)?) { withState { $0.productsError = error } }

    /// Decides each purchase from its product id and options.
    public static func onPurchase(_ reply: @escaping @Sendable (String, Set<Option>) -> PurchaseReply) {
        withState { $0.purchaseReply = reply }
    }

    /// Adds a signed transaction the customer has: unfinished until the code under test finishes it, and
    /// among the current entitlements when `entitled`. Nil when `jws` is not a transaction's JWS.
    @discardableResult
    public static func addTransaction(_ jws: String, verified: Bool = true, entitled: Bool = true) -> Transaction? {
        guard let transaction = transaction(from: jws) else { return nil }
        withState { $0.transactions.append(Signed(transaction: transaction, verified: verified, finished: false, entitled: entitled)) }
        return transaction
    }

    /// Adds a transaction (``addTransaction(_:verified:entitled:)``) and sends it to every listener of
    /// `Transaction.updates`, as StoreKit does for a renewal or an approved Ask to Buy purchase.
    public static func sendUpdate(_ jws: String, verified: Bool = true) {
        guard let transaction = addTransaction(jws, verified: verified) else { return }
        let result = verification(transaction, verified: verified)
        for continuation in withState({ Array($0.subscribers.values) }) { continuation.yield(result) }
    }

    /// Sends every listener of `PurchaseIntent.intents` an intent to buy the product with this id, as
    /// StoreKit does when the customer buys a promoted product on the App Store, or redeems the product's
    /// win-back offer `winBackOfferID` there. False when the fake sells no such product or offer.
    @discardableResult
    public static func sendPurchaseIntent(_ productID: String, winBackOfferID: String? = nil) -> Bool {
        let (product, listeners) = withState { state in
            (state.products.first { $0.id == productID }.map(Product.init), Array(state.intentSubscribers.values))
        }
        guard let product else { return false }
        let offer = winBackOfferID.flatMap { id in product.subscription?.offersToWinBack.first { $0.id == id } }
        guard (winBackOfferID == nil) == (offer == nil) else { return false }
        for continuation in listeners { continuation.yield(PurchaseIntent(product: product, offer: offer)) }
        return true
    }

    /// The statuses `Product.SubscriptionInfo.status(for:)` answers for a group.
    public static func setStatuses(
        _ statuses: [(transaction: String, renewalInfo: String)],
        for groupID: String
    ) {
        let values = statuses.compactMap { status in
            transaction(from: status.transaction).map { transaction in
                Product.SubscriptionInfo.Status(
                    transaction: .verified(transaction),
                    renewalInfo: .verified(Product.SubscriptionInfo.RenewalInfo(jws: status.renewalInfo))
                )
            }
        }
        withState { $0.statuses[groupID] = values }
    }

    /// The groups whose introductory offer the customer may take.
    public static func setEligibleForIntroOffer(_ groups: Set<String>) { withState { $0.eligibleGroups = groups } }

    /// Makes `AppStore.sync()` throw `error` (nil: succeed again).
    public static func failSync(with error: (any Error)?) { withState { $0.syncError = error } }

    /// The app transaction `AppTransaction.shared` answers, which StoreKit verified (or not).
    public static func setAppTransaction(_ jws: String, verified: Bool = true) {
        let transaction = AppTransaction(jws: jws)
        withState { $0.appTransaction = .success(verified ? .verified(transaction) : .unverified(transaction, .invalidSignature)) }
    }

    /// Makes `AppTransaction.shared` throw `error` (as it does before any is set).
    public static func failAppTransaction(with error: any Error) { withState { $0.appTransaction = .failure(error) } }

    // MARK: What the code under test did

    /// Every purchase made, oldest first.
    public static var purchases: [PurchaseCall] { withState { $0.purchases } }
    /// The ids of the finished transactions.
    public static var finishedTransactionIDs: [UInt64] { withState { $0.transactions.filter(\.finished).map(\.transaction.id) } }
    /// How many times `AppStore.sync()` ran.
    public static var syncCount: Int { withState { $0.syncs } }
    /// How many listeners `Transaction.updates` has.
    public static var listenerCount: Int { withState { $0.subscribers.count } }

    // MARK: Behind the declarations

    enum Query { case unfinished, all, currentEntitlements }

    static func products(for ids: [String]) throws -> [Product] {
        try withState { state in
            if let error = state.productsError { throw error }
            return state.products.filter { ids.contains($0.id) }.map(Product.init)
        }
    }

    static func purchase(_ productID: String, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
        let recorded = Set(options.map(\.value))
        let reply = withState { state in
            state.purchases.append(PurchaseCall(productID: productID, options: recorded))
            return state.purchaseReply
        }
        switch reply(productID, recorded) {
        case .purchased(let jws, let verified):
            guard let transaction = addTransaction(jws, verified: verified) else { throw StoreKitError.unknown }
            return .success(verification(transaction, verified: verified))
        case .pending: return .pending
        case .userCancelled: return .userCancelled
        case .fails(let error): throw error
        }
    }

    static func transactions(_ query: Query) -> [VerificationResult<Transaction>] {
        withState { state in
            state.transactions.filter { signed in
                switch query {
                case .unfinished: !signed.finished
                case .all: true
                case .currentEntitlements: signed.entitled
                }
            }
            .map { verification($0.transaction, verified: $0.verified) }
        }
    }

    static func latest(for productID: String) -> VerificationResult<Transaction>? {
        withState { state in
            state.transactions.last { $0.transaction.productID == productID }.map { verification($0.transaction, verified: $0.verified) }
        }
    }

    static func finish(_ id: UInt64) {
        withState { state in
            for index in state.transactions.indices where state.transactions[index].transaction.id == id {
                state.transactions[index].finished = true
            }
        }
    }

    /// A new listener of `Transaction.updates`; the first after launch gets the unfinished transactions.
    static func subscribeToUpdates() -> AsyncStream<VerificationResult<Transaction>> {
        let (stream, continuation) = AsyncStream.makeStream(of: VerificationResult<Transaction>.self)
        let key = UUID()
        let pending = withState { state -> [VerificationResult<Transaction>] in
            state.subscribers[key] = continuation
            guard !state.launched else { return [] }
            state.launched = true
            return state.transactions.filter { !$0.finished }.map { verification($0.transaction, verified: $0.verified) }
        }
        for result in pending { continuation.yield(result) }
        continuation.onTermination = { _ in withState { _ = $0.subscribers.removeValue(forKey: key) } }
        return stream
    }

    /// A new listener of `PurchaseIntent.intents`.
    static func subscribeToPurchaseIntents() -> AsyncStream<PurchaseIntent> {
        let (stream, continuation) = AsyncStream.makeStream(of: PurchaseIntent.self)
        let key = UUID()
        withState { $0.intentSubscribers[key] = continuation }
        continuation.onTermination = { _ in withState { _ = $0.intentSubscribers.removeValue(forKey: key) } }
        return stream
    }

    static func statuses(for groupID: String) throws -> [Product.SubscriptionInfo.Status] {
        withState { $0.statuses[groupID] ?? [] }
    }

    static func isEligibleForIntroOffer(_ groupID: String) -> Bool { withState { $0.eligibleGroups.contains(groupID) } }

    static func sync() throws {
        try withState { state in
            state.syncs += 1
            if let error = state.syncError { throw error }
        }
    }

    static func appTransaction() throws -> VerificationResult<AppTransaction> { try withState { try $0.appTransaction.get() } }

    private static func verification(_ transaction: Transaction, verified: Bool) -> VerificationResult<Transaction> {
        verified ? .verified(transaction) : .unverified(transaction, .invalidSignature)
    }

    /// The transaction a JWS signs: its ids and product read from the payload (not verified: the fake
    /// is not StoreKit's verifier).
    private static func transaction(from jws: String) -> Transaction? {
        let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64),
            let payload = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let id = (payload["transactionId"] as? String).flatMap(UInt64.init),
            let productID = payload["productId"] as? String
        else { return nil }
        return Transaction(jws: jws, id: id, productID: productID)
    }
}
