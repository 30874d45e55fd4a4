#if Server
import AppStoreModels

/// Runs `body` for at most `limit`, the whole of it: an HTTP client's own deadline covers the response's head, and
/// a body sent a byte a second would otherwise hold its caller past any limit. Past `limit`, `body` is cancelled
/// and ``TimeLimitExceeded`` thrown. The limit runs on `clock`.
func withinTimeLimit<T: Sendable>(
    _ limit: Duration,
    on clock: any ServiceClock,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await clock.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw TimeLimitExceeded(limit: limit) }
        return value
    }
}

/// An exchange that did not end within its time limit.
struct TimeLimitExceeded: Error {
    let limit: Duration
}
#endif
