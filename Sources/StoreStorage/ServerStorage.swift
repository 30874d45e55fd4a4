import Foundation

/// Where the server keeps what it knows: notifications, transactions, renewal infos, users and the
/// consumables they used. SQL databases (``SQLServerStorage``) and memory (``MemoryServerStorage``)
/// implement it; every change is all or nothing.
public protocol ServerStorage: Sendable {
    /// Brings the schema to the latest version (does nothing in memory).
    func migrate() async throws(StorageError)

    /// Stores a verified notification and its nested transaction and renewal info in one database
    /// transaction, linking the transaction to the user whose app account token it carries. Returns
    /// `false`, changing nothing, when a notification with the same UUID was stored before.
    func storeNotification(_ notification: NotificationRecord) async throws(StorageError) -> Bool

    /// Stores verified transactions and renewal infos in one database transaction; with `appUserId`,
    /// links each transaction's original transaction (and its app account token) to that user.
    /// A transaction or renewal info already stored is replaced only by one signed later.
    func storeTransactions(
        _ transactions: [TransactionRecord],
        renewalInfos: [RenewalInfoRecord],
        appUserId: String?
    )
        async throws(StorageError)

    /// Everything stored for `appUserId` (empty for a user never seen).
    func customer(_ appUserId: String) async throws(StorageError) -> CustomerRecords

    /// Whether `appUserId` has been seen (sent transactions or consumed).
    func userExists(_ appUserId: String) async throws(StorageError) -> Bool

    /// Uses up units of a consumable when `available` (the units purchased and not refunded, as the
    /// caller computed them from ``customer(_:)``) covers them; idempotent by request id.
    func consume(_ consumption: Consumption, available: Int) async throws(StorageError) -> ConsumptionOutcome

    /// The notifications stored, newest first, at most `limit`.
    func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord]

    /// How many notifications are stored.
    func notificationCount() async throws(StorageError) -> Int

    /// Closes connections.
    func shutdown() async
}
