#if Server
import Logging
public import StoreStorage

extension DatabaseDriver {
    /// PostgreSQL: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|prefer|require]`.
    public static var postgres: DatabaseDriver {
        DatabaseDriver(
            name: "PostgreSQL",
            prefixes: ["postgres://", "postgresql://"],
            check: { (url: String) throws(StorageError) in _ = try PostgresLocation(url: url) },
            open: { (url: String, logger: Logger) async throws(StorageError) -> any SQLBackend in
                try await PostgresBackend.connect(url: url, logger: logger)
            }
        )
    }
}
#endif
