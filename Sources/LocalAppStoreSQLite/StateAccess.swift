#if Server
import Foundation
public import LocalAppStore
import NIOPosix

/// A state directory read and changed asynchronously, off Swift's cooperative threads (its files are blocking
/// I/O), reading through the directory's ``StateReader`` (its version cache): the store's server and a device
/// (`LocalStore(access:)`) reach the store through it. A change waits for the directory's lock (which other processes
/// may hold) without holding a thread.
public final class StateAccess: SharedStateAccess {
    public var directory: StateDirectory { reader.directory }
    private let reader: StateReader

    /// The threads reads and changes run on, one per core: a change takes the directory's lock before it is
    /// given one, so changes waiting for another process do not hold up the reads behind them. Not the threads
    /// SQLite's statements run on (NIO's blocking pool), which these wait for.
    private static let threadPool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: max(2, ProcessInfo.processInfo.activeProcessorCount))
        pool.start()
        return pool
    }()

    public init(directory: StateDirectory) {
        reader = StateReader(directory: directory)
    }

    /// An accessor reading through `reader`, sharing its version cache.
    public init(reader: StateReader) {
        self.reader = reader
    }

    /// Runs `body` on the store as last saved (parsed again only when its saved version changed). A store that
    /// cannot be read throws its `StoreError`; `body`'s own error passes through.
    public func read<Result: Sendable, Failure: Error>(
        _ body: @escaping @Sendable (LocalAppStore) throws(Failure) -> Result
    ) async throws -> Result {
        try await Self.threadPool.runIfActive { () throws -> Result in
            let store = try self.reader.snapshot()
            defer { self.reader.done(with: store) }
            return try body(store)
        }
    }

    /// Runs `body` on the store under the directory's lock and saves what it changed; when `body` throws,
    /// nothing is saved and its error passes through. A store that cannot be read or saved, or a lock not had
    /// within the directory's `lockTimeout`, throws its `StoreError`; a task cancelled while it waits for the
    /// lock, `CancellationError`.
    public func change<Result: Sendable, Failure: Error>(
        _ body: @escaping @Sendable (inout LocalAppStore) throws(Failure) -> Result
    ) async throws -> Result {
        let lock = try await directory.awaitLock()
        defer { lock.release() }
        return try await Self.threadPool.runIfActive { () throws -> Result in
            // The kept snapshot's read transaction would keep this change from resetting the write-ahead log.
            self.reader.forget()
            return try passingErrorsThrough(of: body) { (change) throws(StoreError) -> Result in
                try self.directory.withStore(holding: lock, change)
            }
        }
    }

    /// The saved version now (nil when nothing is saved, or it cannot be read).
    public func savedVersion() async -> SavedVersion? {
        try? await Self.threadPool.runIfActive { self.reader.savedVersion() }
    }

    /// The store as last saved, kept in use for its caller: its reads show that version for as long as it lives.
    public func snapshot() async throws(StoreError) -> LocalAppStore {
        do {
            return try await Self.threadPool.runIfActive { () throws(StoreError) -> LocalAppStore in try self.reader.snapshot() }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.state("the state directory's threads have stopped: \(error)")
        }
    }
}
#endif
