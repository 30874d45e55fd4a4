#if Server
import Atomics
import Foundation
public import Logging
import NIOPosix
public import SQLKit
import SQLiteKit
import SQLiteNIO
public import StoreStorage

/// The server's embedded database: one SQLite file in write-ahead-log mode, every commit waiting for
/// the disk (`synchronous = FULL`). Changes go through one writer connection, one transaction at a
/// time, committed in groups (`GroupCommit`: one wait for the disk per batch of concurrent
/// transactions); reads take turns on connections of their own (one per core) and see committed data only.
/// The writer keeps up to 64 MiB of pages in memory. The log is copied into the database by a connection
/// of its own every 100 ms (`WALCheckpointer`), beside the writer instead of inside one of its commits;
/// the writer copies it itself only past 10,000 pages (about 40 MiB), the backstop.
public final class SQLiteBackend: SQLBackend {
    private let writer: SQLiteConnection
    private let readers: [SQLiteConnection]
    private let nextReader = ManagedAtomic(UInt(0))
    private let commits: GroupCommit
    /// Copies the log into the database beside the writer.
    private let checkpointer: WALCheckpointer
    /// The database file.
    public let path: String
    /// Below this much free space on the database's file system the backend says it is not ready: SQLite
    /// still takes a small write into pages it holds free while a large one fails (default 64 MiB, over the
    /// write-ahead log's 40 MiB backstop).
    public let minimumFreeBytes: Int64
    /// The default ``minimumFreeBytes``.
    public static let defaultMinimumFreeBytes: Int64 = 64 << 20
    private let removeOnShutdown: Bool
    /// The writer's own thread, where its turns wait between statements.
    public var writerThread: WriterThread { Self.writerThread }

    /// The loop the writer connection answers on, and the thread the writer's turns run on between
    /// statements: a thread of its own, which waits for the database most of the time.
    private static let writerLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1).next()
    private static let writerThread = WriterThread.eventLoop(writerLoop)

    /// SQLite's calls run on NIO's blocking pool, never on Swift's cooperative pool: one pool for every SQLite
    /// statement of the process, the checkpointer's too (a local store's state directory runs its statements there
    /// as well). A thread of its own for the checkpointer measured no faster (`storehelper-bench server`, ingest and
    /// storage alone within a few per cent either way over five runs each).
    private static let threadPool = NIOThreadPool.singleton

    private init(
        path: String,
        minimumFreeBytes: Int64,
        writer: SQLiteConnection,
        readers: [SQLiteConnection],
        checkpointer: WALCheckpointer,
        removeOnShutdown: Bool
    ) {
        self.path = path
        self.minimumFreeBytes = minimumFreeBytes
        self.checkpointer = checkpointer
        self.removeOnShutdown = removeOnShutdown
        self.writer = writer
        self.readers = readers
        self.commits = GroupCommit(thread: Self.writerThread) { writer.sql(queryLogLevel: nil) }
    }

    /// Opens (creating if needed) the database file at `path`.
    public static func open(
        path: String,
        minimumFreeBytes: Int64 = defaultMinimumFreeBytes,
        logger: Logger = Logger(label: "StoreStorage.SQLite")
    ) async throws(StorageError) -> SQLiteBackend {
        try await open(storage: .file(path: path), path: path, minimumFreeBytes: minimumFreeBytes, removeOnShutdown: false, logger: logger)
    }

    /// A new database in a temporary file, removed when it is shut down (for tests and trials; SQLite
    /// as built here cannot share one in-memory database between two connections).
    public static func temporary(
        minimumFreeBytes: Int64 = defaultMinimumFreeBytes,
        logger: Logger = Logger(label: "StoreStorage.SQLite")
    ) async throws(StorageError) -> SQLiteBackend {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-\(UUID().uuidString).sqlite").path
        return try await open(storage: .file(path: path), path: path, minimumFreeBytes: minimumFreeBytes, removeOnShutdown: true, logger: logger)
    }

    private static func open(
        storage: SQLiteConnection.Storage,
        path: String,
        minimumFreeBytes: Int64,
        removeOnShutdown: Bool,
        logger: Logger
    ) async throws(StorageError) -> SQLiteBackend {
        do {
            let writer = try await SQLiteConnection.open(storage: storage, threadPool: threadPool, logger: logger, on: Self.writerLoop).get()
            for pragma in [
                "PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA busy_timeout = 10000", "PRAGMA foreign_keys = ON",
                "PRAGMA cache_size = -65536", "PRAGMA wal_autocheckpoint = 10000",
            ] {
                _ = try await writer.query(pragma)
            }
            var readers: [SQLiteConnection] = []
            for _ in 0..<max(2, ProcessInfo.processInfo.activeProcessorCount) {
                readers.append(try await openBesideWriter(storage: storage, logger: logger))
            }
            let checkpoints = try await openBesideWriter(storage: storage, logger: logger)
            return SQLiteBackend(
                path: path,
                minimumFreeBytes: minimumFreeBytes,
                writer: writer,
                readers: readers,
                checkpointer: WALCheckpointer(connection: checkpoints, interval: .milliseconds(100), logger: logger),
                removeOnShutdown: removeOnShutdown
            )
        } catch {
            throw StorageError(.unavailable, "cannot open the SQLite database \(path): \(error)")
        }
    }

    /// A connection beside the writer (a reader, the checkpointer): its calls on ``threadPool``, its answers
    /// on NIO's shared loops, waiting up to 10 s for a lock the writer holds.
    private static func openBesideWriter(storage: SQLiteConnection.Storage, logger: Logger) async throws -> SQLiteConnection {
        let connection = try await SQLiteConnection.open(
            storage: storage,
            threadPool: threadPool,
            logger: logger,
            on: MultiThreadedEventLoopGroup.singleton.any()
        ).get()
        _ = try await connection.query("PRAGMA busy_timeout = 10000")
        return connection
    }

    public func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await commits.transaction(body)
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        let reader = readers[Int(nextReader.loadThenWrappingIncrement(ordering: .relaxed) % UInt(readers.count))]
        return try await body(reader.sql(queryLogLevel: nil))
    }

    /// `nil`: on SQLite the portable query is already a local call, with no round trip to save.
    public func revisions(of users: [String]) async throws -> [String: Int64]? { nil }

    public func shutdown() async {
        await checkpointer.stop()
        for reader in readers { try? await reader.close().get() }
        try? await writer.close().get()
        if removeOnShutdown {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
    }

    /// Not ready while the database's file system has less than ``minimumFreeBytes`` free (Foundation's
    /// file-system attributes, the same on Linux and Darwin).
    public func readinessProblem() async -> String? {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let free = (try? FileManager.default.attributesOfFileSystem(forPath: directory))?[.systemFreeSize] as? NSNumber else {
            return "cannot read the free space of the database's file system"
        }
        guard free.int64Value >= minimumFreeBytes else {
            return "the database's file system has \(free.int64Value >> 20) MiB free, under the \(minimumFreeBytes >> 20) MiB a write may need"
        }
        return nil
    }
}
#endif
