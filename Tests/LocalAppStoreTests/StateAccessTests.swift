#if Server
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelperFixtures
import StoreKitInterface
import Testing

/// The local store's one asynchronous accessor of a state directory: reads come from its version cache until
/// someone saves, a change another process saves is seen at once, and a refused change writes nothing.
@Suite struct StateAccessTests {
    struct Refusal: Error, Equatable {}

    @Test func readsFollowWhatAnyWriterSavesAndARefusedChangeWritesNothing() async throws {
        let directory = StateDirectory.temporary()
        try directory.withStore(create: Florist.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
        let access = StateAccess(directory: directory)
        #expect(try await access.read { $0.transactionCount } == 0)
        #expect(try await access.read { $0.transactionCount } == 0, "the cached version, read again")

        // Another process (here, the directory itself) saves a purchase: the next read sees it.
        try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in _ = try store.purchase(Florist.large) }
        #expect(try await access.read { $0.transactionCount } == 1)

        let bought = try await access.change { (store: inout LocalAppStore) throws(StoreError) in try store.purchase(Florist.small) }
        #expect(bought.name == "purchased", "\(bought)")
        #expect(try await access.read { $0.transactionCount } == 2)

        await #expect(throws: Refusal()) {
            try await access.change { (store: inout LocalAppStore) throws(Refusal) in
                _ = try? store.purchase(Florist.roses)
                throw Refusal()
            }
        }
        #expect(try await access.read { $0.transactionCount } == 2, "the refused change saved nothing")
        #expect(try directory.load().transactionCount == 2)
    }
}
#endif
