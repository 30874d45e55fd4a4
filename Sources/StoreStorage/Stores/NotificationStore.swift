#if Server
import AppStoreModels
import Foundation

/// App Store Server Notifications as they arrived: each stored once by its UUID, with the transaction and
/// renewal info it carries.
public protocol NotificationStore: Sendable {
    /// Stores a verified notification and its nested transaction and renewal info, and enqueues `jobs`,
    /// in one database transaction. Returns `false`, changing nothing, when a notification with the same
    /// UUID was stored before.
    func storeNotification(_ notification: NotificationRecord, enqueuing jobs: [JobRequest]) async throws(StorageError) -> Bool

    /// The notifications stored, newest first, at most `limit`.
    func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord]

    /// The notifications about any of `originalTransactionIds`, oldest first.
    func notifications(about originalTransactionIds: [String]) async throws(StorageError) -> [NotificationRecord]

    /// How many notifications are stored.
    func notificationCount() async throws(StorageError) -> Int
}
#endif
