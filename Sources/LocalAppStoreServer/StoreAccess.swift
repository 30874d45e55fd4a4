import AppStoreModels
import LocalAppStore
import NIOPosix

/// The store's state directory, read and changed off Swift's cooperative threads (its files are
/// blocking I/O, and a change waits for the directory's lock, which other processes may hold).
public struct StoreAccess: Sendable {
    public let directory: StateDirectory

    /// The threads requests read and change the store on: enough that a few changes waiting for the
    /// directory's lock (held by another process) do not hold up the reads behind them.
    private static let threadPool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 8)
        pool.start()
        return pool
    }()

    public init(directory: StateDirectory) {
        self.directory = directory
    }

    /// Runs `body` on a snapshot of the store.
    public func read<Result: Sendable>(_ body: @escaping @Sendable (LocalAppStore) throws(ServerAPIError) -> Result) async throws -> Result {
        try await Self.threadPool.runIfActive { () throws -> Result in
            let store: LocalAppStore
            do throws(StoreError) { store = try directory.load() } catch {
                throw ServerAPIError(.generalInternal, "the store could not be read: \(error.message)")
            }
            return try body(store)
        }
    }

    /// Runs `body` on the store under the directory's lock and saves what it changed; when `body`
    /// throws, nothing is saved.
    public func change<Result: Sendable>(_ body: @escaping @Sendable (inout LocalAppStore) throws(ServerAPIError) -> Result) async throws -> Result {
        try await Self.threadPool.runIfActive { () throws -> Result in
            var refusal: ServerAPIError?
            do throws(StoreError) {
                return try directory.withStore { (store: inout LocalAppStore) throws(StoreError) -> Result in
                    do throws(ServerAPIError) {
                        return try body(&store)
                    } catch {
                        refusal = error
                        throw StoreError.invalidRequest(error.message)
                    }
                }
            } catch {
                if let refusal { throw refusal }
                throw ServerAPIError(.generalInternal, "the store could not be changed: \(error.message)")
            }
        }
    }
}
