#if Server
import AppStoreModels
import Foundation
import StoreHelperTesting
import StoreStorage
import Testing

/// The in-memory twins keep the SQL stores' rules: the same assertions run on memory, on SQLite and (where a
/// server is given) on PostgreSQL, so a service tested over memory behaves as it will over a database.
@Suite struct ConcernStoreTests {
    typealias Concerns = (jobs: any JobQueue, cursors: any CursorStore, sessions: any SessionStore)

    /// The three concerns of one storage of `backing` (on memory, the twins `MemoryServerStorage` is made of).
    static func with(_ backing: StorageBacking, _ body: (Concerns) async throws -> Void) async throws {
        try await backing.withStorage { storage in try await body((storage, storage, storage)) }
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: StorageBacking.available)
    func oneQueuedJobPerKeyTheDueOneFirstAndNewestFirstInTheList(backing: StorageBacking) async throws {
        try await Self.with(backing) { stores in
            let jobs = stores.jobs
            try await jobs.enqueue([JobRequest(kind: "a", payload: "1", uniqueKey: "k", runAfter: Self.now)], at: Self.now)
            try await jobs.enqueue(
                [
                    JobRequest(kind: "a", payload: "2", uniqueKey: "k", runAfter: Self.now),
                    JobRequest(kind: "b", payload: "3", runAfter: Self.now.addingTimeInterval(-5)),
                ],
                at: Self.now.addingTimeInterval(1)
            )
            #expect(try await jobs.jobs(state: .queued, limit: 10).map(\.payload) == ["3", "1"], "newest first; key k queued once")
            let first = try #require(try await jobs.claimJob(owner: "w", now: Self.now, leaseUntil: Self.now.addingTimeInterval(60)))
            #expect(first.payload == "3" && first.attempts == 1, "the one due soonest")
            let second = try #require(try await jobs.claimJob(owner: "v", now: Self.now, leaseUntil: Self.now.addingTimeInterval(60)))
            #expect(second.payload == "1")
            #expect(try await jobs.claimJob(owner: "u", now: Self.now, leaseUntil: Self.now.addingTimeInterval(60)) == nil, "both leased")
            try await jobs.finishJob(first.id, owner: "someone-else", now: Self.now)
            #expect(try await jobs.jobs(state: .done, limit: 10).isEmpty, "only the holder finishes a job")
            try await jobs.finishJob(first.id, owner: "w", now: Self.now)
            try await jobs.failJob(second.id, owner: "v", error: "no", retryAt: nil, now: Self.now)
            #expect(try await jobs.jobs(state: .done, limit: 10).map(\.payload) == ["3"])
            let dead = try await jobs.jobs(state: .dead, limit: 10)
            #expect(dead.map(\.payload) == ["1"] && dead.first?.lastError == "no")
            try await jobs.enqueue([JobRequest(kind: "a", payload: "4", uniqueKey: "k", runAfter: Self.now)], at: Self.now)
            #expect(try await jobs.jobs(state: .queued, limit: 10).map(\.payload) == ["4"], "the key is free once its job left the queue")
        }
    }

    @Test(arguments: StorageBacking.available)
    func aCursorKeepsItsLastValue(backing: StorageBacking) async throws {
        try await Self.with(backing) { stores in
            #expect(try await stores.cursors.cursor("catch-up") == nil)
            try await stores.cursors.setCursor("catch-up", to: "1", now: Self.now)
            try await stores.cursors.setCursor("catch-up", to: "2", now: Self.now)
            #expect(try await stores.cursors.cursor("catch-up") == "2")
            #expect(try await stores.cursors.cursor("other") == nil)
        }
    }

    @Test(arguments: StorageBacking.available)
    func aRevokedSessionStaysRevokedUntilItWouldHaveExpired(backing: StorageBacking) async throws {
        try await Self.with(backing) { stores in
            try await stores.sessions.revokeSession("old", until: Self.now.addingTimeInterval(10), now: Self.now)
            try await stores.sessions.revokeSession("new", until: Self.now.addingTimeInterval(3_600), now: Self.now)
            #expect(try await stores.sessions.isSessionRevoked("old"))
            #expect(try await stores.sessions.isSessionRevoked("new"))
            #expect(try await stores.sessions.isSessionRevoked("never") == false)
            try await stores.sessions.revokeSession("later", until: Self.now.addingTimeInterval(7_200), now: Self.now.addingTimeInterval(60))
            #expect(try await stores.sessions.isSessionRevoked("old") == false, "forgotten once expired")
            #expect(try await stores.sessions.isSessionRevoked("new"))
            #expect(try await stores.sessions.isSessionRevoked("later"))
        }
    }
}

/// The retention decisions on memory and SQL alike: each request once, found by its purchase, oldest first.
@Suite struct RetentionStoreTests {
    static func decision(_ id: String, original: String, at seconds: TimeInterval, rule: String? = "stay") -> RetentionDecision {
        RetentionDecision(
            requestIdentifier: id,
            originalTransactionId: original,
            productId: "gold",
            userLocale: "en-US",
            environment: "Sandbox",
            appUserId: "user",
            decidedDate: ConcernStoreTests.now.addingTimeInterval(seconds),
            rule: rule,
            answer: "message",
            messageIdentifier: "m",
            latencyMicroseconds: 120
        )
    }

    @Test(arguments: StorageBacking.available)
    func eachDecisionIsKeptOnceAndFoundByItsPurchase(backing: StorageBacking) async throws {
        try await backing.withStorage { (store: any ServerStorage) async throws in
            let later = Self.decision("r2", original: "100", at: 20)
            let earlier = Self.decision("r1", original: "100", at: 10)
            #expect(try await store.recordRetentionDecision(later))
            #expect(try await store.recordRetentionDecision(earlier))
            #expect(try await store.recordRetentionDecision(Self.decision("r1", original: "100", at: 30, rule: "other")) == false)
            #expect(try await store.recordRetentionDecision(Self.decision("r3", original: "200", at: 5)))
            #expect(try await store.retentionDecisions(about: ["100"]) == [earlier, later])
            #expect(try await store.retentionDecisions(about: ["200", "100"]).map(\.requestIdentifier) == ["r3", "r1", "r2"])
            #expect(try await store.retentionDecisions(about: []).isEmpty)
        }
    }
}

/// The notification store's rules on memory and SQL alike.
@Suite struct NotificationStoreTests {
    @Test(arguments: StorageBacking.available)
    func eachNotificationIsKeptOnceNewestFirstAndFoundByItsPurchase(backing: StorageBacking) async throws {
        try await backing.withStorage { store in
            let first = notification("n1", carrying: transaction("100"))
            var second = notification("n2", carrying: transaction("200"))
            second.receivedDate = first.receivedDate.addingTimeInterval(1.0004)
            #expect(try await store.storeNotification(first))
            #expect(try await store.storeNotification(second))
            #expect(try await store.storeNotification(first) == false, "a retry of the same UUID changes nothing")
            #expect(try await store.notificationCount() == 2)
            let newest = try await store.notifications(limit: 10)
            #expect(newest.map(\.notificationUUID) == ["n2", "n1"])
            #expect(newest.first?.receivedDate == Date(timeIntervalSince1970: 7), "kept to the millisecond")
            #expect(
                newest.allSatisfy { $0.transaction == nil && $0.payload.data?.signedTransactionInfo == nil },
                "read back without the nested token"
            )
            #expect(newest.allSatisfy { $0.signedPayload.hasPrefix("signed-") })
            #expect(try await store.notifications(about: ["200"]).map(\.notificationUUID) == ["n2"])
            #expect(try await store.notifications(about: ["100", "200"]).map(\.notificationUUID) == ["n1", "n2"], "oldest first")
            #expect(try await store.notifications(limit: 1).map(\.notificationUUID) == ["n2"])
        }
    }
}
#endif
