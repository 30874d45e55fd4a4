import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation

/// The device side of a local store for one customer, shaped like StoreKit 2: products, purchase,
/// a stream of transaction updates, current entitlements, latest transactions, finishing,
/// subscription statuses, sync and refund requests. Every transaction it hands out is verified
/// against the store's root first, so apps see `verified` or `unverified` exactly as with StoreKit.
///
/// The store is kept in memory or in a ``StateDirectory``; with a directory, every call reads and
/// writes it under the directory's lock, so other processes (such as `storehelper store`) can drive
/// the same store. ``session(_:)`` runs `SKTestSession`-style controls.
public actor LocalStore {
    private enum Backing {
        case memory(LocalAppStore)
        case directory(StateDirectory)
    }

    private var backing: Backing
    /// The customer this device is signed in as.
    public nonisolated let accountId: String
    private let verifier: SignedDataVerifier
    private var delivered: [String: String] = [:]
    private var reportedDeclines: Set<String> = []
    private let continuation: AsyncStream<DeviceUpdate>.Continuation

    /// What changes outside a purchase call: renewals, approved Ask to Buy purchases, refunds and
    /// revocations, family sharing, unfinished transactions at start, and declined Ask to Buy purchases.
    public nonisolated let transactionUpdates: AsyncStream<DeviceUpdate>

    /// A device over an in-memory store.
    public init(store: LocalAppStore, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try self.init(backing: .memory(store), snapshot: store, accountId: accountId)
    }

    /// A device over the store kept in `directory`.
    public init(directory: StateDirectory, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try self.init(backing: .directory(directory), snapshot: try directory.load(), accountId: accountId)
    }

    private init(backing: Backing, snapshot: LocalAppStore, accountId: String) throws(StoreError) {
        _ = try snapshot.account(accountId)
        self.backing = backing
        self.accountId = accountId
        verifier = try snapshot.verifier()
        (transactionUpdates, continuation) = AsyncStream.makeStream(of: DeviceUpdate.self)
        for record in snapshot.transactions(for: accountId) where record.isFinished {
            delivered[record.id] = record.jws
        }
        for pending in snapshot.pendingPurchases where pending.accountId == accountId && pending.state == .declined {
            reportedDeclines.insert(pending.id)
        }
    }

    // MARK: - Store access

    private func read() throws(StoreError) -> LocalAppStore {
        switch backing {
        case .memory(let store): return store
        case .directory(let directory): return try directory.load()
        }
    }

    /// Changes the store; returns `body`'s result and the store as it was left.
    private func write<Result>(
        _ body: (inout LocalAppStore) throws(StoreError) -> Result
    ) throws(StoreError) -> (result: Result, store: LocalAppStore) {
        switch backing {
        case .memory(var store):
            let result = try body(&store)
            backing = .memory(store)
            return (result, store)
        case .directory(let directory):
            return try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in (try body(&store), store) }
        }
    }

    /// Verifies a transaction the way StoreKit does before handing it to the app.
    private func verification(_ record: TransactionRecord, store: LocalAppStore) async -> TransactionVerification {
        let signed = record.signed
        if let failure = store.settings.simulatedError(for: .verification) { return .unverified(signed, reason: failure.name) }
        do {
            _ = try await verifier.verifyTransaction(record.jws)
            return .verified(signed)
        } catch {
            return .unverified(signed, reason: error.description)
        }
    }

    /// Sends every transaction of this customer in `store` not yet seen in its current version, except `skip`.
    private func publishChanges(in store: LocalAppStore, skipping skip: String? = nil) async {
        for record in store.transactions(for: accountId) where delivered[record.id] != record.jws {
            delivered[record.id] = record.jws
            if record.id == skip { continue }
            continuation.yield(.transaction(await verification(record, store: store)))
        }
        for pending in store.pendingPurchases where pending.accountId == accountId && pending.state == .declined {
            guard reportedDeclines.insert(pending.id).inserted else { continue }
            continuation.yield(.declined(id: pending.id, productId: pending.productId))
        }
    }

    /// Delivers unfinished transactions and changes made elsewhere (call once after subscribing
    /// to ``transactionUpdates``, as StoreKit does at launch).
    public func start() async throws(StoreError) { await publishChanges(in: try read()) }

    // MARK: - StoreKit's API

    /// The products with these identifiers (`Product.products(for:)`).
    public func products(for ids: [String]) throws(StoreError) -> [StoreProduct] {
        try read().products(ids)
    }

    /// Buys a product (`Product.purchase(options:)`). Failures throw ``StoreError/purchaseFailed(_:)``.
    public func purchase(_ productId: String, options: PurchaseOptions = PurchaseOptions()) async throws(StoreError) -> DevicePurchaseResult {
        let account = accountId
        let (outcome, store) = try write { (store: inout LocalAppStore) throws(StoreError) in
            try store.purchase(productId, accountId: account, options: options)
        }
        switch outcome {
        case .purchased(let signed):
            let record = try store.transaction(signed.payload.transactionId ?? "")
            await publishChanges(in: store, skipping: record.id)
            return .success(await verification(record, store: store))
        case .pending(let id, _):
            return .pending(id: id)
        case .cancelled:
            return .userCancelled
        case .failed(let failure):
            throw StoreError.purchaseFailed(failure)
        }
    }

    /// What the customer is entitled to now (`Transaction.currentEntitlements`).
    public func currentEntitlements() async throws(StoreError) -> [TransactionVerification] {
        let store = try read()
        var result: [TransactionVerification] = []
        for entitlement in store.entitlements(for: accountId).entitlements {
            result.append(await verification(try store.transaction(entitlement.transactionId), store: store))
        }
        return result
    }

    /// The customer's latest transaction for a product (`Transaction.latest(for:)`).
    public func latestTransaction(for productId: String) async throws(StoreError) -> TransactionVerification? {
        let store = try read()
        guard let record = store.transactions(for: accountId).filter({ $0.productId == productId })
            .max(by: { ($0.payload.purchaseDate?.millisecondsSince1970 ?? 0, $0.id) < ($1.payload.purchaseDate?.millisecondsSince1970 ?? 0, $1.id) })
        else { return nil }
        return await verification(record, store: store)
    }

    /// Every transaction of the customer (`Transaction.all`).
    public func allTransactions() async throws(StoreError) -> [TransactionVerification] {
        let store = try read()
        var result: [TransactionVerification] = []
        for record in store.transactions(for: accountId) { result.append(await verification(record, store: store)) }
        return result
    }

    /// Transactions the app has not finished (`Transaction.unfinished`).
    public func unfinishedTransactions() async throws(StoreError) -> [TransactionVerification] {
        let store = try read()
        var result: [TransactionVerification] = []
        for record in store.transactions(for: accountId) where !record.isFinished {
            result.append(await verification(record, store: store))
        }
        return result
    }

    /// Marks a transaction delivered (`Transaction.finish()`).
    public func finish(_ transactionId: String) throws(StoreError) {
        let account = accountId
        delivered[transactionId] = try write { (store: inout LocalAppStore) throws(StoreError) in
            guard try store.transaction(transactionId).accountId == account else { throw StoreError.unknownTransaction(transactionId) }
            try store.finish(transactionId)
            return try store.transaction(transactionId).jws
        }.result
    }

    /// The statuses of the customer's subscriptions in a group (`Product.SubscriptionInfo.status(for:)`).
    public func subscriptionStatuses(groupId: String) async throws(StoreError) -> [DeviceSubscriptionStatus] {
        let store = try read()
        if let failure = store.settings.simulatedError(for: .subscriptionStatus) { throw StoreError.simulated(api: .subscriptionStatus, failure: failure) }
        let group = store.entitlements(for: accountId).subscriptionGroups.first { $0.subscriptionGroupIdentifier == groupId }
        var result: [DeviceSubscriptionStatus] = []
        for status in group?.statuses ?? [] {
            guard let record = store.subscriptions.first(where: { $0.accountId == accountId && $0.originalTransactionId == status.originalTransactionId })
            else { continue }
            let transaction = try store.transaction(status.transaction.transactionId ?? "")
            result.append(
                DeviceSubscriptionStatus(
                    state: status.state, transaction: await verification(transaction, store: store),
                    signedRenewalInfo: try store.signedRenewalInfo(for: record), renewalInfo: store.renewalInfo(for: record)))
        }
        return result
    }

    /// Whether the customer may take the introductory offer in `groupId`.
    public func isEligibleForIntroOffer(groupId: String) throws(StoreError) -> Bool {
        try read().isEligibleForIntroductoryOffer(groupId: groupId, accountId: accountId)
    }

    /// Syncs with the store (`AppStore.sync()`): delivers every change made elsewhere.
    public func sync() async throws(StoreError) {
        let store = try read()
        if let failure = store.settings.simulatedError(for: .appStoreSync) { throw StoreError.simulated(api: .appStoreSync, failure: failure) }
        await publishChanges(in: store)
    }

    /// Asks for a refund (`Transaction.beginRefundRequest`).
    public func requestRefund(_ transactionId: String) throws(StoreError) {
        let account = accountId
        _ = try write { (store: inout LocalAppStore) throws(StoreError) in
            guard try store.transaction(transactionId).accountId == account else { throw StoreError.unknownTransaction(transactionId) }
            try store.requestRefund(transactionId)
        }
    }

    // MARK: - Test session

    /// Runs session controls on the store (approve, refund, advance, settings…), then delivers the
    /// transactions they changed through ``transactionUpdates``.
    @discardableResult
    public func session<Result: Sendable>(_ body: (inout LocalAppStore) throws(StoreError) -> Result) async throws(StoreError) -> Result {
        let (result, store) = try write(body)
        await publishChanges(in: store)
        return result
    }

    /// A snapshot of the whole store.
    public func snapshot() throws(StoreError) -> LocalAppStore { try read() }
}
