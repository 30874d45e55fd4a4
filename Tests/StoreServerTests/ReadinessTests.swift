#if Server
import AppStoreModels
import Foundation
import Hummingbird
import HummingbirdTesting
import SQLKit
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import Testing

/// `/readyz` says not ready, in its own words only, when the database can take no write.
@Suite struct ReadinessTests {
    @Test func readyzIsFalseWhenTheDatabaseCannotTakeAWrite() async throws {
        let backend = try await SQLiteBackend.temporary()
        let storage = SQLServerStorage(backend: backend)
        try await storage.migrate()
        let server = StoreServer(settings: try settings(trusting: []), storage: storage, clock: MockClock(Florist.start))
        try await Application(router: try server.router()).test(.router) { client in
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
            // The writer refuses every change from now on, as a full disk does; reads still work.
            try await backend.transaction { db in try await db.raw("PRAGMA query_only = 1").run() }
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
            let readyz = try await client.execute(uri: "/readyz", method: .get)
            #expect(readyz.status == .serviceUnavailable)
            #expect(readyz.headers[.retryAfter] == "5")
            #expect(!String(buffer: readyz.body).contains("readonly"), "the database's words stay in the log")
        }
        await storage.shutdown()
    }

    /// N15 of the second outside attack: with its disk full, `/readyz` said ready: SQLite wrote its one small row
    /// into pages it held free. Below the free space a write may need, the server is not ready, saying so.
    @Test func readyzIsFalseWhenTheDatabasesDiskIsShortOfSpace() async throws {
        let backend = try await SQLiteBackend.temporary(minimumFreeBytes: Int64.max)
        let storage = SQLServerStorage(backend: backend)
        try await storage.migrate()
        #expect(await storage.readinessProblem()?.contains("MiB free") == true)
        let server = StoreServer(settings: try settings(trusting: []), storage: storage, clock: MockClock(Florist.start))
        try await Application(router: try server.router()).test(.router) { client in
            let readyz = try await client.execute(uri: "/readyz", method: .get)
            #expect(readyz.status == .serviceUnavailable && errorKind(readyz) == "storage-failure")
            #expect(!String(buffer: readyz.body).contains("MiB"), "how much is free stays in the log")
        }
        await storage.shutdown()
        let roomy = try await SQLiteBackend.temporary(minimumFreeBytes: 1)
        #expect(await roomy.readinessProblem() == nil)
        await roomy.shutdown()
    }
}
#endif
