import NIOConcurrencyHelpers
import NIOPosix

/// A state directory read and changed asynchronously, off Swift's cooperative threads (its files are blocking
/// I/O, and a change waits for the directory's lock, which other processes may hold), keeping the last version
/// read until another process or a change saves a new one: the store's server reads through it.
public final class StateAccess: Sendable {
    public let directory: StateDirectory
    /// The last version read, reused while no one saves a new one.
    private let cached = NIOLockedValueBox<(version: StateDirectory.Version, store: LocalAppStore)?>(nil)

    /// The threads reads and changes run on: enough that a few changes waiting for the directory's lock (held
    /// by another process) do not hold up the reads behind them.
    private static let threadPool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 8)
        pool.start()
        return pool
    }()

    public init(directory: StateDirectory) {
        self.directory = directory
    }

    /// Runs `body` on the store as last saved (parsed again only when its saved version changed). A store that
    /// cannot be read throws its ``StoreError``; `body`'s own error passes through.
    public func read<Result: Sendable, Failure: Error>(
        _ body: @escaping @Sendable (LocalAppStore) throws(Failure) -> Result
    ) async throws -> Result {
        try await Self.threadPool.runIfActive { () throws -> Result in
            let store = try self.snapshot()
            return try body(store)
        }
    }

    /// Runs `body` on the store under the directory's lock and saves what it changed; when `body` throws,
    /// nothing is saved and its error passes through. A store that cannot be read or saved throws its
    /// ``StoreError``.
    public func change<Result: Sendable, Failure: Error>(
        _ body: @escaping @Sendable (inout LocalAppStore) throws(Failure) -> Result
    ) async throws -> Result {
        try await Self.threadPool.runIfActive { () throws -> Result in
            var refusal: Failure?
            do throws(StoreError) {
                return try self.directory.withStore { (store: inout LocalAppStore) throws(StoreError) -> Result in
                    do throws(Failure) {
                        return try body(&store)
                    } catch {
                        refusal = error
                        throw StoreError.invalidRequest("refused")
                    }
                }
            } catch {
                if let refusal { throw refusal }
                throw error
            }
        }
    }

    /// The store as last saved, from the cache while its version stands.
    private func snapshot() throws(StoreError) -> LocalAppStore {
        let version = directory.version()
        if let version, let cached = cached.withLockedValue({ $0 }), cached.version == version { return cached.store }
        let store = try directory.load()
        if let version { cached.withLockedValue { $0 = (version, store) } }
        return store
    }
}
