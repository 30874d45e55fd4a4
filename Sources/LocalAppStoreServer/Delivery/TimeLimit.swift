/// Runs `body` for at most `limit`, the whole of it: an HTTP client's own deadline covers the response's head, and
/// a body sent a byte a second would otherwise hold its caller past any limit. Past `limit`, `body` is cancelled
/// and ``Exceeded`` thrown.
func withinTimeLimit<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
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
