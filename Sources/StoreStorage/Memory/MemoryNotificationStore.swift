#if Server
import AppStoreModels
import Foundation
import NIOConcurrencyHelpers

/// ``NotificationStore`` in memory, with the SQL store's rules (one record per UUID, newest first, read back
/// without the nested tokens, dates to the millisecond): for services' tests that need no database. The
/// notification's nested transaction and renewal info are ``PurchaseStore``'s concern and are not kept here;
/// jobs go to `jobs` when given.
public final class MemoryNotificationStore: NotificationStore {
    private let records = NIOLockedValueBox<[String: NotificationRecord]>([:])
    private let jobs: MemoryJobQueue?

    public init(jobs: MemoryJobQueue? = nil) {
        self.jobs = jobs
    }

    public func storeNotification(_ notification: NotificationRecord, enqueuing requests: [JobRequest]) async throws(StorageError) -> Bool {
        let kept = NotificationRecord(
            payload: notification.payload.withoutSignedTransactionAndRenewalInfo,
            signedPayload: notification.signedPayload,
            receivedDate: MillisecondDate(notification.receivedDate).date,
            transaction: nil,
            renewalInfo: nil
        )
        let original = notification.transaction?.payload.originalTransactionId
        let stored = records.withLockedValue { records in
            guard records[notification.notificationUUID] == nil else { return false }
            records[notification.notificationUUID] = kept
            return true
        }
        if stored {
            if let original { about.withLockedValue { $0[notification.notificationUUID] = original } }
            try await jobs?.enqueue(requests, at: notification.receivedDate)
        }
        return stored
    }

    public func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord] {
        Array(sorted().reversed().prefix(max(0, limit)))
    }

    public func notifications(about originalTransactionIds: [String]) async throws(StorageError) -> [NotificationRecord] {
        let wanted = Set(originalTransactionIds)
        let uuids = about.withLockedValue { about in Set(about.filter { wanted.contains($0.value) }.keys) }
        return sorted().filter { uuids.contains($0.notificationUUID) }
    }

    public func notificationCount() async throws(StorageError) -> Int { records.withLockedValue { $0.count } }

    /// The original transaction each notification is about, by UUID.
    private let about = NIOLockedValueBox<[String: String]>([:])

    /// Every record, oldest first (by received date, then UUID).
    private func sorted() -> [NotificationRecord] {
        records.withLockedValue { Array($0.values) }.sorted { ($0.receivedDate, $0.notificationUUID) < ($1.receivedDate, $1.notificationUUID) }
    }
}
#endif
