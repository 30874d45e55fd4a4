#if Server
import Foundation
import SQLKit
import StoreHelperFixtures
import StoreHelperTesting
import Testing

@testable import StoreStorage

/// On PostgreSQL, users' revisions are read on a connection kept outside the pool; losing it costs no answer.
@Suite struct PostgresReadConnectionTests {
    @Test(.enabled(if: TestDatabase.available.contains(.postgres)))
    func aRevisionReadOutlivesItsConnectionBeingKilled() async throws {
        try await TestDatabase.postgres.withStorage { storage in
            try await storage.storeTransactions([transaction("1")], renewalInfos: [], appUserId: "alice", at: Date())
            let before = try #require(try await storage.customerRevision("alice"))
            // The server ends every other session of this database: the read connection among them.
            let ended = try await storage.backend.read { db in
                try await db.raw(
                    """
                    SELECT COUNT(pg_terminate_backend(pid)) AS ended FROM pg_stat_activity
                    WHERE datname = current_database() AND pid <> pg_backend_pid()
                    """
                ).first()?.decode(column: "ended", as: Int.self) ?? 0
            }
            #expect(ended >= 1, "the read connection was open and is ended")
            #expect(try await storage.customerRevision("alice") == before, "read again on a new connection")
            try await storage.storeTransactions([transaction("2")], renewalInfos: [], appUserId: "alice", at: Date())
            #expect(try #require(try await storage.customerRevision("alice")) > before, "and it sees later commits")
            #expect(try await storage.customerRevision("stranger") == nil)
        }
    }
}
#endif
