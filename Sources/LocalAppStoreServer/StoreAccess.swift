#if Server
import AppStoreModels
public import LocalAppStore
public import LocalAppStoreSQLite
public import LocalAppStoreServerAPI

/// The store's state directory as the API and the console reach it: through the local store's one
/// asynchronous accessor (LocalAppStoreSQLite's `StateAccess`: off Swift's cooperative threads, with its version
/// cache), its failures told as Apple's errors.
public struct StoreAccess: Sendable {
    public var directory: StateDirectory { state.directory }
    private let state: StateAccess

    public init(directory: StateDirectory) {
        state = StateAccess(directory: directory)
    }

    /// Runs `body` on a snapshot of the store.
    public func read<Result: Sendable>(_ body: @escaping @Sendable (LocalAppStore) throws(ServerAPIError) -> Result) async throws -> Result {
        do { return try await state.read(body) } catch let error as StoreError {
            throw ServerAPIError(.generalInternal, "the store could not be read: \(error.message)")
        }
    }

    /// Runs `body` on the store under the directory's lock and saves what it changed; when `body`
    /// throws, nothing is saved.
    public func change<Result: Sendable>(_ body: @escaping @Sendable (inout LocalAppStore) throws(ServerAPIError) -> Result) async throws -> Result {
        do { return try await state.change(body) } catch let error as StoreError {
            throw ServerAPIError(.generalInternal, "the store could not be changed: \(error.message)")
        }
    }
}
#endif
