#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import StoreKitInterface
import Testing

@testable import StoreHelperLocal

/// A device over a shared store's asynchronous accessor: its calls use the store one at a time, and the deprecated
/// synchronous way in still works.
@Suite(.timeLimit(.minutes(1))) struct SharedAccessTests {
    typealias F = Florist

    /// A state directory's accessor that, once asked, holds the next change's caller after the change is saved, until
    /// the device has looked for other processes' changes twice or two seconds have passed: the window in which a
    /// look that did not wait for the purchase's turn would publish the purchase's own transaction.
    final class HeldAccess: SharedStateAccess, @unchecked Sendable {  // its flags and count only under `lock`
        let inner: StateAccess
        private let lock = NSLock()
        private var holding = false
        private var holdsNext = false
        private var looks = 0

        init(_ directory: StateDirectory) { inner = StateAccess(directory: directory) }

        var looksWhileHolding: Int { lock.withLock { looks } }
        func holdNextChange() { lock.withLock { holdsNext = true } }

        func read<Result: Sendable, Failure: Error>(_ body: @escaping @Sendable (LocalAppStore) throws(Failure) -> Result) async throws -> Result {
            try await inner.read(body)
        }

        func change<Result: Sendable, Failure: Error>(
            _ body: @escaping @Sendable (inout LocalAppStore) throws(Failure) -> Result
        ) async throws -> Result {
            let result = try await inner.change(body)
            let holds = lock.withLock { () -> Bool in
                holding = holdsNext
                holdsNext = false
                return holding
            }
            guard holds else { return result }
            let deadline = Date().addingTimeInterval(2)  // the wall clock: the device's watcher looks on it
            while looksWhileHolding < 2 && Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
            lock.withLock { holding = false }
            return result
        }

        func savedVersion() async -> SavedVersion? {
            lock.withLock { if holding { looks += 1 } }
            return await inner.savedVersion()
        }

        func snapshot() async throws(StoreError) -> LocalAppStore { try await inner.snapshot() }
    }

    @Test func aPurchaseOwnTransactionIsNotPublishedByALookWhileItIsSaved() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let access = HeldAccess(directory)
        let device = try await LocalStore(access: access)
        let stream = device.updates
        try await device.startUpdates()  // the watcher looks every 200 ms from now on

        access.holdNextChange()
        guard case .purchased = try await device.purchase(F.bronze, options: PurchaseOptions()) else {
            Issue.record("not purchased")
            return
        }
        #expect(access.looksWhileHolding == 0, "the watcher waited for the purchase's turn")
        try await device.session { store in try store.advance(by: 31 * F.day) }
        let first = try #require(try await LocalStoreTests.updates(stream, of: device, count: 1).first)
        #expect(first.transactionReason == .renewal, "the purchase's own transaction came back as its result only")
    }

    /// A shared state of someone else's, with no asynchronous access of its own: a state directory's reader behind it.
    struct ForeignState: SharedState {
        let reader: StateReader
        func load() throws(StoreError) -> LocalAppStore { try reader.load() }
        func change<Result>(_ body: (inout LocalAppStore) throws(StoreError) -> Result) throws(StoreError) -> Result { try reader.change(body) }
        func savedVersion() -> SavedVersion? { reader.savedVersion() }
        func done(with store: LocalAppStore) { reader.done(with: store) }
    }

    @Test func aStateDirectoryIsReachedThroughItsAccessorAndAnyOtherStateFromAQueue() async throws {
        let directory = StateDirectory.temporary()
        defer { try? FileManager.default.removeItem(at: directory.url) }
        try directory.withStore(create: F.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        #expect(StateReader(directory: directory).asynchronousAccess is StateAccess)
        let state = ForeignState(reader: StateReader(directory: directory))
        let access = state.asynchronousAccess
        #expect(!(access is StateAccess))
        let device = try LocalStore(shared: state)
        let stream = device.updates
        _ = try await device.purchase(F.bronze, options: PurchaseOptions())
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.advance(by: 31 * F.day) }
        try await device.sync()
        #expect(try await LocalStoreTests.updates(stream, of: device, count: 1).first?.transactionReason == .renewal)

        // A refused change passes its own error through and saves nothing.
        struct Refusal: Error {}
        let version = await access.savedVersion()
        await #expect(throws: Refusal.self) {
            try await access.change { (store: inout LocalAppStore) throws(Refusal) in
                _ = try? store.advance(by: F.day)
                throw Refusal()
            }
        }
        #expect(await access.savedVersion() == version)
        #expect(try await access.snapshot().now == F.start.addingTimeInterval(31 * F.day))
    }
}
#endif
