#if Server
import AppStoreModels
import Foundation
import NIOConcurrencyHelpers
import StoreHelperFixtures
import StoreHelperTesting
import Testing

@testable import StoreStorage

/// Batch sizes seen by a write.
final class Batches: Sendable {
    private let sizes = NIOLockedValueBox<[Int]>([])
    func record(_ size: Int) { sizes.withLockedValue { $0.append(size) } }
    var largest: Int { sizes.withLockedValue { $0.max() ?? 0 } }
}

/// Notifications arriving together are stored in one batch; each caller still gets its own answer, and
/// the batch keeps every rule a single write keeps.
@Suite struct BatchedWritesTests {
    @Test(arguments: TestDatabase.available)
    func concurrentNotificationsAreEachStoredOnceWithTheLatestTransaction(database: TestDatabase) async throws {
        try await database.withStorage { storage in
            try await storage.storeTransactions([transaction("100")], renewalInfos: [], appUserId: "alice", at: Date())
            // 120 notifications at once: 40 UUIDs, each delivered three times; all carry transaction 101,
            // signed at 40 different instants. Every UUID is stored once, and 101 is the one signed last.
            let outcomes = try await withThrowingTaskGroup(of: (String, Bool).self) { group in
                for delivery in 0..<120 {
                    let uuid = "n-\(delivery % 40)"
                    let record = notification(uuid, carrying: transaction("101", original: "100", signed: 2_000 + Int64(delivery % 40)))
                    group.addTask { (uuid, try await storage.storeNotification(record)) }
                }
                return try await group.reduce(into: [:]) { stored, outcome in stored[outcome.0, default: 0] += outcome.1 ? 1 : 0 }
            }
            #expect(outcomes.count == 40)
            #expect(outcomes.values.allSatisfy { $0 == 1 }, "each UUID answered stored exactly once: \(outcomes)")
            #expect(try await storage.notificationCount() == 40)
            #expect(try await storage.customer("alice").transactions.map(\.jws) == ["jws-100-1000", "jws-101-2039"])
        }
    }

    @Test func aBadItemInABatchFailsOnlyItsOwnCaller() async throws {
        // The write refuses any batch holding a negative number, as a database refuses a bad row: the
        // batch fails whole, then each item is written on its own.
        let batches = Batches()
        let batcher = Batcher<Int, Int>(maximumBatch: 16) { items in
            batches.record(items.count)
            try await Task.sleep(for: .milliseconds(2))
            if items.contains(where: { $0 < 0 }) { throw StorageError(.queryFailed, "refused") }
            return items.map { $0 * 10 }
        }
        let results = await withTaskGroup(of: (Int, Int?).self) { group in
            for item in [-1] + Array(1...40) {
                group.addTask { (item, try? await batcher.submit(item)) }
            }
            return await group.reduce(into: [Int: Int?]()) { $0[$1.0] = $1.1 }
        }
        #expect(results[-1] == .some(nil), "the bad item fails")
        for item in 1...40 { #expect(results[item] == .some(item * 10), "item \(item) gets its own answer") }
        #expect(batches.largest > 1, "items waiting together went in one batch")
    }

    @Test(arguments: [1, 2])
    func noMoreBatchesRunAtOnceThanAllowed(batchesAtOnce: Int) async throws {
        // Each batch records how many run with it. With two allowed, the first waits for a second to start beside it
        // (up to 60 s, for a loaded machine: the wait ends as soon as one does); with one, a second never may.
        let running = NIOLockedValueBox((now: 0, most: 0))
        let batcher = Batcher<Int, Int>(maximumBatch: 4, batchesAtOnce: batchesAtOnce) { items in
            running.withLockedValue {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            defer { running.withLockedValue { $0.now -= 1 } }
            let deadline = ContinuousClock.now + .seconds(60)
            repeat {
                try await Task.sleep(for: .milliseconds(2))
            } while batchesAtOnce > 1
                && running.withLockedValue({ $0.most }) < batchesAtOnce && ContinuousClock.now < deadline
            return items
        }
        let answers = try await withThrowingTaskGroup(of: Int.self) { group in
            for item in 1...40 { group.addTask { try await batcher.submit(item) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.sorted() == Array(1...40), "every item answered once")
        #expect(running.withLockedValue { $0.most } == batchesAtOnce)
    }

    @Test(arguments: TestDatabase.available)
    func aUsersRevisionMovesWithEveryChangeToWhatTheyOwn(database: TestDatabase) async throws {
        try await database.withStorage { storage in
            #expect(try await storage.customerRevision("alice") == nil, "never seen")
            let token = UUID()
            let claim = PurchaseClaim(appUserId: "alice", policy: .transfer, vouchedTokens: [token])
            try await storage.storeTransactions([transaction("100", token: token)], renewalInfos: [], claim: claim, at: Date(), enqueuing: [])
            try await storage.storeTransactions([transaction("200")], renewalInfos: [], appUserId: "bob", at: Date())
            let alice = try #require(try await storage.customerRevision("alice"))
            let bob = try #require(try await storage.customerRevision("bob"))

            // A renewal of alice's subscription, by notification: alice moves, bob does not.
            _ = try await storage.storeNotification(notification("n-1", carrying: transaction("101", original: "100", signed: 2_000)))
            let afterRenewal = try #require(try await storage.customerRevision("alice"))
            #expect(afterRenewal > alice)
            #expect(try await storage.customerRevision("bob") == bob)

            // A new chain that only carries alice's app account token still reaches her.
            _ = try await storage.storeNotification(notification("n-2", carrying: transaction("300", token: token)))
            let afterToken = try #require(try await storage.customerRevision("alice"))
            #expect(afterToken > afterRenewal)
            #expect(try await storage.customerRevision("bob") == bob)

            // A renewal info alone, and a consumption, move their owner too.
            var renewal = JWSRenewalInfoDecodedPayload()
            renewal.originalTransactionId = "200"
            renewal.signedDate = MillisecondDate(milliseconds: 4_000)
            try await storage.storeTransactions([], renewalInfos: [SignedRenewalInfo(payload: renewal, jws: "r")], appUserId: nil, at: Date())
            let afterRenewalInfo = try #require(try await storage.customerRevision("bob"))
            #expect(afterRenewalInfo > bob)
            _ = try await storage.consume(
                Consumption(requestId: "c-1", appUserId: "bob", productId: "coins", quantity: 1, date: Date()),
                from: [ConsumablePurchase(transactionId: "200", units: 5)]
            )
            #expect(try #require(try await storage.customerRevision("bob")) > afterRenewalInfo)
            #expect(try await storage.customerRevision("alice") == afterToken)
        }
    }

    @Test(arguments: TestDatabase.available)
    func revisionsAskedForTogetherAreEachTheirUsersAndSeeEveryEarlierCommit(database: TestDatabase) async throws {
        try await database.withStorage { storage in
            for user in 0..<20 {
                try await storage.storeTransactions([transaction("t\(user)")], renewalInfos: [], appUserId: "u\(user)", at: Date())
            }
            var expected: [String: Int64] = [:]
            for user in 0..<20 {
                let revision = try #require(try await storage.customerRevision("u\(user)"))
                expected["u\(user)"] = revision
            }
            // 200 reads at once, each user asked for ten times and a stranger in between: each caller gets
            // its own user's revision; the stranger gets nil.
            let answers = try await withThrowingTaskGroup(of: (String, Int64?).self) { group in
                for read in 0..<200 {
                    let user = read % 21 == 20 ? "stranger" : "u\(read % 20)"
                    group.addTask { (user, try await storage.customerRevision(user)) }
                }
                return try await group.reduce(into: [(String, Int64?)]()) { $0.append($1) }
            }
            #expect(answers.count == 200)
            for (user, revision) in answers { #expect(revision == expected[user], "\(user)") }
            // A change committed before a read is asked for is always seen, however reads are batched.
            for round in 0..<5 {
                try await storage.storeTransactions([transaction("more-\(round)")], renewalInfos: [], appUserId: "u3", at: Date())
                let seen = try #require(try await storage.customerRevision("u3"))
                #expect(seen > expected["u3"]!, "round \(round)")
                expected["u3"] = seen
            }
        }
    }
}
#endif
