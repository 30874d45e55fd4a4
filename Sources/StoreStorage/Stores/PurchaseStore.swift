#if Server
public import AppStoreModels
public import Foundation

/// Verified transactions and renewal infos, and the one app user who owns each purchase.
public protocol PurchaseStore: Sendable {
    /// Stores verified transactions and renewal infos in one database transaction, at `now` on the server's
    /// clock. With `claim`, the purchases of the transactions (and their app account tokens) go to the claiming
    /// app user as its policy says: one owner per purchase at a time, a token bound to another user refused
    /// (``AppStoreModels/ErrorKind/ownedByAnotherUser``, nothing stored). A transaction already stored is replaced
    /// only by a version that supersedes it (a later `signedDate`; never an equal one that undoes a
    /// revocation), a renewal info only by one signed later. `jobs` are enqueued in the same database transaction.
    func storeTransactions(
        _ transactions: [SignedTransaction],
        renewalInfos: [SignedRenewalInfo],
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

    /// The purchases `appUserId` was given by, or lost to, another user, oldest first.
    func ownershipChanges(of appUserId: String) async throws(StorageError) -> [OwnershipChange]

    /// The app user who owns an original transaction now (who reported it, or whose app account token it
    /// carries), or `nil`.
    func appUserId(owning originalTransactionId: String) async throws(StorageError) -> String?

    /// The original transaction of the stored transaction `transactionId`, or `nil` when none is stored.
    func originalTransactionId(of transactionId: String) async throws(StorageError) -> String?

    /// App user ids in order, at most `limit`, after `after` when given (for paging).
    func userIds(after: String?, limit: Int) async throws(StorageError) -> [String]
}
#endif
