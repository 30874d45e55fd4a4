#if Server
import Logging
public import StoreStorage

extension DatabaseDriver {
    /// SQLite: `sqlite:PATH`, a file made on first use (WAL, `synchronous = FULL`).
    public static var sqlite: DatabaseDriver {
        DatabaseDriver(
            name: "SQLite",
            prefixes: ["sqlite:"],
            check: { (url: String) throws(StorageError) in
                guard url.count > "sqlite:".count else { throw StorageError(.invalidRequest, "sqlite: needs a path") }
            },
            open: { (url: String, logger: Logger) async throws(StorageError) -> any SQLBackend in
                try await SQLiteBackend.open(path: String(url.dropFirst("sqlite:".count)), logger: logger)
            }
        )
    }
}
#endif
