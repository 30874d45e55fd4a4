// DocC snippet of the StoreStorage article (compiled by CI; the article quotes it exactly).
// DocC StoreStorage: imports
import StoreStorage
import StoreStorageSQLite

// DocC StoreStorage: end

/// A notification stored once, and a customer's records read back.
func storeOnce(_ record: NotificationRecord) async throws -> (Bool, CustomerRecords) {
    // DocC StoreStorage: body
    let storage = SQLServerStorage(backend: try await SQLiteBackend.open(path: "server.sqlite"))
    try await storage.migrate()
    let stored = try await storage.storeNotification(record)  // false: seen before, nothing changed
    let records = try await storage.customer("alice")  // the entitlement engine's input
    // DocC StoreStorage: end
    return (stored, records)
}
