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

/// The database goes away: requests are refused with 503 and `Retry-After` (never a hang, never the
/// database's own words), `/readyz` says not ready when no write can be stored, and the server uses the
/// database again as soon as it is back.
@Suite(.tags(.wallClock)) struct DatabaseOutageTests {
    @Test(.enabled(if: TestDatabase.available.contains(.postgres), "needs PostgreSQL"))
    func anOutageIsRefusedWithRetryAfterAndTheServerRecoversWithANewPool() async throws {
        try await TestDatabase.withPostgresBehindRelay { storage, relay, backend in
            let server = StoreServer(settings: try settings(trusting: []), storage: storage, clock: MockClock(Florist.start))
            try await Application(router: try server.router()).test(.router) { client in
                #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)

                relay.cut()
                for uri in ["/readyz", "/v1/subscribers/alice"] {
                    let refused = try await client.execute(uri: uri, method: .get, headers: .app)
                    #expect(refused.status == .serviceUnavailable, "\(uri)")
                    #expect(refused.headers[.retryAfter] == "5", "\(uri)")
                    #expect(errorKind(refused) == "storage-failure", "\(uri)")
                    let body = String(buffer: refused.body)
                    #expect(!body.contains("PSQL") && !body.contains("Connection") && !body.contains("127.0.0.1"), "\(body)")
                }
                #expect(backend.poolReplacements == 0, "the pool is replaced only once the database answers again")

                try relay.restore()
                var ready = false
                for _ in 0..<100 where !ready {
                    ready = try await client.execute(uri: "/readyz", method: .get).status == .ok
                    if !ready { try await Task.sleep(for: .milliseconds(200)) }
                }
                #expect(ready)
                // The probe tries once a second; the database was away, so its pool is replaced when it answers.
                for _ in 0..<300 where backend.poolReplacements == 0 { try await Task.sleep(for: .milliseconds(100)) }
                #expect(backend.poolReplacements == 1, "the database was away: a new pool took over when it came back")
                #expect(try await client.execute(uri: "/v1/subscribers/alice", method: .get, headers: .app).status == .ok)
            }
        }
    }
}
#endif
