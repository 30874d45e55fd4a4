/// A store kept where other processes change it too, read and changed asynchronously: the accessor runs each read
/// and change where blocking I/O belongs (a state directory's `StateAccess`, in LocalAppStoreSQLite, on threads of
/// its own), so its caller, a device (`LocalStore`) included, never blocks Swift's cooperative threads.
public protocol SharedStateAccess: Sendable {
    /// Runs `body` on the store as last saved, by any process. A store that cannot be read throws its
    /// ``StoreError``; `body`'s own error passes through.
    func read<Result: Sendable, Failure: Error>(_ body: @escaping @Sendable (LocalAppStore) throws(Failure) -> Result) async throws -> Result

    /// Runs `body` on the store as saved, under the lock that keeps writers one at a time, and saves what it leaves;
    /// when `body` throws, nothing is saved and its error passes through. A store that cannot be read or saved throws
    /// its ``StoreError``; a task cancelled while it waits for the lock, `CancellationError`, having changed nothing.
    func change<Result: Sendable, Failure: Error>(
        _ body: @escaping @Sendable (inout LocalAppStore) throws(Failure) -> Result
    ) async throws -> Result

    /// The saved version now (nil when nothing is saved): it changes with every save by any process.
    func savedVersion() async -> SavedVersion?

    /// The store as last saved, for its caller to keep: its reads show that version for as long as it lives.
    func snapshot() async throws(StoreError) -> LocalAppStore
}

/// Runs `change` (a way of changing a store whose body may throw only `StoreError`, such as a state directory's
/// `withStore`) with `body`, whose errors are its own: when `body` throws, `change` is refused, so it saves nothing,
/// and `body`'s error is the one thrown. How a ``SharedStateAccess`` passes a change's own error through.
package func passingErrorsThrough<Result, Failure: Error>(
    of body: @escaping (inout LocalAppStore) throws(Failure) -> Result,
    to change: ((inout LocalAppStore) throws(StoreError) -> Result) throws(StoreError) -> Result
) throws -> Result {
    var refusal: Failure?
    do {
        return try change { (store: inout LocalAppStore) throws(StoreError) -> Result in
            do throws(Failure) {
                return try body(&store)
            } catch {
                refusal = error
                throw StoreError.invalidRequest("refused by the change's own error")
            }
        }
    } catch {
        throw refusal ?? error
    }
}
