#if Server
import Foundation
import LocalAppStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A hold on a state directory's lock file, which every process and thread that changes the directory takes
/// first, each through a descriptor of its own (an `flock` on its own open file description). Taken by
/// ``StateDirectory/takeLock()`` (waiting on the calling thread) or ``StateDirectory/awaitLock()`` (holding no
/// thread while another holder has it); let go by ``release()``, on any thread.
final class DirectoryLock: Sendable {
    private let descriptor: Int32

    fileprivate init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Lets go of the lock and closes the descriptor.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

extension StateDirectory {
    /// How often a taker tries the lock again while another holder has it, in microseconds.
    private static let lockRetryMicroseconds: UInt32 = 10_000

    /// Takes the lock, waiting on the calling thread at most ``lockTimeout``.
    func takeLock() throws(StoreError) -> DirectoryLock {
        let descriptor = try openLockFile()
        var wait = LockWait(self)
        do {
            while try !tryLock(descriptor) {
                try wait.goOn()
                usleep(Self.lockRetryMicroseconds)
            }
        } catch {
            close(descriptor)
            throw error
        }
        return DirectoryLock(descriptor)
    }

    /// Takes the lock, waiting at most ``lockTimeout`` without holding a thread: between tries the task sleeps.
    /// Throws the `StoreError` of a lock that cannot be taken, or `CancellationError` when the task is cancelled.
    func awaitLock() async throws -> DirectoryLock {
        let descriptor = try openLockFile()
        var wait = LockWait(self)
        do {
            while try !tryLock(descriptor) {
                try wait.goOn()
                try await Task.sleep(for: .microseconds(Self.lockRetryMicroseconds))  // the wall clock: how long another process holds the lock
            }
        } catch {
            close(descriptor)
            throw error
        }
        return DirectoryLock(descriptor)
    }

    /// Opens (creating the directory and the file if needed) the lock file, never through a symbolic link.
    private func openLockFile() throws(StoreError) -> Int32 {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw StoreError.state("cannot create \(url.path): \(error.localizedDescription)")
        }
        let lockFile = url.appendingPathComponent(".lock")
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw StoreError.state("\(lockFile.path) is a symbolic link; a lock file is never followed") }
            throw StoreError.state("cannot open \(lockFile.path): errno \(errno)")
        }
        return descriptor
    }

    /// One try at the lock: true when taken, false when another holder has it.
    private func tryLock(_ descriptor: Int32) throws(StoreError) -> Bool {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
        guard errno == EWOULDBLOCK || errno == EINTR else { throw StoreError.state("cannot lock \(url.path): errno \(errno)") }
        return false
    }
}

/// How long one taker has waited for a directory's lock: it gives up at the directory's ``StateDirectory/lockTimeout``
/// and says so once, through ``StateDirectory/onWaiting``, after ``StateDirectory/lockNotice``.
private struct LockWait {
    let directory: StateDirectory
    let clock = ContinuousClock()  // the wall clock: how long another process holds the lock, not the store's time
    let start: ContinuousClock.Instant  // the wall clock: when the wait began
    var noticed = false

    init(_ directory: StateDirectory) {
        self.directory = directory
        start = clock.now
    }

    /// Throws when the wait has lasted the timeout; calls the directory's notice once it has lasted the notice's time.
    mutating func goOn() throws(StoreError) {
        let waited = clock.now - start
        if waited >= directory.lockTimeout {
            throw StoreError.state(
                "gave up after waiting \(directory.lockTimeout) for the lock on \(directory.url.path): another process is using this store"
            )
        }
        if !noticed && waited >= StateDirectory.lockNotice {
            noticed = true
            directory.onWaiting?(directory.url, directory.lockTimeout)
        }
    }
}
#endif
