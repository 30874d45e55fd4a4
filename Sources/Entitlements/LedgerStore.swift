public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The persistent state of a ``ConsumableLedger``.
public struct LedgerState: Codable, Hashable, Sendable {
    /// One delivered consumable transaction.
    public struct Credit: Codable, Hashable, Sendable {
        public var productId: String
        public var quantity: Int
        /// The App Store refunded or revoked it.
        public var revoked: Bool
    }

    /// Every transaction ever recorded, by transaction id.
    public var credits: [String: Credit] = [:]
    /// Units consumed, by product id.
    public var consumed: [String: Int] = [:]

    public init() {}
}

/// Where a ledger keeps its state. `save` must be atomic: after a crash, `load` returns either the
/// state before or the state after the save, never a mix.
public protocol LedgerStore: Sendable {
    /// The saved state (an empty one when nothing was saved yet).
    func load() throws(LedgerError) -> LedgerState
    /// Saves `state` atomically, or throws ``AppStoreModels/ErrorKind/storageFailed`` and changes nothing.
    func save(_ state: LedgerState) throws(LedgerError)
}

/// A ledger store in memory (tests, previews, apps that persist elsewhere).
public final class InMemoryLedgerStore: LedgerStore, @unchecked Sendable {
    private let lock = NSLock()
    private var state: LedgerState

    public init(_ state: LedgerState = LedgerState()) { self.state = state }

    public func load() -> LedgerState { lock.withLock { state } }
    public func save(_ state: LedgerState) { lock.withLock { self.state = state } }
}

/// A ledger store in one JSON file, written atomically: the new state goes to a temporary file in the
/// same directory, is flushed to disk, then renamed over the old file (and the directory is flushed).
/// A crash at any point leaves the previous or the new file, never a torn one.
public struct FileLedgerStore: LedgerStore {
    public let url: URL
    /// Runs between writing the temporary file and renaming it (tests simulate a crash here).
    let beforeRename: @Sendable () throws -> Void

    public init(url: URL) {
        self.init(url: url, beforeRename: {})
    }

    init(url: URL, beforeRename: @escaping @Sendable () throws -> Void) {
        self.url = url
        self.beforeRename = beforeRename
    }

    /// The saved state, or an empty one when nothing was saved yet. Temporary files a crash left
    /// behind (a save that never reached its rename) are removed; they never hold the state.
    public func load() throws(LedgerError) -> LedgerState {
        removeStaleTemporaryFiles()
        guard FileManager.default.fileExists(atPath: url.path) else { return LedgerState() }
        do {
            return try JSONDecoder().decode(LedgerState.self, from: try Data(contentsOf: url))
        } catch {
            throw LedgerError.storageFailed("\(url.path) is not a readable ledger: \(error)")
        }
    }

    public func save(_ state: LedgerState) throws(LedgerError) {
        do {
            try write(state)
        } catch {
            throw LedgerError.storageFailed("cannot write \(url.path): \(error)")
        }
    }

    private func write(_ state: LedgerState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(state)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            try beforeRename()
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)  // the temporary file is ours; the rename did not happen
            throw error
        }
        Self.synchronizeDirectory(directory)
    }

    private func removeStaleTemporaryFiles() {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []  // no directory: nothing to clean
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))  // best effort: a leftover is never read
        }
    }

    private static func synchronizeDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
