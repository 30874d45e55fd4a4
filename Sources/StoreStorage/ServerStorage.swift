import AppStoreModels
import Foundation

/// Where the server keeps what it knows: notifications, transactions, renewal infos, users and the
/// consumables they used, the jobs queued and the cursors they keep. ``SQLServerStorage`` implements it
/// over SQLite and PostgreSQL; every change is all or nothing.
public protocol ServerStorage: Sendable {
    /// Brings the schema to the latest version (does nothing in memory).
    func migrate() async throws(StorageError)

    /// Stores a verified notification and its nested transaction and renewal info, and enqueues `jobs`,
    /// in one database transaction. Returns `false`, changing nothing, when a notification with the same
    /// UUID was stored before.
    func storeNotification(_ notification: NotificationRecord, enqueuing jobs: [JobRequest]) async throws(StorageError) -> Bool

    /// Stores verified transactions and renewal infos in one database transaction, at `now` on the server's
    /// clock. With `claim`, the purchases of the transactions (and their app account tokens) go to the claiming
    /// app user as its policy says: one owner per purchase at a time, a token bound to another user refused
    /// (``StorageError/Kind/ownedByAnotherUser``, nothing stored). A transaction already stored is replaced
    /// only by a version that supersedes it (a later `signedDate`; never an equal one that undoes a
    /// revocation), a renewal info only by one signed later. `jobs` are enqueued in the same database transaction.
    func storeTransactions(
        _ transactions: [TransactionRecord],
        renewalInfos: [RenewalInfoRecord],
        claim: PurchaseClaim?,
        at now: Date,
        enqueuing jobs: [JobRequest]
    )
        async throws(StorageError)

    /// Everything stored for `appUserId` (empty for a user never seen).
    func customer(_ appUserId: String) async throws(StorageError) -> CustomerRecords

    /// A number that changes whenever something stored for `appUserId` changes (a transaction, a renewal
    /// info or a consumption of theirs), or `nil` for a user never seen. Read it before ``customer(_:)``:
    /// records read after a revision are at least as new as it.
    func customerRevision(_ appUserId: String) async throws(StorageError) -> Int64?

    /// Every transaction stored (in `environment`, or in any), and every renewal info, decoded: what
    /// the analytics count.
    func everything(
        environment: String?
    ) async throws(StorageError) -> (
        transactions: [JWSTransactionDecodedPayload], renewalInfos: [JWSRenewalInfoDecodedPayload]
    )

    /// Whether `appUserId` has been seen (sent transactions or consumed).
    func userExists(_ appUserId: String) async throws(StorageError) -> Bool

    /// Uses up units of a consumable from `purchases` (the user's purchases of it not refunded, oldest first,
    /// as the caller found them in ``customer(_:)``), counting them against each purchase: only purchases the
    /// user owns when it runs count, and never more units are used from a purchase than it bought, whoever
    /// owned it. Idempotent by request id.
    func consume(_ consumption: Consumption, from purchases: [ConsumablePurchase]) async throws(StorageError) -> ConsumptionOutcome

    /// The purchases `appUserId` was given by, or lost to, another user, oldest first.
    func ownershipChanges(of appUserId: String) async throws(StorageError) -> [OwnershipChange]

    /// The notifications stored, newest first, at most `limit`.
    func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord]

    /// The notifications about any of `originalTransactionIds`, oldest first.
    func notifications(about originalTransactionIds: [String]) async throws(StorageError) -> [NotificationRecord]

    /// The app user who owns an original transaction now (who reported it, or whose app account token it
    /// carries), or `nil`.
    func appUserId(owning originalTransactionId: String) async throws(StorageError) -> String?

    /// The original transaction of the stored transaction `transactionId`, or `nil` when none is stored.
    func originalTransactionId(of transactionId: String) async throws(StorageError) -> String?

    /// App user ids in order, at most `limit`, after `after` when given (for paging).
    func userIds(after: String?, limit: Int) async throws(StorageError) -> [String]

    // MARK: Jobs

    /// Enqueues `jobs` at `now` (a job whose unique key is already queued is left out).
    func enqueue(_ jobs: [JobRequest], at now: Date) async throws(StorageError)

    /// Claims the job due soonest at `now` for `owner` until `leaseUntil`, or `nil` when none is due.
    /// A job whose lease ran out (its worker died) is due again.
    func claimJob(owner: String, now: Date, leaseUntil: Date) async throws(StorageError) -> ClaimedJob?

    /// Marks a claimed job done (ignored when `owner` no longer holds it).
    func finishJob(_ id: String, owner: String, now: Date) async throws(StorageError)

    /// Records a claimed job's failure: it runs again at `retryAt`, or is dead when `retryAt` is `nil`.
    func failJob(_ id: String, owner: String, error: String, retryAt: Date?, now: Date) async throws(StorageError)

    /// Jobs, newest first, at most `limit`; only those in `state` when given.
    func jobs(state: JobState?, limit: Int) async throws(StorageError) -> [JobRecord]

    /// A value the server keeps between runs (the catch-up's position), or `nil`.
    func cursor(_ name: String) async throws(StorageError) -> String?

    /// Sets a cursor.
    func setCursor(_ name: String, to value: String, now: Date) async throws(StorageError)

    /// Revokes dashboard session `id` until it would have expired (signing out); forgets sessions revoked
    /// that have expired by `now`.
    func revokeSession(_ id: String, until expires: Date, now: Date) async throws(StorageError)

    /// Whether dashboard session `id` was revoked.
    func isSessionRevoked(_ id: String) async throws(StorageError) -> Bool

    /// How many notifications are stored.
    func notificationCount() async throws(StorageError) -> Int

    /// Closes connections.
    func shutdown() async
}

extension ServerStorage {
    /// Stores a notification, enqueuing nothing.
    public func storeNotification(_ notification: NotificationRecord) async throws(StorageError) -> Bool {
        try await storeNotification(notification, enqueuing: [])
    }

    /// Stores transactions and renewal infos, enqueuing nothing; `appUserId` claims their purchases with
    /// ``OwnershipPolicy/transfer``.
    public func storeTransactions(
        _ transactions: [TransactionRecord],
        renewalInfos: [RenewalInfoRecord],
        appUserId: String?,
        at now: Date
    )
        async throws(StorageError)
    {
        try await storeTransactions(
            transactions,
            renewalInfos: renewalInfos,
            claim: appUserId.map { PurchaseClaim(appUserId: $0, policy: .transfer) },
            at: now,
            enqueuing: []
        )
    }
}
