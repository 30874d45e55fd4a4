#if Server
public import LocalAppStore
import NIOConcurrencyHelpers

/// The store of a state directory as last saved, parsed again only when someone saves a new version: the one
/// version cache the store's server (through ``StateAccess``) and a device (`LocalStore`) read through. Safe
/// from any thread; its reads are file I/O, so its callers run it off Swift's cooperative threads.
public final class StateReader: Sendable {
    public let directory: StateDirectory
    /// The last version read, reused while no one saves a new one.
    private let cached = NIOLockedValueBox<(version: StateDirectory.Version, store: LocalAppStore)?>(nil)

    public init(directory: StateDirectory) {
        self.directory = directory
    }

    /// Lets go of the store kept: its snapshot holds a read transaction, and while one is open a writer cannot
    /// reset the write-ahead log, which then only grows. A writer in this process lets go before it writes.
    public func forget() {
        cached.withLockedValue { $0 = nil }
    }

    /// The store as last saved, from the cache while its version stands.
    public func snapshot() throws(StoreError) -> LocalAppStore {
        let version = directory.version()
        if let version, let cached = cached.withLockedValue({ $0 }), cached.version == version { return cached.store }
        let store = try directory.load()
        if let version { cached.withLockedValue { $0 = (version, store) } }
        return store
    }
}

extension StateReader: SharedState {
    public func load() throws(StoreError) -> LocalAppStore { try snapshot() }

    public func change<Result>(_ body: (inout LocalAppStore) throws(StoreError) -> Result) throws(StoreError) -> Result {
        try directory.withStore(body)
    }

    public func savedVersion() -> SavedVersion? {
        directory.version().map { SavedVersion([Int64(bitPattern: $0.inode), $0.revision, $0.size, $0.modified]) }
    }
}
#endif
