#if Server
public import Logging

/// A database the storage can live in, chosen by the prefix of a database URL (`sqlite:PATH`,
/// `postgres://…`). An executable passes the drivers it links, so a build that leaves one out links none
/// of its code: `StoreStorageSQLite` and `StoreStoragePostgres` each provide theirs.
public struct DatabaseDriver: Sendable {
    /// The database's name, as messages say it ("SQLite", "PostgreSQL").
    public let name: String
    /// The URL prefixes it takes ("sqlite:", "postgres://").
    public let prefixes: [String]
    private let check: @Sendable (String) throws(StorageError) -> Void
    private let connect: @Sendable (String, Logger) async throws(StorageError) -> any SQLBackend

    /// A driver named `name` for URLs starting with one of `prefixes`: `check` refuses a URL it cannot
    /// open, without connecting; `open` opens (or reaches) the database.
    public init(
        name: String,
        prefixes: [String],
        check: @escaping @Sendable (String) throws(StorageError) -> Void,
        open: @escaping @Sendable (String, Logger) async throws(StorageError) -> any SQLBackend
    ) {
        self.name = name
        self.prefixes = prefixes
        self.check = check
        self.connect = open
    }

    /// Whether `url` is one of this driver's.
    public func takes(_ url: String) -> Bool { prefixes.contains { url.hasPrefix($0) } }

    /// Refuses `url` when this driver could not open it (a missing path, host or user), without connecting.
    public func validate(_ url: String) throws(StorageError) { try check(url) }

    /// Opens the database `url` names (not migrated).
    public func open(_ url: String, logger: Logger) async throws(StorageError) -> any SQLBackend { try await connect(url, logger) }

    /// The driver among `drivers` that takes `url`, checked; a URL no driver takes is refused with the
    /// prefixes this build knows.
    public static func driver(for url: String, among drivers: [DatabaseDriver]) throws(StorageError) -> DatabaseDriver {
        guard let driver = drivers.first(where: { $0.takes(url) }) else {
            let known = drivers.flatMap(\.prefixes).map { $0.hasSuffix(":") ? "\($0)PATH" : "\($0)…" }
            let scheme = url.split(separator: ":", maxSplits: 1).first.map(String.init) ?? url
            throw StorageError(
                .invalidRequest,
                "this build opens \(known.joined(separator: " or ")), not \(scheme): (a build that links its driver registers it)"
            )
        }
        try driver.validate(url)
        return driver
    }
}
#endif
