import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory a local store lives in: `state.json` (everything, written atomically) and a
/// lock file that serializes every process and thread that opens the same directory.
public struct StateDirectory: Sendable {
    public let url: URL
    /// How long a change waits for another holder of the lock before it gives up.
    public var lockTimeout: Duration
    /// Called once when a change has waited `lockNotice` for the lock (a command line says so).
    public var onWaiting: (@Sendable (_ directory: URL, _ timeout: Duration) -> Void)?
    /// How long a change waits quietly before ``onWaiting`` is called.
    public static let lockNotice = Duration.seconds(1)

    public init(_ url: URL, lockTimeout: Duration = .seconds(30), onWaiting: (@Sendable (URL, Duration) -> Void)? = nil) {
        self.url = url
        self.lockTimeout = lockTimeout
        self.onWaiting = onWaiting
    }

    var stateFile: URL { url.appendingPathComponent("state.json") }
    private var lockFile: URL { url.appendingPathComponent(".lock") }

    /// Whether a store was created here.
    public var exists: Bool { FileManager.default.fileExists(atPath: stateFile.path) }

    /// Runs `body` on the store while holding the directory's lock, then saves the store if `body`
    /// returned without throwing. `create` makes the store when the directory holds none yet.
    /// Nothing is written when `body` throws.
    public func withStore<Result>(
        create: (() throws(StoreError) -> LocalAppStore)? = nil,
        _ body: (inout LocalAppStore) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw StoreError.state("cannot create \(url.path): \(error.localizedDescription)")
        }
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw StoreError.state("\(lockFile.path) is a symbolic link; a lock file is never followed") }
            throw StoreError.state("cannot open \(lockFile.path): errno \(errno)")
        }
        defer { close(descriptor) }
        try lock(descriptor)
        defer { flock(descriptor, LOCK_UN) }
        removeStaleTemporaryFiles()

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

    /// Takes the lock on `descriptor`, waiting at most ``lockTimeout``; says so through ``onWaiting``
    /// after ``lockNotice``.
    private func lock(_ descriptor: Int32) throws(StoreError) {
        let clock = ContinuousClock()
        let start = clock.now
        var noticed = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw StoreError.state("cannot lock \(url.path): errno \(errno)") }
            let waited = clock.now - start
            if waited >= lockTimeout {
                throw StoreError.state("gave up after waiting \(lockTimeout) for the lock on \(url.path): another process is using this store")
            }
            if !noticed && waited >= Self.lockNotice {
                noticed = true
                onWaiting?(url, lockTimeout)
            }
            usleep(10_000)
        }
    }

    /// Removes temporary files a killed writer left behind. Only a holder of the lock writes them, so
    /// under the lock every one of them is stale.
    private func removeStaleTemporaryFiles() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for name in names where name.hasPrefix(".state-") && name.hasSuffix(".json") {
            try? FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
    }

    /// What identifies one saved version of the state: every save renames a new file into place, so
    /// a different inode, size or modification time means a different version.
    public struct Version: Hashable, Sendable {
        let inode: UInt64
        let size: Int64
        let modified: Int64
    }

    /// The saved version now, or nil when nothing is saved.
    public func version() -> Version? {
        var info = stat()
        guard stat(stateFile.path, &info) == 0 else { return nil }
        return Version(
            inode: UInt64(info.st_ino),
            size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        )
    }

    /// Reads the store without locking (a consistent snapshot: saves replace the file atomically).
    public func load() throws(StoreError) -> LocalAppStore {
        let data: Data
        do { data = try Data(contentsOf: stateFile) } catch { throw StoreError.state("cannot read \(stateFile.path): \(error.localizedDescription)") }
        let state: StoreState
        do {
            state = try JSONDecoder().decode(StoreState.self, from: data)
        } catch {
            throw StoreError.state("\(stateFile.path) is not a local store's state: \(error)")
        }
        guard state.formatVersion == 1 else {
            throw StoreError.state("\(stateFile.path) has layout version \(state.formatVersion); this build reads 1")
        }
        return try LocalAppStore(state: state)
    }

    /// Writes the store: a temporary file in the directory, flushed, then renamed over `state.json`.
    public func save(_ store: LocalAppStore) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(store.state)
            let temporary = url.appendingPathComponent(".state-\(UUID().uuidString).json")
            guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
                throw StoreError.state("cannot write \(temporary.path)")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.synchronize()
            try handle.close()
            guard rename(temporary.path, stateFile.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                throw StoreError.state("cannot replace \(stateFile.path): errno \(errno)")
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.state("cannot save the store: \(error)")
        }
    }
}
