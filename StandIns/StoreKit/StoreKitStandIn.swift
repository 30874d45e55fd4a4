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
        /// As `Product.priceFormatStyle.currencyCode`.
        public var currencyCode: String
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
            currencyCode: String = "USD",
            isFamilyShareable: Bool = false,
            subscription: SubscriptionData? = nil
        ) {
            self.id = id
            self.type = type
            self.displayName = displayName
            self.description = description
            self.price = price
            self.displayPrice = displayPrice
            self.currencyCode = currencyCode
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
        /// As `pricingTerms` (OS 26.4): up front, then a monthly plan where there is one.
        public var pricingTerms: [PricingTermsData]

        /// What a subscription product adds.
        public init(
            groupID: String,
            period: Product.SubscriptionPeriod,
            introductoryOffer: Product.SubscriptionOffer? = nil,
            promotionalOffers: [Product.SubscriptionOffer] = [],
            winBackOffers: [Product.SubscriptionOffer] = [],
            groupLevel: Int = 1,
            groupDisplayName: String = "",
            pricingTerms: [PricingTermsData] = []
        ) {
            self.groupID = groupID
            self.period = period
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
            self.winBackOffers = winBackOffers
            self.groupLevel = groupLevel
            self.groupDisplayName = groupDisplayName
            self.pricingTerms = pricingTerms
        }
    }

    /// One way to pay for a subscription, as `Product.SubscriptionInfo.PricingTerms` (OS 26.4) gives it.
    public struct PricingTermsData: Hashable, Sendable {
        /// The monthly plan of a 12-month commitment; else up front.
        public var isMonthly: Bool
        public var billingPeriod: Product.SubscriptionPeriod
        public var billingPrice: Decimal
        public var billingDisplayPrice: String
        /// The commitment (for up-front terms, the period paid: what Apple's non-optional `commitmentInfo` holds there is
        /// not documented).
        public var commitmentPrice: Decimal
        public var commitmentDisplayPrice: String
        public var commitmentPeriod: Product.SubscriptionPeriod
        /// The offers of this billing plan.
        public var subscriptionOffers: [Product.SubscriptionOffer]

        /// Terms of one billing plan.
        public init(
            isMonthly: Bool,
            billingPeriod: Product.SubscriptionPeriod,
            billingPrice: Decimal,
            billingDisplayPrice: String,
            commitmentPrice: Decimal,
            commitmentDisplayPrice: String,
            commitmentPeriod: Product.SubscriptionPeriod,
            subscriptionOffers: [Product.SubscriptionOffer] = []
        ) {
            self.isMonthly = isMonthly
            self.billingPeriod = billingPeriod
            self.billingPrice = billingPrice
            self.billingDisplayPrice = billingDisplayPrice
            self.commitmentPrice = commitmentPrice
            self.commitmentDisplayPrice = commitmentDisplayPrice
            self.commitmentPeriod = commitmentPeriod
            self.subscriptionOffers = subscriptionOffers
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
        case billingPlanType(String)
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

    /// A sheet of StoreKit's the code under test showed (on iOS and macOS: the stand-in declares them there).
    public enum Sheet: Hashable, Sendable {
        case manageSubscriptions(groupID: String?)
        case offerCodeRedemption
        case refundRequest(transactionID: UInt64)
        /// An App Store message (`Message.display(in:)`).
        case message
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
        var statusSubscribers: [UUID: AsyncStream<Product.SubscriptionInfo.Status>.Continuation] = [:]
        var sheets: [Sheet] = []
        var sheetError: (any Error)?
        var refundReply: Transaction.RefundRequestStatus = .userCancelled
    }

    static let lock = NSLock()
    nonisolated(unsafe) static var state = State()

    static func withState<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    // MARK: Set up

    /// Makes the fake the process's store, and forgets everything: no products, transactions, statuses or
    /// listeners (each listener's sequence ends).
    public static func reset() {
        StoreKitBackends.install(FakeStore())
        let (old, oldIntents, oldStatuses) = withState { state in
            defer { state = State() }
            return (state.subscribers.values, state.intentSubscribers.values, state.statusSubscribers.values)
        }
        for continuation in old { continuation.finish() }
        for continuation in oldIntents { continuation.finish() }
        for continuation in oldStatuses { continuation.finish() }
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
    /// among the current entitlements when `entitled`. The same JWS added again is the same transaction (it
    /// stays finished once finished); a new signature of its id (a refund, say) replaces it, unfinished.
    /// Nil when `jws` is not a transaction's JWS.
    @discardableResult
    public static func addTransaction(_ jws: String, verified: Bool = true, entitled: Bool = true) -> Transaction? {
        guard let transaction = transaction(from: jws) else { return nil }
        withState { state in
            let signed = Signed(transaction: transaction, verified: verified, finished: false, entitled: entitled)
            guard let index = state.transactions.firstIndex(where: { $0.transaction.id == transaction.id }) else {
                return state.transactions.append(signed)
            }
            if state.transactions[index].transaction.jws != jws { state.transactions[index] = signed }
        }
        return transaction
    }

    /// Adds a transaction (``addTransaction(_:verified:entitled:)``) and sends it to every listener of
    /// `Transaction.updates`, as StoreKit does for a renewal or an approved Ask to Buy purchase. Each listener
    /// gets what happens after it started listening, nothing from before: what waits unfinished is read from
    /// `Transaction.unfinished` (https://developer.apple.com/documentation/storekit/transaction/updates,
    /// https://developer.apple.com/documentation/storekit/transaction/unfinished).
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
        let values = statuses.compactMap { status -> Product.SubscriptionInfo.Status? in
            guard let transaction = transaction(from: status.transaction),
                let renewalInfo = Product.SubscriptionInfo.RenewalInfo(jws: status.renewalInfo)
            else { return nil }
            return Product.SubscriptionInfo.Status(transaction: .verified(transaction), renewalInfo: .verified(renewalInfo), now: Date())
        }
        withState { $0.statuses[groupID] = values }
    }

    /// Sends every listener of `Product.SubscriptionInfo.Status.updates` the group's statuses as
    /// ``setStatuses(_:for:)`` left them, as StoreKit does when a subscription's status changes (a renewal,
    /// billing retry, a grace period, the customer turning auto-renew off). False when the group has none.
    /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/status-swift.struct/updates
    @discardableResult
    public static func sendStatusUpdates(for groupID: String) -> Bool {
        let (statuses, listeners) = withState { ($0.statuses[groupID] ?? [], Array($0.statusSubscribers.values)) }
        for status in statuses {
            for continuation in listeners { continuation.yield(status) }
        }
        return !statuses.isEmpty
    }

    /// How the customer answers StoreKit's sheets: a refund request ends with `status`, and every sheet throws
    /// `error` when one is given.
    public static func answerSheets(refundRequest status: Transaction.RefundRequestStatus, error: (any Error)? = nil) {
        withState { state in
            state.refundReply = status
            state.sheetError = error
        }
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
    /// The sheets shown, oldest first.
    public static var sheetsShown: [Sheet] { withState { $0.sheets } }
    /// How many times `AppStore.sync()` ran.
    public static var syncCount: Int { withState { $0.syncs } }
    /// How many listeners `Transaction.updates` has.
    public static var listenerCount: Int { withState { $0.subscribers.count } }
    /// How many listeners `Product.SubscriptionInfo.Status.updates` has.
    public static var statusListenerCount: Int { withState { $0.statusSubscribers.count } }
    /// How many listeners `PurchaseIntent.intents` has.
    public static var purchaseIntentListenerCount: Int { withState { $0.intentSubscribers.count } }
}
