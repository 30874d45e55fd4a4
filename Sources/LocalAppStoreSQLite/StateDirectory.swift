#if Server
public import Foundation
public import LocalAppStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory a local store lives in: `state.sqlite` (an SQLite database: the state, its
/// transactions and its notifications, changed incrementally) and a lock file that serializes every
/// process and thread that changes the same directory. A directory of the earlier format
/// (`state.json`, the whole state rewritten by every command) is migrated by the first command that
/// changes it; until then it is read as it is.
public struct StateDirectory: Sendable {
    public let url: URL
    /// How long a change waits for another holder of the lock before it gives up.
    public var lockTimeout: Duration
    /// Called once when a change has waited `lockNotice` for the lock (a command line says so).
    public var onWaiting: (@Sendable (_ directory: URL, _ timeout: Duration) -> Void)?
    /// How large the write-ahead log may grow before a change folds it into the database and truncates it,
    /// waiting for readers (a passive checkpoint under steady writes and reads never gets to reset it).
    public var writeAheadLogLimit: Int64 = 64 << 20
    /// How long a change waits quietly before ``onWaiting`` is called.
    public static let lockNotice = Duration.seconds(1)
    /// The most a `state.json` of the earlier format may hold to be read (and migrated).
    public static let maximumLegacyStateBytes = 4 << 30

    public init(_ url: URL, lockTimeout: Duration = .seconds(30), onWaiting: (@Sendable (URL, Duration) -> Void)? = nil) {
        self.url = url
        self.lockTimeout = lockTimeout
        self.onWaiting = onWaiting
    }

    var databaseFile: URL { url.appendingPathComponent("state.sqlite") }
    /// The whole state as one JSON file: the format before the database.
    var legacyStateFile: URL { url.appendingPathComponent("state.json") }

    private var hasDatabase: Bool { FileManager.default.fileExists(atPath: databaseFile.path) }

    /// Whether a store was created here.
    public var exists: Bool { hasDatabase || FileManager.default.fileExists(atPath: legacyStateFile.path) }

    /// Runs `body` on the store while holding the directory's lock, then saves what `body` changed if
    /// it returned without throwing, in one database transaction. `create` makes the store when the
    /// directory holds none yet. Nothing is written when `body` throws. The store is `body`'s to read
    /// and change while it runs, not after: return what you need from it (or ``load()`` again).
    public func withStore<Result>(
        create: (() throws(StoreError) -> LocalAppStore)? = nil,
        _ body: (inout LocalAppStore) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        let lock = try takeLock()
        defer { lock.release() }
        return try withStore(holding: lock, create: create, body)
    }

    /// ``withStore(create:_:)`` for a caller that already holds the directory's `lock`.
    func withStore<Result>(
        holding lock: DirectoryLock,
        create: (() throws(StoreError) -> LocalAppStore)? = nil,
        _ body: (inout LocalAppStore) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        removeLeftovers()
        var store: LocalAppStore
        if exists {
            store = try load()
        } else if let create {
            store = try create()
        } else {
            throw StoreError.state("no store in \(url.path) yet; pass --config FILE.storekit and --bundle-id ID the first time")
        }
        let result = try body(&store)
        try save(store)
        return result
    }

    /// Removes what a killed writer left behind: temporary files (only a holder of the lock writes
    /// them, so under the lock every one is stale) and a `state.json` already migrated.
    private func removeLeftovers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names where name.hasPrefix(".state-") {
            try? FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
        if hasDatabase { try? FileManager.default.removeItem(at: legacyStateFile) }
    }

    /// What identifies one saved version of the state: the database file and its revision (every
    /// saved change adds one), or for a `state.json` not yet migrated, its file.
    public struct Version: Hashable, Sendable {
        let inode: UInt64
        let revision: Int64
        let size: Int64
        let modified: Int64
    }

    /// The saved version now, or nil when nothing is saved.
    public func version() -> Version? {
        if hasDatabase {
            var info = stat()
            guard stat(databaseFile.path, &info) == 0, let database = try? StoreDatabase.open(databaseFile.path),
                let revision = try? database.integer("SELECT revision FROM store")
            else { return nil }
            return Version(inode: UInt64(info.st_ino), revision: revision, size: 0, modified: 0)
        }
        var info = stat()
        guard stat(legacyStateFile.path, &info) == 0 else { return nil }
        return Version(
            inode: UInt64(info.st_ino),
            revision: 0,
            size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        )
    }

    /// Reads the store without locking: a consistent snapshot, which later commands do not change.
    /// Its transactions and notifications are read from the database as they are asked for.
    public func load() throws(StoreError) -> LocalAppStore {
        if hasDatabase {
            let snapshot = try StateSnapshot(path: databaseFile.path)
            var state = snapshot.core
            state.transactions = TransactionLog(saved: snapshot)
            state.outbox = Outbox(saved: snapshot)
            return try LocalAppStore(state: state)
        }
        do {
            return try loadLegacy()
        } catch {
            // A command may have migrated it meanwhile.
            if hasDatabase { return try load() }
            throw error
        }
    }

    /// Reads a `state.json` of the earlier format.
    private func loadLegacy() throws(StoreError) -> LocalAppStore {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: legacyStateFile)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumLegacyStateBytes + 1) ?? Data()
        } catch {
            throw StoreError.state("cannot read \(legacyStateFile.path): \(error.localizedDescription)")
        }
        guard data.count <= Self.maximumLegacyStateBytes else {
            throw StoreError.state("\(legacyStateFile.path) is larger than \(Self.maximumLegacyStateBytes) bytes")
        }
        let state: StoreState
        do {
            state = try JSONDecoder().decode(StoreState.self, from: data)
        } catch {
            throw StoreError.state("\(legacyStateFile.path) is not a local store's state: \(error)")
        }
        guard state.formatVersion == 1 else {
            throw StoreError.state("\(legacyStateFile.path) has layout version \(state.formatVersion); this build reads 1")
        }
        return try LocalAppStore(state: state)
    }

    /// Saves `store` (the caller holds the lock): only its changes when it was read from this
    /// directory's database, else all of it, into the database or, when there is none yet, into a
    /// new one that then takes its place (and the place of a migrated `state.json`). The store's
    /// snapshot of this directory is closed first, so the write can fold the write-ahead log into the
    /// database: the store must not be read afterwards.
    private func save(_ store: LocalAppStore) throws(StoreError) {
        let snapshot = (store.state.transactions.saved as? StateSnapshot).flatMap {
            $0 === store.state.outbox.saved && $0.path == databaseFile.path ? $0 : nil
        }
        let changes: StateChanges?
        if let snapshot {
            changes = try StateChanges(store.state, since: snapshot)
        } else {
            changes = try StateChanges(whole: store.state)
        }
        if let problem = store.state.transactions.saved?.problem ?? store.state.outbox.saved?.problem {
            throw StoreError.state("nothing was saved: \(problem)")
        }
        snapshot?.close()
        guard let changes else { return }
        if hasDatabase {
            let database = try StoreDatabase.open(databaseFile.path)
            try database.write(changes)
            database.foldLog(over: writeAheadLogLimit)
            return
        }
        let temporary = url.appendingPathComponent(".state-\(UUID().uuidString).sqlite")
        do {
            let database = try StoreDatabase.open(temporary.path)
            try database.createTables()
            try database.write(changes)
            try database.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, databaseFile.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw StoreError.state("cannot move the new database into \(databaseFile.path): errno \(errno)")
        }
        try? FileManager.default.removeItem(at: legacyStateFile)
    }
}
#endif
