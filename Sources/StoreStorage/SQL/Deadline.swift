#if Server
import NIOConcurrencyHelpers

/// Runs `body`, or gives up when it has not finished within `limit`: the caller gets
/// ``AppStoreModels/ErrorKind/unavailable`` at the limit, and `body` is cancelled and left to end on its own (a
/// connection the pool cannot make while the database is down, a read on a connection that went silent).
/// The caller never waits past `limit`, even for work that does not stop when cancelled.
func withDeadline<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let work = Task { try await body() }
    let outcome = FirstOutcome<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            outcome.wait(continuation)
            let timer = Task {
                try await Task.sleep(for: limit)  // the wall clock: a database that does not answer is late in real time
                if outcome.finish(.failure(StorageError(.unavailable, "the database did not answer within \(limit)"))) { work.cancel() }
            }
            Task {
                let result = await work.result
                if outcome.finish(result) { timer.cancel() }
            }
        }
    } onCancel: {
        work.cancel()
    }
}

/// The first of the work's result and the timer's, handed to the waiting caller once.
private final class FirstOutcome<T: Sendable>: Sendable {
    private let continuation = NIOLockedValueBox<CheckedContinuation<T, any Error>?>(nil)

    func wait(_ continuation: CheckedContinuation<T, any Error>) {
        self.continuation.withLockedValue { $0 = continuation }
    }

    /// Resumes the caller with `result` unless it was resumed already; says whether it did.
    func finish(_ result: Result<T, any Error>) -> Bool {
        guard
            let continuation = continuation.withLockedValue({ stored in
                defer { stored = nil }
                return stored
            })
        else { return false }
        continuation.resume(with: result)
        return true
    }
}
#endif
