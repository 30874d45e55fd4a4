#if Server
// DocC snippet of the StoreStorageSQLite article (compiled by CI; the article quotes it exactly).
// DocC StoreStorageSQLite: imports
import StoreStorage
import StoreStorageSQLite

// DocC StoreStorageSQLite: end

/// The server's storage in one SQLite file, migrated.
func openSQLite() async throws -> SQLServerStorage {
    // DocC StoreStorageSQLite: body
    let storage = SQLServerStorage(backend: try await SQLiteBackend.open(path: "storehelper-server.sqlite"))
    try await storage.migrate()
    // DocC StoreStorageSQLite: end
    return storage
}
#endif
