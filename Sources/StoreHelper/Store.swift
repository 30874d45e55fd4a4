import AppStoreModels
import AppStoreSignature
import Foundation

/// A store the helper sells through, shaped like StoreKit 2. The local App Store conforms (through
/// `StoreHelperLocal`); on Apple platforms a thin adapter over StoreKit can. The helper never trusts
/// a store's word: every transaction and renewal info crosses this boundary as a signed JWS and is
/// verified by the helper before anything is granted.
public protocol Store: Sendable {
    /// Changes that happen outside a purchase call (StoreKit's `Transaction.updates`), as signed data.
    var updates: AsyncStream<StoreUpdate> { get }
    /// Starts delivering ``updates`` (unfinished transactions first, as StoreKit does at launch).
    func startUpdates() async throws
    /// The products with these identifiers; unknown ids are left out.
    func products(for ids: [String]) async throws -> [AppProduct]
    /// Buys a product. Throws when the purchase fails (StoreKit's purchase errors).
    func purchase(_ productId: String, options: PurchaseOptions) async throws -> StorePurchaseResult
    /// Every transaction of the customer, signed (StoreKit's `Transaction.all`).
    func allTransactions() async throws -> [String]
    /// The customer's current entitlements, signed (StoreKit's `Transaction.currentEntitlements`).
    func currentEntitlements() async throws -> [String]
    /// The latest transaction for a product, signed (StoreKit's `Transaction.latest(for:)`).
    func latestTransaction(for productId: String) async throws -> String?
    /// Marks a transaction finished.
    func finish(_ transactionId: String) async throws
    /// The statuses of the customer's subscriptions in a group, signed.
    func subscriptionStatuses(groupId: String) async throws -> [StoreSubscriptionStatus]
    /// Whether the customer may take the group's introductory offer.
    func isEligibleForIntroOffer(groupId: String) async throws -> Bool
    /// Syncs with the App Store (`AppStore.sync()`); may ask the customer to sign in.
    func sync() async throws
    /// Starts a refund request for a transaction.
    func requestRefund(_ transactionId: String) async throws
    /// The store's current time: the real clock for StoreKit, the store's clock for a local store.
    func now() async throws -> Date
}

/// What a purchase returned.
public enum StorePurchaseResult: Hashable, Sendable {
    /// The signed transaction.
    case success(jws: String)
    /// Waiting for Ask to Buy or interrupted; `id` identifies it when the store can tell (nil for StoreKit).
    case pending(id: String?)
    case userCancelled
}

/// A change the store reports outside a purchase call.
public enum StoreUpdate: Hashable, Sendable {
    /// A new or re-signed transaction.
    case transaction(jws: String)
    /// A declined Ask to Buy purchase (stores that can tell; StoreKit cannot).
    case declined(pendingId: String, productId: String)
}

/// One subscription's status as signed data.
public struct StoreSubscriptionStatus: Hashable, Sendable {
    public var transaction: String
    public var renewalInfo: String

    public init(transaction: String, renewalInfo: String) {
        self.transaction = transaction
        self.renewalInfo = renewalInfo
    }
}

/// What a purchase asks for beyond the product.
public struct PurchaseOptions: Hashable, Sendable {
    /// Consumables: how many.
    public var quantity: Int
    public var appAccountToken: UUID?
    /// A promotional offer with its signature (from ``PromotionalOfferSigner``).
    public var promotionalOffer: PromotionalOffer?

    public init(quantity: Int = 1, appAccountToken: UUID? = nil, promotionalOffer: PromotionalOffer? = nil) {
        self.quantity = quantity
        self.appAccountToken = appAccountToken
        self.promotionalOffer = promotionalOffer
    }
}

/// A promotional offer and its version 1 signature.
public struct PromotionalOffer: Hashable, Sendable {
    public var offerId: String
    public var signature: OfferSignatures.PromotionalOfferV1

    public init(offerId: String, signature: OfferSignatures.PromotionalOfferV1) {
        self.offerId = offerId
        self.signature = signature
    }
}

/// Signs promotional offers for the app, usually by asking the app's server (which holds the key).
public protocol PromotionalOfferSigner: Sendable {
    func sign(productId: String, offerId: String, appAccountToken: UUID?) async throws -> PromotionalOffer
}
