public import AppStoreModels
public import Foundation

/// A store an app sells through, shaped like StoreKit 2. The local App Store conforms (through
/// `StoreHelperLocal`); on Apple platforms a thin adapter over StoreKit can. Every transaction and
/// renewal info crosses this boundary as a signed JWS, and the receiver verifies it before anything
/// is granted: the store's word is never trusted.
public protocol Store: Sendable {
    /// Changes that happen outside a purchase call (StoreKit's `Transaction.updates` and
    /// `Product.SubscriptionInfo.Status.updates`). A StoreKit store listens from its creation: StoreKit gives
    /// each listener what happens from then on, and what waits unfinished is read with
    /// ``unfinishedTransactions()`` (StoreHelper does at start). It has one stream, for one consumer (StoreHelper
    /// reads it once, when created). The local store gives each access a stream of its own, from then on.
    var updates: AsyncStream<StoreUpdate> { get }
    /// Starts delivering ``updates``: the local store then also sends what waits unfinished (a transaction
    /// that arrives both ways is delivered once); a StoreKit store already listens and does nothing more.
    func startUpdates() async throws(StoreFailure)
    /// The products with these identifiers; unknown ids are left out.
    func products(for ids: [String]) async throws(StoreFailure) -> [StoreProduct]
    /// Buys a product. Throws when the purchase fails (StoreKit's purchase errors).
    func purchase(_ productId: String, options: PurchaseOptions) async throws(StoreFailure) -> PurchaseResult<SignedJWS>
    /// Every transaction of the customer, signed (StoreKit's `Transaction.all`).
    func allTransactions() async throws(StoreFailure) -> [SignedJWS]
    /// Transactions the app has not finished, signed (StoreKit's `Transaction.unfinished`).
    func unfinishedTransactions() async throws(StoreFailure) -> [SignedJWS]
    /// The latest transaction for a product, signed (StoreKit's `Transaction.latest(for:)`).
    func latestTransaction(for productId: String) async throws(StoreFailure) -> SignedJWS?
    /// Marks a transaction finished.
    func finish(_ transactionId: String) async throws(StoreFailure)
    /// The statuses of the customer's subscriptions in a group, signed.
    func subscriptionStatuses(groupId: String) async throws(StoreFailure) -> [SignedSubscriptionStatus]
    /// Whether the customer may take the group's introductory offer.
    func isEligibleForIntroOffer(groupId: String) async throws(StoreFailure) -> Bool
    /// The app's own transaction, signed (StoreKit's `AppTransaction.shared`): proof the customer bought
    /// or downloaded the app, with its original purchase date and version.
    func appTransaction() async throws(StoreFailure) -> SignedJWS
    /// Syncs with the App Store (`AppStore.sync()`); may ask the customer to sign in.
    func sync() async throws(StoreFailure)
    /// Starts a refund request for a transaction. StoreKit's is UI (a sheet the app presents), so a
    /// StoreKit store fails with the `unsupported` kind; the local store records the request.
    func requestRefund(_ transactionId: String) async throws(StoreFailure)
    /// The store's current time: the real clock for StoreKit, the store's clock for a local store.
    func now() async throws(StoreFailure) -> Date
    /// A number that changes, at once, whenever the store changes anything (a purchase, a session's controls, a
    /// change another process saved); nil when the store cannot tell, as StoreKit cannot: its changes arrive on
    /// ``updates`` only. A receiver that sees it change reads the store again before answering.
    func changeCount() async throws(StoreFailure) -> Int?
    /// The App Store's messages waiting to be shown to the customer (StoreKit's `Message.messages`): a billing problem,
    /// a price increase to consent to, a win-back offer. A StoreKit store has them only when it was made to hold them
    /// back (else StoreKit shows each at launch, and none wait).
    func pendingMessages() async throws(StoreFailure) -> [StoreMessage]
    /// Shows `message` to the customer now (StoreKit's `Message.display(in:)`); it no longer waits.
    func display(_ message: StoreMessage) async throws(StoreFailure)
    /// Returns once the store's clock has reached `instant` (at once when it already has), or when the
    /// calling task is cancelled. StoreKit's clock is the real one, so an adapter sleeps; a local
    /// store's clock moves when the store is told to advance it.
    func wait(until instant: Date) async
}

extension Store {
    /// None: a store that has no App Store messages (or shows them itself).
    public func pendingMessages() async throws(StoreFailure) -> [StoreMessage] { [] }

    /// Fails with the `unsupported` kind: a store without messages has none to show.
    public func display(_ message: StoreMessage) async throws(StoreFailure) {
        throw StoreFailure(.unsupported, "this store shows no App Store messages (\(message.id))")
    }

    /// nil: a store that cannot tell when it changed (StoreKit) reports its changes on ``updates`` alone.
    public func changeCount() async throws(StoreFailure) -> Int? { nil }
}
