import Dispatch

/// A synchronous ``SharedState`` as a ``SharedStateAccess``: its reads and changes run one at a time on a dispatch
/// queue of their own, never on Swift's cooperative threads. What a shared state's ``SharedState/asynchronousAccess``
/// is unless the state has one of its own.
struct SharedStateOnQueue: SharedStateAccess {
    private let state: any SharedState
    private let queue = DispatchQueue(label: "LocalAppStore.SharedState")

    init(_ state: any SharedState) {
        self.state = state
    }

    func read<Result: Sendable, Failure: Error>(_ body: @escaping @Sendable (LocalAppStore) throws(Failure) -> Result) async throws -> Result {
        try await onQueue { () throws -> Result in
            let store = try state.load()
            defer { state.done(with: store) }
            return try body(store)
        }
    }

    func change<Result: Sendable, Failure: Error>(
        _ body: @escaping @Sendable (inout LocalAppStore) throws(Failure) -> Result
    ) async throws -> Result {
        try await onQueue { () throws -> Result in
            try passingErrorsThrough(of: body) { (change) throws(StoreError) -> Result in try state.change(change) }
        }
    }

    func savedVersion() async -> SavedVersion? {
        try? await onQueue { state.savedVersion() }
    }

    func snapshot() async throws(StoreError) -> LocalAppStore {
        do {
            return try await onQueue { () throws(StoreError) in try state.load() }
        } catch {
            throw error as? StoreError ?? StoreError.state("\(error)")
        }
    }

    private func onQueue<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Swift.Result { try work() }) }
        }
    }
}
