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
    /// Takes the lock, waiting on the calling thread at most ``lockTimeout``.
    func takeLock() throws(StoreError) -> DirectoryLock {
        var attempt = try LockAttempt(self)
        while try !attempt.succeeded() { usleep(LockAttempt.retryMicroseconds) }
        return attempt.lock
    }

    /// Takes the lock, waiting at most ``lockTimeout`` without holding a thread: between tries the task sleeps.
    /// Throws the `StoreError` of a lock that cannot be taken, or `CancellationError` when the task is cancelled.
    func awaitLock() async throws -> DirectoryLock {
        var attempt = try LockAttempt(self)
        while try !attempt.succeeded() {
            do {
                try await Task.sleep(for: .microseconds(LockAttempt.retryMicroseconds))  // the wall clock: how long another process holds the lock
            } catch {
                attempt.abandon()
                throw error
            }
        }
        return attempt.lock
    }
}

/// One taker's wait for a directory's lock: a descriptor of its own on the lock file (never opened through a
/// symbolic link), tried until it holds the lock. It gives up at the directory's ``StateDirectory/lockTimeout`` and
/// says so once, through ``StateDirectory/onWaiting``, after ``StateDirectory/lockNotice``.
private struct LockAttempt {
    /// How often the lock is tried again while another holder has it, in microseconds.
    static let retryMicroseconds: UInt32 = 10_000
    let directory: StateDirectory
    let descriptor: Int32
    let clock = ContinuousClock()  // the wall clock: how long another process holds the lock, not the store's time
    let start: ContinuousClock.Instant  // the wall clock: when the wait began
    var noticed = false

    /// Opens (creating the directory and the file if needed) the directory's lock file.
    init(_ directory: StateDirectory) throws(StoreError) {
        let url = directory.url
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
        self.directory = directory
        self.descriptor = descriptor
        start = clock.now
    }

    /// The lock, once ``succeeded()``.
    var lock: DirectoryLock { DirectoryLock(descriptor) }

    /// One try: true when the lock is held, false when another holder has it. Throws, closing the descriptor, when
    /// the lock cannot be taken or the wait has lasted the timeout; calls the directory's notice once it has lasted
    /// the notice's time.
    mutating func succeeded() throws(StoreError) -> Bool {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
        let code = errno
        guard code == EWOULDBLOCK || code == EINTR else {
            abandon()
            throw StoreError.state("cannot lock \(directory.url.path): errno \(code)")
        }
        let waited = clock.now - start
        if waited >= directory.lockTimeout {
            abandon()
            throw StoreError.state(
                "gave up after waiting \(directory.lockTimeout) for the lock on \(directory.url.path): another process is using this store"
            )
        }
        if !noticed && waited >= StateDirectory.lockNotice {
            noticed = true
            directory.onWaiting?(directory.url, directory.lockTimeout)
        }
        return false
    }

    /// Gives the wait up: closes the descriptor.
    func abandon() {
        close(descriptor)
    }
}
#endif
