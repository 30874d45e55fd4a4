#if Server
public import AppStoreModels
public import Foundation
import NIOConcurrencyHelpers

/// ``ServerStorage`` in memory, with ``SQLServerStorage``'s rules: a notification once per UUID with its
/// nested transaction and renewal info, later-signed versions winning (never one that undoes a refund), one
/// owner per purchase under the claim's policy, tokens bound to their first user, revisions counted per
/// user, consumables used once per request and never beyond what a purchase bought. Every change is all or
/// nothing, as a database transaction is. For services' tests that need no database; the storage suites
/// hold it to the SQL stores' behaviour.
public final class MemoryServerStorage: ServerStorage {
    /// Everything a database transaction reads and writes; a change works on a copy and commits it whole.
    struct State {
        var users: [String: Int64] = [:]
        var transactions: [String: SignedTransaction] = [:]
        var renewalInfos: [String: SignedRenewalInfo] = [:]
        var owners: [String: String] = [:]
        var tokens: [String: String] = [:]
        var changes: [OwnershipChange] = []
        var consumptions: [String: Consumption] = [:]
        var purchaseConsumptions: [(requestId: String, transactionId: String, quantity: Int)] = []
        var rescissions: [String: ConsentRescission] = [:]
    }

    let state = NIOLockedValueBox(State())
    private let notificationStore: MemoryNotificationStore
    private let jobQueue = MemoryJobQueue()
    private let cursors = MemoryCursorStore()
    private let sessions = MemorySessionStore()
    private let retention = MemoryRetentionStore()

    public init() {
        notificationStore = MemoryNotificationStore(jobs: jobQueue)
    }

    public func migrate() async throws(StorageError) {}
    public func shutdown() async {}

    // MARK: Notifications

    public func storeNotification(_ notification: NotificationRecord, enqueuing jobs: [JobRequest]) async throws(StorageError) -> Bool {
        guard try await notificationStore.storeNotification(notification, enqueuing: jobs) else { return false }
        try change { state throws(StorageError) in
            try Self.keep(
                transactions: notification.transaction.map { [$0] } ?? [],
                renewalInfos: notification.renewalInfo.map { [$0] } ?? [],
                claim: nil,
                at: notification.receivedDate,
                in: &state
            )
            if let rescission = notification.consentRescission {
                // The first notification's date stands; every owner of a purchase that account made sees a change.
                if state.rescissions[rescission.appTransactionId] == nil { state.rescissions[rescission.appTransactionId] = rescission }
                let originals = Set(
                    state.transactions.values.filter { $0.payload.appTransactionId == rescission.appTransactionId }
                        .map { SignedVersions.original(of: $0.payload) }
                )
                for user in Set(originals.compactMap { state.owners[$0] }) where state.users[user] != nil { state.users[user, default: 0] += 1 }
            }
        }
        return true
    }

    public func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord] {
        try await notificationStore.notifications(limit: limit)
    }

    public func notifications(about originalTransactionIds: [String]) async throws(StorageError) -> [NotificationRecord] {
        try await notificationStore.notifications(about: originalTransactionIds)
    }

    public func notificationCount() async throws(StorageError) -> Int { try await notificationStore.notificationCount() }

    // MARK: Purchases

    public func storeTransactions(
        _ transactions: [SignedTransaction],
        renewalInfos: [SignedRenewalInfo],
        claim: PurchaseClaim?,
        at now: Date,
        enqueuing jobs: [JobRequest]
    )
        async throws(StorageError)
    {
        try change { state throws(StorageError) in
            if let claim, state.users[claim.appUserId] == nil { state.users[claim.appUserId] = 0 }
            try Self.keep(transactions: transactions, renewalInfos: renewalInfos, claim: claim, at: now, in: &state)
        }
        try await jobQueue.enqueue(jobs, at: now)
    }

    public func customer(_ appUserId: String) async throws(StorageError) -> CustomerRecords {
        state.withLockedValue { state in
            let originals = Set(state.owners.filter { $0.value == appUserId }.keys)
            let transactions = state.transactions.values.filter { originals.contains(SignedVersions.original(of: $0.payload)) }
                .sorted {
                    ($0.payload.purchaseDate?.wholeMilliseconds ?? 0, $0.payload.transactionId ?? "") < (
                        $1.payload.purchaseDate?.wholeMilliseconds ?? 0, $1.payload.transactionId ?? ""
                    )
                }
            let ids = Set(transactions.compactMap(\.payload.transactionId))
            var byPurchase: [String: Int] = [:]
            for taken in state.purchaseConsumptions where ids.contains(taken.transactionId) {
                byPurchase[taken.transactionId, default: 0] += taken.quantity
            }
            let attributed = Set(state.purchaseConsumptions.map(\.requestId))
            var unattributed: [String: Int] = [:]
            for consumption in state.consumptions.values where consumption.appUserId == appUserId && !attributed.contains(consumption.requestId) {
                unattributed[consumption.productId, default: 0] += consumption.quantity
            }
            let appTransactions = Set(transactions.compactMap(\.payload.appTransactionId))
            return CustomerRecords(
                transactions: transactions.map { SignedTransaction(payload: $0.payload, jws: $0.jws) },
                renewalInfos: state.renewalInfos.filter { originals.contains($0.key) }.sorted { $0.key < $1.key }
                    .map { SignedRenewalInfo(payload: $0.value.payload, jws: $0.value.jws) },
                consumedByPurchase: byPurchase,
                consumedUnattributed: unattributed,
                consentRescissions: state.rescissions.values.filter { appTransactions.contains($0.appTransactionId) }
                    .sorted { ($0.date, $0.appTransactionId) < ($1.date, $1.appTransactionId) }
            )
        }
    }

    public func customerRevision(_ appUserId: String) async throws(StorageError) -> Int64? { state.withLockedValue { $0.users[appUserId] } }

    public func everything(
        environment: String?
    ) async throws(StorageError) -> (
        transactions: [JWSTransactionDecodedPayload], renewalInfos: [JWSRenewalInfoDecodedPayload]
    ) {
        state.withLockedValue { state in
            let transactions = state.transactions.values.map(\.payload).filter { environment == nil || $0.environment?.rawValue == environment }
                .sorted {
                    ($0.purchaseDate?.wholeMilliseconds ?? 0, $0.transactionId ?? "") < (
                        $1.purchaseDate?.wholeMilliseconds ?? 0, $1.transactionId ?? ""
                    )
                }
            let renewals = state.renewalInfos.sorted { $0.key < $1.key }.map(\.value.payload)
                .filter { environment == nil || $0.environment?.rawValue == environment }
            return (transactions, renewals)
        }
    }

    public func userExists(_ appUserId: String) async throws(StorageError) -> Bool { state.withLockedValue { $0.users[appUserId] != nil } }

    public func ownershipChanges(of appUserId: String) async throws(StorageError) -> [OwnershipChange] {
        state.withLockedValue { state in
            state.changes.filter { $0.fromAppUserId == appUserId || $0.toAppUserId == appUserId }
                .sorted { ($0.date, $0.originalTransactionId) < ($1.date, $1.originalTransactionId) }
        }
    }

    public func appUserId(owning originalTransactionId: String) async throws(StorageError) -> String? {
        state.withLockedValue { $0.owners[originalTransactionId] }
    }

    public func originalTransactionId(of transactionId: String) async throws(StorageError) -> String? {
        state.withLockedValue { state in state.transactions[transactionId].map { SignedVersions.original(of: $0.payload) } }
    }

    public func userIds(after: String?, limit: Int) async throws(StorageError) -> [String] {
        state.withLockedValue { state in Array(state.users.keys.filter { $0 > (after ?? "") }.sorted().prefix(max(0, limit))) }
    }

    // MARK: The other concerns

    public func enqueue(_ jobs: [JobRequest], at now: Date) async throws(StorageError) { try await jobQueue.enqueue(jobs, at: now) }

    public func claimJob(owner: String, now: Date, leaseUntil: Date) async throws(StorageError) -> ClaimedJob? {
        try await jobQueue.claimJob(owner: owner, now: now, leaseUntil: leaseUntil)
    }

    public func finishJob(_ id: String, owner: String, now: Date) async throws(StorageError) {
        try await jobQueue.finishJob(id, owner: owner, now: now)
    }

    public func failJob(_ id: String, owner: String, error: String, retryAt: Date?, now: Date) async throws(StorageError) {
        try await jobQueue.failJob(id, owner: owner, error: error, retryAt: retryAt, now: now)
    }

    public func jobs(state: JobState?, limit: Int) async throws(StorageError) -> [JobRecord] { try await jobQueue.jobs(state: state, limit: limit) }

    public func cursor(_ name: String) async throws(StorageError) -> String? { try await cursors.cursor(name) }

    public func setCursor(_ name: String, to value: String, now: Date) async throws(StorageError) {
        try await cursors.setCursor(name, to: value, now: now)
    }

    public func revokeSession(_ id: String, until expires: Date, now: Date) async throws(StorageError) {
        try await sessions.revokeSession(id, until: expires, now: now)
    }

    public func isSessionRevoked(_ id: String) async throws(StorageError) -> Bool { try await sessions.isSessionRevoked(id) }

    // MARK: Retention decisions

    public func recordRetentionDecision(_ decision: RetentionDecision) async throws(StorageError) -> Bool {
        try await retention.recordRetentionDecision(decision)
    }

    public func retentionDecisions(about originalTransactionIds: [String]) async throws(StorageError) -> [RetentionDecision] {
        try await retention.retentionDecisions(about: originalTransactionIds)
    }

    // MARK: Helpers

    /// Runs `body` on a copy of the state and keeps the copy only when `body` returns: all or nothing.
    func change<Value>(_ body: (inout State) throws(StorageError) -> Value) throws(StorageError) -> Value {
        let outcome = state.withLockedValue { (state: inout State) -> Result<Value, StorageError> in
            var copy = state
            do throws(StorageError) {
                let value = try body(&copy)
                state = copy
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    static func milliseconds(_ date: Date) -> Date { MillisecondDate(date).date }
}
#endif
