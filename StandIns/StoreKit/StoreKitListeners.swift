#if os(Linux)
import Foundation

/// The listeners of StoreKit's update sequences (each a task forwarding what the device reports), and the one read
/// of the transactions unfinished at launch, for the process's first listener of `Transaction.updates`.
final class Listeners: @unchecked Sendable {  // `launch` and `tasks` are only touched under `lock`
    private let lock = NSLock()
    private var launch: Task<[VerificationResult<Transaction>], Never>?
    private var tasks: [Task<Void, Never>] = []

    /// Keeps a listener's task, to end it with the others.
    func keep(_ task: Task<Void, Never>) { lock.withLock { tasks.append(task) } }

    /// Ends every listener's sequence, as the end of the process that listened does.
    func endAll() { for task in lock.withLock({ tasks }) { task.cancel() } }

    /// Starts `read` for the first caller, which then gets it; nil for every later caller. What the store does next
    /// waits for that read (``settled()``), so it gives the transactions unfinished when the first listener began.
    func claimLaunch(_ read: @escaping @Sendable () async -> [VerificationResult<Transaction>]) -> Task<[VerificationResult<Transaction>], Never>? {
        lock.withLock {
            guard launch == nil else { return nil }
            launch = Task { await read() }
            return launch
        }
    }

    /// Returns once the launch read, if one began, is done.
    func settled() async { _ = await lock.withLock { launch }?.value }
}
#endif
