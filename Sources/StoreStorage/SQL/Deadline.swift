/// Runs `body`, or gives up when it has not finished within `limit`: the caller gets
/// ``StorageError/Kind/unavailable`` and `body` is cancelled (a connection the pool cannot make, while the
/// database is down, is waited for no longer). A wait that never ends becomes a refusal in seconds, which a
/// client can retry.
func withDeadline<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw StorageError(.unavailable, "the database did not answer within \(limit)")
        }
        return value
    }
}
