#if Server
public import LocalAppStore
import NIOConcurrencyHelpers

/// The store of a state directory as last saved, parsed again only when someone saves a new version: the one
/// version cache the store's server (through ``StateAccess``) and a device (`LocalStore`) read through. Safe
/// from any thread; its reads are file I/O, so its callers run it off Swift's cooperative threads. The version
/// kept holds a read transaction of the database while a store it returned is in use: its users say when they are
/// done (``done(with:)``: ``StateAccess`` and a device do), and between uses it holds none.
public final class StateReader: Sendable {
    public let directory: StateDirectory
    /// The last version read, reused while no one saves a new one.
    private let cached = NIOLockedValueBox<(version: StateDirectory.Version, store: LocalAppStore)?>(nil)

    public init(directory: StateDirectory) {
        self.directory = directory
    }

    /// Lets go of the store kept: while it is in use its snapshot holds a read transaction, and while one is open a
    /// writer cannot reset the write-ahead log, which then only grows. A writer in this process lets go before it
    /// writes.
    public func forget() {
        cached.withLockedValue { $0 = nil }
    }

    /// The store as last saved, from the cache while its version stands.
    public func snapshot() throws(StoreError) -> LocalAppStore {
        let version = directory.version()
        if let version, let cached = cached.withLockedValue({ $0 }), cached.version == version, Self.snapshot(of: cached.store)?.enter() ?? true {
            return cached.store
        }
        let store = try directory.load()
        if let version { cached.withLockedValue { $0 = (version, store) } }
        return store
    }

    /// Says that a store ``snapshot()`` returned is no longer used: when no one else uses it, its read transaction
    /// is closed until the next ``snapshot()``, so that writers of other processes can fold the write-ahead log.
    public func done(with store: LocalAppStore) {
        Self.snapshot(of: store)?.leave()
    }

    /// The database snapshot `store` reads from (none for a store of the earlier `state.json` format).
    private static func snapshot(of store: LocalAppStore) -> StateSnapshot? {
        store.state.transactions.saved as? StateSnapshot
    }
}

extension StateReader: SharedState {
    public func load() throws(StoreError) -> LocalAppStore { try snapshot() }

    public func change<Result>(_ body: (inout LocalAppStore) throws(StoreError) -> Result) throws(StoreError) -> Result {
        try directory.withStore(body)
    }

    /// The directory read and changed through a ``StateAccess`` sharing this reader's cache.
    public var asynchronousAccess: any SharedStateAccess { StateAccess(reader: self) }

    public func savedVersion() -> SavedVersion? {
        directory.version().map { SavedVersion([Int64(bitPattern: $0.inode), $0.revision, $0.size, $0.modified]) }
    }
}
#endif
