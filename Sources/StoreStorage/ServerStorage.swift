#if Server
public import AppStoreModels
public import Foundation

/// Where the server keeps what it knows, one small protocol per concern (``NotificationStore``,
/// ``PurchaseStore``, ``ConsumptionStore``, ``JobQueue``, ``CursorStore``, ``SessionStore``, ``RetentionStore``); a service takes
/// only the ones it uses. ``SQLServerStorage`` implements them all over SQLite and PostgreSQL, every change
/// all or nothing; `Memory/` holds in-memory twins for services' tests.
public protocol ServerStorage: NotificationStore, PurchaseStore, ConsumptionStore, JobQueue, CursorStore, SessionStore, RetentionStore {
    /// Brings the schema to the latest version (does nothing in memory).
    func migrate() async throws(StorageError)

    /// Closes connections.
    func shutdown() async

    /// Why the storage cannot be relied on to take writes now (a database short of disk), or nil.
    func readinessProblem() async -> String?
}

extension ServerStorage {
    public func readinessProblem() async -> String? { nil }
}

extension NotificationStore {
    /// Stores a notification, enqueuing nothing.
    public func storeNotification(_ notification: NotificationRecord) async throws(StorageError) -> Bool {
        try await storeNotification(notification, enqueuing: [])
    }
}

extension PurchaseStore {
    /// Stores transactions and renewal infos, enqueuing nothing; `appUserId` claims their purchases with
    /// ``OwnershipPolicy/transfer``.
    public func storeTransactions(
        _ transactions: [SignedTransaction],
        renewalInfos: [SignedRenewalInfo],
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
#endif
