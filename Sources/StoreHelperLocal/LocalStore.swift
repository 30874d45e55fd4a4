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
/// The store is kept in memory or shared with other processes (a `SharedStateAccess`: a state directory's
/// `StateAccess`, from LocalAppStoreSQLite); shared, every change is made under the writers' lock, so other
/// processes (such as `storehelper store`) can drive the same store, and a read parses the state only when
/// another process saved a new version. The accessor runs each read and change on its own threads, so file locks
/// and I/O never block Swift's cooperative threads, and the device's calls use the store one at a time.
/// ``session(_:)`` runs `SKTestSession`-style controls.
public actor LocalStore: Store {
    enum Backing {
        case memory(LocalAppStore)
        case shared(any SharedStateAccess)
    }

    var backing: Backing
    /// The customer this device is signed in as.
    public nonisolated let accountId: String
    /// A verifier that trusts this store's root and expects its bundle id and environment: what an
    /// app should check this store's transactions with.
    public nonisolated let verifier: SignedDataVerifier
    /// What this device has sent on ``updates`` (or found at start), for ``publish(_:skipping:)``.
    var published: Published
    let subscribers = Broadcast<StoreUpdate>()
    /// Callers of ``wait(until:)`` whose instant has not come yet.
    var clockWaiters: [Int: (instant: Date, continuation: CheckedContinuation<Void, Never>)] = [:]
    var nextWaiterId = 0
    /// Watches the shared store for changes other processes save (started by ``startUpdates()``).
    private var watcher: Task<Void, Never>?
    /// The shared store's version at the watcher's last look.
    private var lastLookedAt: SavedVersion?
    /// Changes made through this device, and (shared) saved versions of others seen: ``changeCount()``.
    private var changes = 0
    /// The shared store's saved version when ``changeCount()`` last looked.
    private var countedVersion: SavedVersion?
    /// Whether a call is using the store now, and the calls waiting for their turn (``oneAtATime(_:)``).
    private var inUse = false
    private var waitingForTurn: [CheckedContinuation<Void, Never>] = []
    /// How often a shared store looks for changes saved by other processes.
    public static let watchInterval = Duration.milliseconds(200)

    /// What changes outside a purchase call: renewals, approved Ask to Buy purchases, refunds and
    /// revocations, family sharing, unfinished transactions at start, and declined Ask to Buy purchases.
    /// Each access returns a new stream that receives every update from then on, so two consumers
    /// never split the updates between them.
    public nonisolated var updates: AsyncStream<StoreUpdate> { subscribers.subscribe().stream }

    /// A device over an in-memory store.
    public init(store: LocalAppStore, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        let start = try Start(store: store, accountId: accountId, publishesUnfinished: true)
        self.init(backing: .memory(store), start: start, accountId: accountId)
    }

    /// A device over a store that other processes share (`StateAccess(directory:)` for a state directory). With
    /// `publishesUnfinished` false, the transactions unfinished now are never sent on ``updates`` (a caller that
    /// reads them itself, as StoreKit's first listener gets them, passes false); what changes later is.
    public init(
        access: any SharedStateAccess,
        accountId: String = LocalAppStore.defaultAccountId,
        publishesUnfinished: Bool = true
    ) async throws(StoreError) {
        let start = try await Self.storeError { () async throws in
            try await access.read { (store: LocalAppStore) throws(StoreError) in
                try Start(store: store, accountId: accountId, publishesUnfinished: publishesUnfinished)
            }
        }
        self.init(backing: .shared(access), start: start, accountId: accountId)
    }

    /// A device over a store that other processes share, for callers that cannot await: its first read is made
    /// here, synchronously (`StateReader(directory:)` for a state directory); after it, the device reaches the store
    /// through the shared state's `asynchronousAccess` (a state directory's: `StateAccess`).
    public init(shared: any SharedState, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try self.init(shared: shared, accountId: accountId, publishesUnfinished: true)
    }

    /// A device over a store that other processes share, for callers that cannot await; `publishesUnfinished` as in
    /// ``init(access:accountId:publishesUnfinished:)``.
    public init(shared: any SharedState, accountId: String = LocalAppStore.defaultAccountId, publishesUnfinished: Bool) throws(StoreError) {
        let store = try shared.load()
        defer { shared.done(with: store) }
        let start = try Start(store: store, accountId: accountId, publishesUnfinished: publishesUnfinished)
        self.init(backing: .shared(shared.asynchronousAccess), start: start, accountId: accountId)
    }

    private init(backing: Backing, start: Start, accountId: String) {
        self.backing = backing
        self.accountId = accountId
        verifier = start.verifier
        published = start.published
    }

    deinit {
        watcher?.cancel()
        for waiter in clockWaiters.values { waiter.continuation.resume() }
    }

    // MARK: - Store access

    /// Runs `body` when no other call of this device is using the store: each call's reads, changes and what it
    /// publishes are one step to every other call (the watcher's included), as they were before the store was
    /// awaited. A purchase's own transaction, say, is never published on ``updates`` by a look made while it is saved.
    func oneAtATime<Result, Failure: Error>(_ body: () async throws(Failure) -> Result) async throws(Failure) -> Result {
        if inUse {
            await withCheckedContinuation { waitingForTurn.append($0) }
        } else {
            inUse = true
        }
        defer {
            if waitingForTurn.isEmpty {
                inUse = false
            } else {
                waitingForTurn.removeFirst().resume()
            }
        }
        return try await body()
    }

    /// Runs `body` on the store (shared: as last saved); call it inside ``oneAtATime(_:)``.
    func load<Result: Sendable>(_ body: @escaping @Sendable (LocalAppStore) throws(StoreError) -> Result) async throws(StoreError) -> Result {
        switch backing {
        case .memory(let store):
            return try body(store)
        case .shared(let access):
            return try await Self.storeError { () async throws in try await access.read(body) }
        }
    }

    /// Changes the store through `body`, which sees the store as changed and may read what to publish from it;
    /// when it throws, nothing changes. Call it inside ``oneAtATime(_:)``.
    func save<Result: Sendable>(_ body: @escaping @Sendable (inout LocalAppStore) throws(StoreError) -> Result) async throws(StoreError) -> Result {
        changes += 1
        switch backing {
        case .memory(var store):
            let result = try body(&store)
            backing = .memory(store)
            return result
        case .shared(let access):
            return try await Self.storeError { () async throws in try await access.change(body) }
        }
    }

    /// `work`'s error as a local store's: a cancelled wait for the lock is a refused request that changed nothing.
    private static func storeError<Result>(_ work: () async throws -> Result) async throws(StoreError) -> Result {
        do {
            return try await work()
        } catch let error as StoreError {
            throw error
        } catch is CancellationError {
            throw StoreError.invalidRequest("the task was cancelled while it waited for the store; nothing changed")
        } catch {
            throw StoreError.state("the store could not be reached: \(error)")
        }
    }

    /// ``load(_:)`` in a turn of its own, its error the `Store` protocol's.
    func reading<Result: Sendable>(_ body: @escaping @Sendable (LocalAppStore) throws(StoreError) -> Result) async throws(StoreFailure) -> Result {
        try await inTurn { () async throws(StoreError) in try await load(body) }
    }

    /// Runs `body` in a turn of its own (``oneAtATime(_:)``), turning the local store's error into the `Store` protocol's.
    func inTurn<Result>(_ body: () async throws(StoreError) -> Result) async throws(StoreFailure) -> Result {
        do {
            return try await oneAtATime(body)
        } catch {
            throw StoreFailure(error)
        }
    }

    /// Changes the store through `change` when `transactionId` is this customer's (another's is unknown to this device).
    private func changeOwn<Result: Sendable>(
        _ transactionId: String,
        _ change: @escaping @Sendable (inout LocalAppStore) throws(StoreError) -> Result
    ) async throws(StoreError) -> Result {
        let account = accountId
        return try await save { (store: inout LocalAppStore) throws(StoreError) in
            guard try store.transaction(transactionId).accountId == account else { throw StoreError.unknownTransaction(transactionId) }
            return try change(&store)
        }
    }

    /// Publishes what another process saved since the last look (publishing is idempotent, so a
    /// version this actor already published changes nothing).
    private func lookForChanges() async {
        guard case .shared(let access) = backing else { return }
        await oneAtATime { () async in
            let observe = observing()
            let version = await access.savedVersion()
            guard version != lastLookedAt, let seen = try? await load(observe) else { return }
            lastLookedAt = version
            publish(seen)
        }
    }

    // MARK: - Store

    /// Delivers unfinished transactions and changes made elsewhere (call once after subscribing
    /// to ``updates``). A store over a directory then looks for changes
    /// other processes save every ``watchInterval``.
    public func startUpdates() async throws(StoreFailure) {
        try await inTurn { () async throws(StoreError) in
            let observe = observing()
            publish(try await load(observe))
        }
        guard case .shared = backing, watcher == nil else { return }
        watcher = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.watchInterval)  // the wall clock: how often another process's changes are looked for
                await self?.lookForChanges()
            }
        }
    }

    /// The products with these identifiers (`Product.products(for:)`), in the session's storefront and locale.
    public func products(for ids: [String]) async throws(StoreFailure) -> [StoreProduct] {
        try await reading { (store: LocalAppStore) throws(StoreError) in try store.products(ids) }
    }

    /// Buys a product (`Product.purchase(options:)`).
    public func purchase(_ productId: String, options: PurchaseOptions) async throws(StoreFailure) -> PurchaseResult<SignedJWS> {
        let account = accountId
        var sent = options
        // As StoreKitStore sends StoreKit one signature, the version 2 one when there is one: the App Store takes
        // either version of a promotional offer's signature, never both.
        if sent.promotionalOffer?.compactJWS != nil { sent.promotionalOffer?.signature = nil }
        let options = sent
        return try await inTurn { () async throws(StoreError) -> PurchaseResult<SignedJWS> in
            let observe = observing()
            let bought = try await save { (store: inout LocalAppStore) throws(StoreError) -> Bought in
                try Bought(try store.purchase(productId, accountId: account, options: options), in: store, observe)
            }
            if let seen = bought.seen { publish(seen, skipping: bought.transactionId) }
            return bought.result
        }
    }

    /// Marks a transaction delivered (`Transaction.finish()`).
    public func finish(_ transactionId: String) async throws(StoreFailure) {
        try await inTurn { () async throws(StoreError) in
            published.transactions[transactionId] = try await changeOwn(transactionId) { (store: inout LocalAppStore) throws(StoreError) in
                try store.finish(transactionId)
                return try store.transaction(transactionId).jws
            }
        }
    }

    /// Syncs with the store (`AppStore.sync()`): delivers every change made elsewhere.
    public func sync() async throws(StoreFailure) {
        try await inTurn { () async throws(StoreError) in
            let observe = observing()
            let (failure, seen) = try await load { (store: LocalAppStore) throws(StoreError) in
                (store.settings.simulatedError(for: .appStoreSync), observe(store))
            }
            if let failure { throw Self.simulated(failure, during: "App Store sync") }
            publish(seen)
        }
    }

    /// Asks for a refund (`Transaction.beginRefundRequest`).
    public func requestRefund(_ transactionId: String) async throws(StoreFailure) {
        try await inTurn { () async throws(StoreError) in
            try await changeOwn(transactionId) { (store: inout LocalAppStore) throws(StoreError) in try store.requestRefund(transactionId) }
        }
    }

    /// The store's clock.
    public func now() async throws(StoreFailure) -> Date {
        try await reading { (store: LocalAppStore) throws(StoreError) in store.now }
    }

    /// Changes with every change made through this device (purchases, ``session(_:)``) and, for a shared store,
    /// every version another process saved: when ``session(_:)`` returns, it has changed.
    public func changeCount() async -> Int? {
        if case .shared(let access) = backing {
            let version = await access.savedVersion()
            if version != countedVersion {
                countedVersion = version
                changes += 1
            }
        }
        return changes
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
    public func session<Result: Sendable>(_ body: @Sendable (inout LocalAppStore) throws -> Result) async throws(StoreError) -> Result {
        try await withoutActuallyEscaping(body) { (body) async throws(StoreError) -> Result in
            let lent = LentClosure(body)
            defer { lent.takeBack() }
            return try await oneAtATime { () async throws(StoreError) -> Result in
                let observe = observing()
                let (result, seen) = try await save { (store: inout LocalAppStore) throws(StoreError) -> (Result, Observation) in
                    do {
                        return (try lent(&store), observe(store))
                    } catch let error as StoreError {
                        throw error
                    } catch {
                        throw StoreError.invalidRequest("the session's changes failed: \(error)")
                    }
                }
                publish(seen)
                return result
            }
        }
    }

    /// A snapshot of the whole store; shared, the version last saved (parsed again only when it changed), which
    /// its reads show for as long as it lives.
    public func snapshot() async throws(StoreError) -> LocalAppStore {
        switch backing {
        case .memory(let store):
            return store
        case .shared(let access):
            return try await access.snapshot()
        }
    }
}
