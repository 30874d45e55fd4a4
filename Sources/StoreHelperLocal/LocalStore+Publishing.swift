import AppStoreModels
import AppStoreSignature
public import Foundation
import LocalAppStore
import StoreKitInterface

/// What a device has sent on ``LocalStore/updates`` (or found at start), so that nothing is sent twice.
struct Published: Sendable {
    /// The JWS last sent (or found finished) of each of the customer's transactions, by transaction id.
    var transactions: [String: String] = [:]
    /// The declined Ask to Buy purchases reported.
    var declines: Set<String> = []
    /// Each of the customer's subscriptions as last reported, by original transaction id.
    var subscriptions: [String: SubscriptionRecord] = [:]
}

/// What a device learns from the store when it is created: the verifier of its transactions and what counts as
/// already sent.
struct Start: Sendable {
    var verifier: SignedDataVerifier
    var published = Published()

    /// Throws when `accountId` has no account in `store`, or its verifier cannot be made.
    init(store: LocalAppStore, accountId: String, publishesUnfinished: Bool) throws(StoreError) {
        _ = try store.account(accountId)
        verifier = try store.verifier()
        for record in store.transactions(for: accountId) where record.isFinished || !publishesUnfinished {
            published.transactions[record.id] = record.jws
        }
        for pending in store.pendingPurchases where pending.accountId == accountId && pending.state == .declined {
            published.declines.insert(pending.id)
        }
        for record in store.subscriptions where record.accountId == accountId {
            published.subscriptions[record.originalTransactionId] = record
        }
    }
}

/// What a store shows one customer that a device may publish: read where the store is read (a shared store's
/// threads), sent on the device by ``LocalStore/publish(_:skipping:)``, which sends only what it has not sent.
struct Observation: Sendable {
    /// The customer's transactions not as last sent when the observation was asked for, in the order issued.
    var transactions: [(id: String, jws: String, handedOver: SignedJWS)] = []
    /// The customer's subscriptions.
    var subscriptions: [SubscriptionRecord] = []
    /// The customer's declined Ask to Buy purchases.
    var declines: [(id: String, productId: String)] = []
    /// The store's clock.
    var now: Date

    init(store: LocalAppStore, accountId: String, sent: [String: String]) {
        now = store.now
        for record in store.transactions(for: accountId) where sent[record.id] != record.jws {
            transactions.append((record.id, record.jws, LocalStore.handedOver(record, store: store)))
        }
        subscriptions = store.subscriptions.filter { $0.accountId == accountId }
        declines = store.pendingPurchases.filter { $0.accountId == accountId && $0.state == .declined }.map { ($0.id, $0.productId) }
    }
}

extension LocalStore {
    /// What to give ``load(_:)`` or ``save(_:)`` to observe the store for ``publish(_:skipping:)``.
    func observing() -> @Sendable (LocalAppStore) -> Observation {
        let account = accountId
        let sent = published.transactions
        return { store in Observation(store: store, accountId: account, sent: sent) }
    }

    /// Sends every transaction of this customer in `seen` not yet sent as it is (except `skip`), every
    /// subscription status that changed without one, and every new decline; then wakes the callers of
    /// ``wait(until:)`` whose instant the store's clock has reached.
    func publish(_ seen: Observation, skipping skip: String? = nil) {
        var sent: Set<String> = []
        for transaction in seen.transactions where published.transactions[transaction.id] != transaction.jws {
            published.transactions[transaction.id] = transaction.jws
            sent.insert(transaction.id)
            if transaction.id == skip { continue }
            subscribers.send(.transaction(jws: transaction.handedOver))
        }
        var changedGroups: [String] = []
        for record in seen.subscriptions {
            guard published.subscriptions.updateValue(record, forKey: record.originalTransactionId) != record else { continue }
            if !sent.contains(record.latestTransactionId) && !changedGroups.contains(record.groupId) { changedGroups.append(record.groupId) }
        }
        for groupId in changedGroups { subscribers.send(.subscriptionStatus(groupId: groupId)) }
        for decline in seen.declines where published.declines.insert(decline.id).inserted {
            subscribers.send(.declined(pendingId: decline.id, productId: decline.productId))
        }
        wakeWaiters(at: seen.now)
    }

    /// Returns once the store's clock has reached `instant`: when a session control (or, for a store
    /// over a directory, another process) advances it that far, or at once when it already has.
    /// Returns early when the calling task is cancelled.
    public func wait(until instant: Date) async {
        let id = nextWaiterId
        nextWaiterId += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { return continuation.resume() }
                clockWaiters[id] = (instant, continuation)
                // Registered first, then the clock read: an advance between the two still wakes it.
                Task { await self.wakeWaitersIfDue() }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    private func wakeWaitersIfDue() async {
        if let now = try? await reading({ (store: LocalAppStore) throws(StoreError) in store.now }) { wakeWaiters(at: now) }
    }

    private func wakeWaiters(at now: Date) {
        for (id, waiter) in clockWaiters where waiter.instant <= now {
            clockWaiters[id] = nil
            waiter.continuation.resume()
        }
    }

    private func cancelWaiter(_ id: Int) { clockWaiters.removeValue(forKey: id)?.continuation.resume() }
}
