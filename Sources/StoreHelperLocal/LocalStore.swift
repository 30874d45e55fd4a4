public import AppStoreModels
public import AppStoreSignature
import Entitlements
public import Foundation
public import LocalAppStore
public import StoreKitInterface

/// The device side of a local App Store for one customer: a `Store` (StoreKit 2's shape) that an
/// app uses in tests, demos and CI instead of StoreKit. Apps that use real StoreKit never link it.
///
/// It hands over signed data and leaves verification to the receiver, as StoreKit's
/// `jwsRepresentation` does; a simulated verification error (`error.verification`) hands over a token
/// whose signature is broken, so the receiver's verifier rejects it.
///
/// The store is kept in memory or shared with other processes (a `SharedState`: a state directory's
/// `StateReader`, from LocalAppStoreSQLite); shared, every change is made under the writers' lock, so other
/// processes (such as `storehelper store`) can drive the same store, and a read parses the state only when
/// another process saved a new version. The actor runs on a
/// dispatch queue of its own, so file locks and I/O never block Swift's cooperative threads.
/// ``session(_:)`` runs `SKTestSession`-style controls.
public actor LocalStore: Store {
    private enum Backing {
        case memory(LocalAppStore)
        case shared(any SharedState)
    }

    private let executor = DispatchQueueExecutor(label: "StoreHelperLocal.LocalStore")
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    private var backing: Backing
    /// The customer this device is signed in as.
    public nonisolated let accountId: String
    /// A verifier that trusts this store's root and expects its bundle id and environment: what an
    /// app should check this store's transactions with.
    public nonisolated let verifier: SignedDataVerifier
    private var delivered: [String: String] = [:]
    private var reportedDeclines: Set<String> = []
    /// Each of this customer's subscriptions as last reported, by original transaction id.
    private var reportedSubscriptions: [String: SubscriptionRecord] = [:]
    let subscribers = Broadcast<StoreUpdate>()
    /// Callers of ``wait(until:)`` whose instant has not come yet.
    private var clockWaiters: [Int: (instant: Date, continuation: CheckedContinuation<Void, Never>)] = [:]
    private var nextWaiterId = 0
    /// Watches the shared store for changes other processes save (started by ``startUpdates()``).
    private var watcher: Task<Void, Never>?
    /// The shared store's version at the watcher's last look.
    private var lastLookedAt: SavedVersion?
    /// Changes made through this device, and (shared) saved versions of others seen: ``changeCount()``.
    private var changes = 0
    /// The shared store's saved version when ``changeCount()`` last looked.
    private var countedVersion: SavedVersion?
    /// How often a shared store looks for changes saved by other processes.
    public static let watchInterval = Duration.milliseconds(200)

    /// What changes outside a purchase call: renewals, approved Ask to Buy purchases, refunds and
    /// revocations, family sharing, unfinished transactions at start, and declined Ask to Buy purchases.
    /// Each access returns a new stream that receives every update from then on, so two consumers
    /// never split the updates between them.
    public nonisolated var updates: AsyncStream<StoreUpdate> { subscribers.subscribe().stream }

    /// A device over an in-memory store.
    public init(store: LocalAppStore, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try self.init(backing: .memory(store), snapshot: store, accountId: accountId, publishesUnfinished: true)
    }

    /// A device over a store that other processes share (`StateReader(directory:)` for a state directory).
    public init(shared: any SharedState, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try self.init(shared: shared, accountId: accountId, publishesUnfinished: true)
    }

    /// A device over a store that other processes share. With `publishesUnfinished` false, the transactions
    /// unfinished now are never sent on ``updates`` (a caller that reads them itself, as StoreKit's first listener
    /// gets them, passes false); what changes later is.
    public init(
        shared: any SharedState,
        accountId: String = LocalAppStore.defaultAccountId,
        publishesUnfinished: Bool
    ) throws(StoreError) {
        let snapshot = try shared.load()
        defer { shared.done(with: snapshot) }
        try self.init(backing: .shared(shared), snapshot: snapshot, accountId: accountId, publishesUnfinished: publishesUnfinished)
    }

    private init(backing: Backing, snapshot: LocalAppStore, accountId: String, publishesUnfinished: Bool) throws(StoreError) {
        _ = try snapshot.account(accountId)
        self.backing = backing
        self.accountId = accountId
        verifier = try snapshot.verifier()
        for record in snapshot.transactions(for: accountId) where record.isFinished || !publishesUnfinished {
            delivered[record.id] = record.jws
        }
        for pending in snapshot.pendingPurchases where pending.accountId == accountId && pending.state == .declined {
            reportedDeclines.insert(pending.id)
        }
        for record in snapshot.subscriptions where record.accountId == accountId {
            reportedSubscriptions[record.originalTransactionId] = record
        }
    }

    deinit {
        watcher?.cancel()
        for waiter in clockWaiters.values { waiter.continuation.resume() }
    }

    // MARK: - Store access

    func read() throws(StoreFailure) -> LocalAppStore {
        try Self.failure { () throws(StoreError) in try snapshot() }
    }

    /// Lets go of a store read from a shared state, once this device no longer uses it (its read transaction closes).
    func release(_ store: LocalAppStore) {
        if case .shared(let state) = backing { state.done(with: store) }
    }

    /// Changes the store; returns `body`'s result and the store as it was left (``release(_:)`` it when done).
    private func write<Result>(
        _ body: (inout LocalAppStore) throws(StoreError) -> Result
    ) throws(StoreError) -> (result: Result, store: LocalAppStore) {
        changes += 1
        switch backing {
        case .memory(var store):
            let result = try body(&store)
            backing = .memory(store)
            return (result, store)
        case .shared(let state):
            // The store a command changed is not read after it was saved: read the saved store again.
            let result = try state.change { (store: inout LocalAppStore) throws(StoreError) in try body(&store) }
            return (result, try state.load())
        }
    }

    /// Changes the store through `change` when `transactionId` is this customer's (another's is unknown to this device).
    private func changeOwn<Result>(
        _ transactionId: String,
        _ change: (inout LocalAppStore) throws(StoreError) -> Result
    ) throws(StoreFailure) -> Result {
        let account = accountId
        let (result, store) = try Self.failure { () throws(StoreError) in
            try write { (store: inout LocalAppStore) throws(StoreError) in
                guard try store.transaction(transactionId).accountId == account else { throw StoreError.unknownTransaction(transactionId) }
                return try change(&store)
            }
        }
        release(store)
        return result
    }

    /// Runs `body`, turning the local store's error into the `Store` protocol's.
    static func failure<Result>(_ body: () throws(StoreError) -> Result) throws(StoreFailure) -> Result {
        do {
            return try body()
        } catch {
            throw StoreFailure(error)
        }
    }

    /// Sends every transaction of this customer in `store` not yet seen in its current version (except
    /// `skip`), every subscription status that changed without one, and every new decline; then wakes
    /// the callers of ``wait(until:)`` whose instant the store's clock has reached.
    private func publishChanges(in store: LocalAppStore, skipping skip: String? = nil) {
        var sent: Set<String> = []
        for record in store.transactions(for: accountId) where delivered[record.id] != record.jws {
            delivered[record.id] = record.jws
            sent.insert(record.id)
            if record.id == skip { continue }
            subscribers.send(.transaction(jws: handedOver(record, store: store)))
        }
        var changedGroups: [String] = []
        for record in store.subscriptions where record.accountId == accountId {
            guard reportedSubscriptions.updateValue(record, forKey: record.originalTransactionId) != record else { continue }
            if !sent.contains(record.latestTransactionId) && !changedGroups.contains(record.groupId) { changedGroups.append(record.groupId) }
        }
        for groupId in changedGroups { subscribers.send(.subscriptionStatus(groupId: groupId)) }
        for pending in store.pendingPurchases where pending.accountId == accountId && pending.state == .declined {
            guard reportedDeclines.insert(pending.id).inserted else { continue }
            subscribers.send(.declined(pendingId: pending.id, productId: pending.productId))
        }
        wakeWaiters(at: store.now)
    }

    private func wakeWaiters(at now: Date) {
        for (id, waiter) in clockWaiters where waiter.instant <= now {
            clockWaiters[id] = nil
            waiter.continuation.resume()
        }
    }

    private func cancelWaiter(_ id: Int) { clockWaiters.removeValue(forKey: id)?.continuation.resume() }

    /// Publishes what another process saved since the last look (publishing is idempotent, so a
    /// version this actor already published changes nothing).
    private func lookForChanges() {
        guard case .shared(let state) = backing else { return }
        let version = state.savedVersion()
        guard version != lastLookedAt, let store = try? snapshot() else { return }
        lastLookedAt = version
        publishChanges(in: store)
        release(store)
    }

    // MARK: - Store

    /// Delivers unfinished transactions and changes made elsewhere (call once after subscribing
    /// to ``updates``). A store over a directory then looks for changes
    /// other processes save every ``watchInterval``.
    public func startUpdates() throws(StoreFailure) {
        let store = try read()
        publishChanges(in: store)
        release(store)
        guard case .shared = backing, watcher == nil else { return }
        watcher = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.watchInterval)  // the wall clock: how often another process's changes are looked for
                await self?.lookForChanges()
            }
        }
    }

    /// The products with these identifiers (`Product.products(for:)`), in the session's storefront and locale.
    public func products(for ids: [String]) throws(StoreFailure) -> [StoreProduct] {
        let store = try read()
        defer { release(store) }
        return try Self.failure { () throws(StoreError) in try store.products(ids) }
    }

    /// Buys a product (`Product.purchase(options:)`).
    public func purchase(_ productId: String, options: PurchaseOptions) throws(StoreFailure) -> PurchaseResult<SignedJWS> {
        let account = accountId
        var options = options
        // As StoreKitStore sends StoreKit one signature, the version 2 one when there is one: the App Store takes
        // either version of a promotional offer's signature, never both.
        if options.promotionalOffer?.compactJWS != nil { options.promotionalOffer?.signature = nil }
        let (outcome, store) = try Self.failure { () throws(StoreError) in
            try write { (store: inout LocalAppStore) throws(StoreError) in try store.purchase(productId, accountId: account, options: options) }
        }
        defer { release(store) }
        switch outcome {
        case .purchased(let signed):
            let record = try Self.failure { () throws(StoreError) in try store.transaction(signed.payload.transactionId ?? "") }
            publishChanges(in: store, skipping: record.id)
            return .purchased(handedOver(record, store: store))
        case .pending(let ticket):
            return .pending(ticket)
        case .userCancelled:
            return .userCancelled
        }
    }

    /// What the customer is entitled to now (`Transaction.currentEntitlements`).
    public func currentEntitlements() throws(StoreFailure) -> [SignedJWS] {
        let store = try read()
        defer { release(store) }
        var result: [SignedJWS] = []
        for entitlement in store.entitlements(for: accountId).entitlements {
            let record = try Self.failure { () throws(StoreError) in try store.transaction(entitlement.transactionId) }
            result.append(handedOver(record, store: store))
        }
        return result
    }

    /// Marks a transaction delivered (`Transaction.finish()`).
    public func finish(_ transactionId: String) throws(StoreFailure) {
        delivered[transactionId] = try changeOwn(transactionId) { (store: inout LocalAppStore) throws(StoreError) in
            try store.finish(transactionId)
            return try store.transaction(transactionId).jws
        }
    }

    /// Syncs with the store (`AppStore.sync()`): delivers every change made elsewhere.
    public func sync() throws(StoreFailure) {
        let store = try read()
        defer { release(store) }
        if let failure = store.settings.simulatedError(for: .appStoreSync) { throw StoreFailure.storeKit(failure, during: "App Store sync") }
        publishChanges(in: store)
    }

    /// Asks for a refund (`Transaction.beginRefundRequest`).
    public func requestRefund(_ transactionId: String) throws(StoreFailure) {
        try changeOwn(transactionId) { (store: inout LocalAppStore) throws(StoreError) in try store.requestRefund(transactionId) }
    }

    /// The store's clock.
    public func now() throws(StoreFailure) -> Date {
        let store = try read()
        defer { release(store) }
        return store.now
    }

    /// Changes with every change made through this device (purchases, ``session(_:)``) and, for a shared store,
    /// every version another process saved: when ``session(_:)`` returns, it has changed.
    public func changeCount() -> Int? {
        if case .shared(let state) = backing {
            let version = state.savedVersion()
            if version != countedVersion {
                countedVersion = version
                changes += 1
            }
        }
        return changes
    }

    /// Returns once the store's clock has reached `instant`: when a session control (or, for a store
    /// over a directory, another process) advances it that far, or at once when it already has.
    /// Returns early when the calling task is cancelled.
    public func wait(until instant: Date) async {
        if let store = try? read() {
            let now = store.now
            release(store)
            if now >= instant { return }
        }
        let id = nextWaiterId
        nextWaiterId += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { return continuation.resume() }
                clockWaiters[id] = (instant, continuation)
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    // MARK: - Test session

    /// Runs session controls on the store (approve, refund, advance, settings…) as one change, then
    /// delivers what they changed through ``updates`` and wakes ``wait(until:)``. This is how to drive
    /// a store once it is wrapped: a `LocalAppStore` value kept elsewhere is a copy, and changing it
    /// changes nothing here. Callable from any isolation, `@MainActor` included:
    ///
    /// ```swift
    /// try await device.session { try $0.advance(by: 31 * 86_400) }
    /// let id = try await device.session { store in store.pendingPurchases.last?.id }
    /// ```
    ///
    /// When `body` throws, nothing changes; an error that is not a `StoreError` is reported as one of
    /// kind `invalid-request`.
    @discardableResult
    public func session<Result: Sendable>(_ body: @Sendable (inout LocalAppStore) throws -> Result) throws(StoreError) -> Result {
        let (result, store) = try write { (store: inout LocalAppStore) throws(StoreError) in
            do {
                return try body(&store)
            } catch let error as StoreError {
                throw error
            } catch {
                throw StoreError.invalidRequest("the session's changes failed: \(error)")
            }
        }
        publishChanges(in: store)
        release(store)
        return result
    }

    /// A snapshot of the whole store; from a directory, parsed again only when its saved version changed.
    public func snapshot() throws(StoreError) -> LocalAppStore {
        switch backing {
        case .memory(let store):
            return store
        case .shared(let state):
            return try state.load()
        }
    }
}
