#if Server
import NIOCore

/// A Swift task executor over one NIO event loop. A task that prefers it runs its nonisolated code on
/// that loop's thread, so a database's single writer resumes after each statement on a thread of its
/// own instead of queueing behind CPU-bound work (signature checks, JSON) on Swift's shared pool.
/// Task executors begin with macOS 15 and iOS 18; ``WriterThread`` falls back below them.
@available(macOS 15, iOS 18, *)
final class EventLoopTaskExecutor: TaskExecutor {
    /// The loop the tasks run on.
    let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
#endif
