#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import StoreStorage
import StoreStoragePostgres
import StoreStorageSQLite
import Testing

/// What handlers saw: job kinds and payloads, in order.
final class Journal: Sendable {
    private let entries = NIOLockedValueBox<[String]>([])
    func add(_ entry: String) { entries.withLockedValue { $0.append(entry) } }
    var all: [String] { entries.withLockedValue { $0 } }
    func count(_ entry: String) -> Int { all.filter { $0 == entry }.count }
}

/// The durable jobs table and its runner: unique keys, leases, backoff, dead letters, and one run per
/// job with two runners on one database.
@Suite(.timeLimit(.minutes(2))) struct JobRunnerTests {
    struct Failure: Error {}

    @Test(arguments: TestDatabase.available)
    func jobsRetryWithBackoffAndDeadLetterAndALostLeaseIsTakenOver(database: TestDatabase) async throws {
        try await database.withStorage { storage in try await Self.retriesBackoffDeadLettersAndLostLeases(on: storage) }
    }

    /// The same runner over the in-memory queue: a service's test needs no database.
    @Test func theRunnerDoesTheSameOverTheMemoryQueue() async throws {
        try await Self.retriesBackoffDeadLettersAndLostLeases(on: MemoryJobQueue())
    }

    @Test(arguments: TestDatabase.available)
    func aJobTheAppStoreAsksToWaitWaitsAndKeepsItsAttempts(database: TestDatabase) async throws {
        try await database.withStorage { storage in try await Self.rateLimitedJobsWait(on: storage) }
        try await Self.rateLimitedJobsWait(on: MemoryJobQueue())
    }

    /// A handler that meets Apple's 429 (`rate-limited`, Retry-After 60 s) twenty times, more than the attempts a job
    /// has: the job waits each Retry-After, is never dead-lettered, and runs once the App Store lets it.
    static func rateLimitedJobsWait(on storage: any JobQueue) async throws {
        let clock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        let journal = Journal()
        var options = JobOptions()
        options.maximumAttempts = 3
        let runner = JobRunner(
            storage: storage,
            handlers: [
                "limited": { job in
                    journal.add("limited:\(job.attempts)")
                    if journal.all.count <= 20 { throw AppStoreServerAPIError(.rateLimited, "429", httpStatus: 429, retryAfter: 60) }
                }
            ],
            options: options,
            clock: clock
        )
        try await storage.enqueue([JobRequest(kind: "limited", payload: "{}", runAfter: clock.now)], at: clock.now)
        for _ in 0..<20 {
            #expect(try await runner.runDue() == 1)
            #expect(try await runner.runDue() == 0, "it waits for the Retry-After")
            let queued = try await storage.jobs(state: .queued, limit: 1)
            #expect(queued.first?.attempts == 0 && queued.first?.runAfter == MillisecondDate(clock.now.addingTimeInterval(60)).wholeMilliseconds)
            clock.advance(by: .seconds(60))
        }
        #expect(try await runner.runDue() == 1)
        #expect(journal.all == Array(repeating: "limited:1", count: 21), "each claim is the first attempt again")
        #expect(try await storage.jobs(state: .done, limit: 1).count == 1)
        #expect(try await storage.jobs(state: .dead, limit: 1).isEmpty)
    }

    static func retriesBackoffDeadLettersAndLostLeases(on storage: any JobQueue) async throws {
        let clock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        let journal = Journal()
        var options = JobOptions()
        options.maximumAttempts = 3
        options.firstRetry = .seconds(10)
        let runner = JobRunner(
            storage: storage,
            handlers: [
                "ok": { job in journal.add("ok:\(job.payload)") },
                "flaky": { job in
                    journal.add("flaky:\(job.attempts)")
                    if job.attempts < 3 { throw Failure() }
                },
                "broken": { job in
                    journal.add("broken:\(job.attempts)")
                    throw Failure()
                },
                "hopeless": { _ in throw PermanentJobFailure("cannot ever work") },
            ],
            options: options,
            clock: clock
        )
        let now = clock.now
        try await storage.enqueue(
            [
                JobRequest(kind: "ok", payload: "a", uniqueKey: "one", runAfter: now),
                JobRequest(kind: "ok", payload: "b", uniqueKey: "one", runAfter: now),
                JobRequest(kind: "flaky", payload: "{}", runAfter: now),
                JobRequest(kind: "broken", payload: "{}", runAfter: now),
                JobRequest(kind: "hopeless", payload: "{}", runAfter: now),
                JobRequest(kind: "unknown", payload: "{}", runAfter: now),
                JobRequest(kind: "ok", payload: "later", runAfter: now.addingTimeInterval(60)),
            ],
            at: Date()
        )
        #expect(try await runner.runDue() == 5, "the second job with key one was never queued; the later one is not due")
        #expect(journal.count("ok:a") == 1 && journal.count("ok:b") == 0)
        #expect(try await runner.runDue() == 0, "retries wait for their backoff")
        clock.advance(by: .seconds(10))
        #expect(try await runner.runDue() == 2, "flaky and broken, 10 s after their first attempt")
        clock.advance(by: .seconds(10))
        #expect(try await runner.runDue() == 0, "the second retry waits twice as long")
        clock.advance(by: .seconds(10))
        #expect(try await runner.runDue() == 2)
        #expect(journal.all.filter { $0.hasPrefix("flaky") } == ["flaky:1", "flaky:2", "flaky:3"])
        #expect(journal.all.filter { $0.hasPrefix("broken") } == ["broken:1", "broken:2", "broken:3"])
        let dead = try await storage.jobs(state: .dead, limit: 10)
        #expect(Set(dead.map(\.kind)) == ["broken", "hopeless", "unknown"])
        #expect(dead.first { $0.kind == "hopeless" }?.attempts == 1, "a permanent failure is not retried")
        #expect(dead.first { $0.kind == "hopeless" }?.lastError == "cannot ever work")
        #expect(dead.first { $0.kind == "unknown" }?.lastError == "no handler for jobs of kind unknown")
        #expect(try await storage.jobs(state: .done, limit: 10).map(\.kind).sorted() == ["flaky", "ok"])

        // A worker that claimed a job and died holds it until its lease runs out; then another runs it.
        clock.advance(by: .seconds(30))
        let lost = try #require(
            try await storage.claimJob(owner: "dead-worker", now: clock.now, leaseUntil: clock.now.addingTimeInterval(300))
        )
        #expect(lost.kind == "ok")
        #expect(try await runner.runDue() == 0)
        clock.advance(by: .seconds(301))
        #expect(try await runner.runDue() == 1)
        #expect(journal.count("ok:later") == 1)
        try await storage.finishJob(lost.id, owner: "dead-worker", now: clock.now)
        #expect(try await storage.jobs(state: .done, limit: 10).first { $0.id == lost.id }?.attempts == 2, "the late finish is ignored")
    }

    @Test(arguments: TestDatabase.available)
    func twoRunnersOnTwoConnectionsToOneDatabaseRunEachJobOnce(database: TestDatabase) async throws {
        try await database.withStorage { first in
            let second = SQLServerStorage(backend: try await TestDatabase.openAgain(first.backend))
            let journal = Journal()
            let handler: JobRunner.Handler = { job in
                journal.add(job.payload)
                try await Task.sleep(for: .milliseconds(2))
            }
            try await first.enqueue((0..<60).map { JobRequest(kind: "work", payload: "job-\($0)", runAfter: Date()) }, at: Date())
            let a = JobRunner(storage: first, handlers: ["work": handler])
            let b = JobRunner(storage: second, handlers: ["work": handler])
            async let ranA = a.runDue()
            async let ranB = b.runDue()
            let (countA, countB) = try await (ranA, ranB)
            await second.shutdown()
            #expect(countA + countB == 60)
            #expect(journal.all.count == 60 && Set(journal.all).count == 60, "every job ran exactly once")
            #expect(try await first.jobs(state: .done, limit: 100).count == 60)
        }
    }

    @Test(arguments: TestDatabase.available)
    func shutdownCancelsTheJobInHandAndReturnsItsLease(database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let journal = Journal()
            let runner = JobRunner(
                storage: storage,
                handlers: [
                    "slow": { _ in
                        journal.add("started")
                        // A call to a store that never answers: only cancellation ends it early.
                        do { try await Task.sleep(for: .seconds(30)) } catch {
                            journal.add("cancelled")
                            throw error
                        }
                        journal.add("finished")
                    }
                ]
            )
            try await storage.enqueue([JobRequest(kind: "slow", payload: "{}", runAfter: Date())], at: Date())
            let group = ServiceGroup(services: [runner], logger: Logger(label: "test"))
            try await withThrowingTaskGroup(of: Void.self) { tasks in
                tasks.addTask { try await group.run() }
                while journal.count("started") == 0 { try await Task.sleep(for: .milliseconds(20)) }
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
            }
            #expect(journal.all == ["started", "cancelled"])
            let queued = try await storage.jobs(state: .queued, limit: 10)
            #expect(queued.count == 1, "the interrupted job waits to run again")
            #expect(
                queued.first.map { $0.runAfter <= Int64(Date().timeIntervalSince1970 * 1000) } == true,
                "its lease returned: it can be claimed at once"
            )
        }
    }

    @Test func theRetryDelayDoublesUpToTheLongest() {
        var options = JobOptions()
        options.firstRetry = .seconds(2)
        options.longestRetry = .seconds(60)
        #expect((1...7).map { options.retryDelay(after: $0) } == [2, 4, 8, 16, 32, 60, 60].map { .seconds($0) })
    }
}
#endif
