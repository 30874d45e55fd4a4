#if Server
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreHelper
import StoreHelperFixtures
import StoreKit
import Testing

extension OneStoreKit {
    /// StoreKit on Linux over a state directory that other processes drive (`STOREKIT_STATE_DIRECTORY`): an app buys
    /// from the store `storehelper store` and the console work on, and sees what they do.
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitOverAStateDirectoryTests {
        /// A state directory holding the florist's store.
        static func directory() throws -> StateDirectory {
            let directory = StateDirectory.temporary()
            try directory.withStore(create: Florist.creating()) { (_: inout LocalAppStore) throws(StoreError) in }
            return directory
        }

        /// What was bought elsewhere before the app started waits unfinished and reaches the first listener; a
        /// purchase in the app is verified against the directory's root and saved there; a refund another process
        /// makes reaches the app as an update (https://developer.apple.com/documentation/storekit/transaction/updates).
        @Test func theStoreOtherProcessesDriveIsTheProcesssStore() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory.url) }
            let elsewhere = try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
                try store.purchase(Florist.small, accountId: LocalAppStore.defaultAccountId, options: PurchaseOptions())
            }
            guard case .purchased(let waiting) = elsewhere, let waitingId = waiting.payload.transactionId.flatMap(UInt64.init) else {
                throw StoreKitError.unknown
            }

            let backend = try #require(LocalAppStoreBackend.fromEnvironment([LocalAppStoreBackend.stateDirectoryVariable: directory.url.path]))
            StoreKitBackends.install(backend)
            defer { StoreKitBackends.install(nil) }
            var updates = Transaction.updates.makeAsyncIterator()
            guard case .verified(let launched) = await updates.next() else { throw StoreKitError.unknown }
            #expect(launched.id == waitingId && launched.productID == Florist.small)
            await launched.finish()

            let large = try #require(try await Product.products(for: [Florist.large]).first)
            guard case .success(.verified(let bought)) = try await large.purchase() else { throw StoreKitError.unknown }
            await bought.finish()
            let saved = try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
                try store.transaction(String(bought.id)).isFinished
            }
            #expect(saved, "the purchase and its finish are the directory's")

            try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in try store.refund(String(bought.id)) }
            guard case .verified(let refunded) = await updates.next() else { throw StoreKitError.unknown }
            #expect(refunded.id == bought.id && refunded.revocationDate != nil)
        }

        /// Two processes: `storehelper store` (the built tool) buys outside the app and then refunds, in the state
        /// directory this process's StoreKit uses; each reaches the app's `Transaction.updates`.
        @Test func theCommandLineDrivesTheAppFromAnotherProcess() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory.url) }
            let backend = try #require(LocalAppStoreBackend.fromEnvironment([LocalAppStoreBackend.stateDirectoryVariable: directory.url.path]))
            StoreKitBackends.install(backend)
            defer { StoreKitBackends.install(nil) }
            var updates = Transaction.updates.makeAsyncIterator()

            let bought = try Self.tool(["store", "--state", directory.url.path, "buy", Florist.large, "--json"])
            let output = try #require(try JSONSerialization.jsonObject(with: Data(bought.utf8)) as? [String: Any])
            let transaction = try #require(output["transaction"] as? [String: Any])
            let id = try #require((transaction["transactionId"] as? String).flatMap(UInt64.init))
            guard case .verified(let delivered) = await updates.next() else { throw StoreKitError.unknown }
            #expect(delivered.id == id && delivered.productID == Florist.large && delivered.revocationDate == nil)

            _ = try Self.tool(["store", "--state", directory.url.path, "refund", String(id)])
            guard case .verified(let refunded) = await updates.next() else { throw StoreKitError.unknown }
            #expect(refunded.id == id && refunded.revocationDate != nil)
            #expect(await Transaction.currentEntitlements.reduce(into: 0) { count, _ in count += 1 } == 0)
        }

        /// Runs the built `storehelper` with `arguments`: its standard output (it must exit 0).
        static func tool(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = try Fixtures.builtExecutable()
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.standardError
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw StoreKitError.unknown }
            return String(decoding: data, as: UTF8.self)
        }

        /// No variable, an empty one, or a directory holding no store: StoreKit has no store from the environment.
        @Test func noUsableDirectoryMeansNoStore() throws {
            #expect(LocalAppStoreBackend.fromEnvironment([:]) == nil)
            #expect(LocalAppStoreBackend.fromEnvironment([LocalAppStoreBackend.stateDirectoryVariable: ""]) == nil)
            let empty = StateDirectory.temporary()
            defer { try? FileManager.default.removeItem(at: empty.url) }
            #expect(LocalAppStoreBackend.fromEnvironment([LocalAppStoreBackend.stateDirectoryVariable: empty.url.path]) == nil)
        }
    }
}
#endif
