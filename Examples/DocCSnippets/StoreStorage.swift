#if Server
// DocC snippet of the StoreStorage article (compiled by CI; the article quotes it exactly).
// DocC StoreStorage: imports
import StoreStorage

// DocC StoreStorage: end

/// A notification stored once, and a customer's records read back, on `storage` (a `MemoryServerStorage`, or the
/// `SQLServerStorage` a server opens from its database URL).
func storeOnce(_ record: NotificationRecord, in storage: any ServerStorage) async throws -> (Bool, CustomerRecords) {
    // DocC StoreStorage: body
    try await storage.migrate()
    let stored = try await storage.storeNotification(record)  // false: seen before, nothing changed
    let records = try await storage.customer("alice")  // the entitlement engine's input
    // DocC StoreStorage: end
    return (stored, records)
}
#endif
