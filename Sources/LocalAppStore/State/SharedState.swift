/// A store kept where other processes change it too (a state directory, in LocalAppStoreSQLite): what a
/// device (`LocalStore`) reads and changes its store through when it is not the store's only user.
public protocol SharedState: Sendable {
    /// The store as last saved, by any process.
    func load() throws(StoreError) -> LocalAppStore
    /// Runs `body` on the store as saved, under the lock that keeps writers one at a time, and saves what
    /// it leaves; returns `body`'s result.
    func change<Result>(_ body: (inout LocalAppStore) throws(StoreError) -> Result) throws(StoreError) -> Result
    /// The saved version now (nil when nothing is saved): it changes with every save by any process, so a
    /// device notices what others changed by comparing it with the last one it saw.
    func savedVersion() -> SavedVersion?
    /// Says that a store ``load()`` returned is no longer used, so that what it holds open (a read transaction of
    /// the saved state) is let go until the next ``load()``. Does nothing unless the shared state says otherwise.
    func done(with store: LocalAppStore)
    /// The same state read and changed asynchronously, where blocking belongs (what a device, `LocalStore`, reaches
    /// it through). Unless the shared state says otherwise, its reads and changes run on a dispatch queue of their own.
    var asynchronousAccess: any SharedStateAccess { get }
}

extension SharedState {
    public func done(with store: LocalAppStore) {}

    public var asynchronousAccess: any SharedStateAccess { SharedStateOnQueue(self) }
}

/// One saved version of a shared store: two are equal only when nothing was saved between them.
public struct SavedVersion: Hashable, Sendable {
    private let parts: [Int64]

    /// The version that `parts` (a file's identity, size, times, a revision counter) identify.
    public init(_ parts: [Int64]) {
        self.parts = parts
    }
}
