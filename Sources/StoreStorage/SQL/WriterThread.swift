#if Server
public import NIOCore

/// Where a backing's batched writes run between statements: on the database writer's own event loop, or on
/// Swift's shared pool. The loop needs Swift's task executors (macOS 15, iOS 18); below them, and for
/// backings without a thread of their own, writes run on the shared pool, which only costs throughput.
public struct WriterThread: Sendable {
    /// An ``EventLoopTaskExecutor`` where the system has task executors; `nil` for the shared pool.
    private let executor: (any Sendable)?

    /// Swift's shared pool.
    public static let sharedPool = WriterThread(executor: nil)

    /// The thread of `eventLoop`, where the system has task executors; the shared pool below them.
    public static func eventLoop(_ eventLoop: any EventLoop) -> WriterThread {
        guard #available(macOS 15, iOS 18, *) else { return .sharedPool }
        return WriterThread(executor: EventLoopTaskExecutor(eventLoop))
    }

    /// Starts `operation` in a task of its own on this thread.
    func start(_ operation: @escaping @Sendable () async -> Void) {
        if #available(macOS 15, iOS 18, *), let executor = executor as? EventLoopTaskExecutor {
            Task(executorPreference: executor, operation: operation)
        } else {
            Task(operation: operation)
        }
    }
}
#endif
