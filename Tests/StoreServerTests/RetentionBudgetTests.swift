#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import Logging
import StoreHelperFixtures
import StoreHelperTesting
import StoreStorage
import Testing

@testable import StoreServer

/// The latency budget: a decision that takes longer is answered with no choice (the App Store then shows its
/// default message), and the decision is recorded as over the budget.
@Suite struct RetentionBudgetTests {
    @Test func aSlowLookUpIsAnsweredWithNoChoiceWithinTheBudget() async throws {
        let message = UUID().uuidString
        var store = try Florist.store()
        try store.set("environment", to: "Sandbox")
        try store.set("appAppleId", to: "1234567890")
        try store.buy(Florist.gold)
        let prepared = try store.retentionMessaging.prepareCancelFlow(product: Florist.gold, locale: "en-US")
        var serverSettings = try settings(trusting: [store], environments: ["Sandbox"])
        serverSettings.retention = try RetentionRulesTests.retentionRules(
            RetentionConfiguration(latencyBudgetMilliseconds: 50, rules: [.init(name: "stay", message: message)])
        )
        let sources = try TrustedSources(
            bundleId: Florist.bundleId,
            appAppleId: nil,
            environments: [.sandbox],
            extraRoots: serverSettings.extraRoots,
            clock: MockClock(Florist.start),
            logger: Logger(label: "test")
        )
        // Real time is the test's: the budget and the look-up wait on it, and only the test moves it.
        let wallClock = MockClock(Date(timeIntervalSince1970: 1_800_000_000))
        let storage = SlowLookUps(delay: .seconds(120), clock: wallClock)
        let service = RetentionService(
            sources: sources,
            storage: storage,
            rules: serverSettings.retention,
            signatures: nil,
            clock: MockClock(Florist.start),
            wallClock: wallClock,
            metrics: ServerMetrics(),
            logger: Logger(label: "test")
        )
        let body = try JSONDecoder().decode(RealtimeRequestBody.self, from: Data(prepared.body))
        let answering = Task { try await service.answer(body) }
        await wallClock.sleepers(atLeast: 2)  // the budget and the look-up
        wallClock.advance(by: .milliseconds(49))
        #expect(wallClock.sleeping == 2, "nothing is answered before the budget ends")
        wallClock.advance(by: .milliseconds(1))
        let answer = try await answering.value
        #expect(answer == RealtimeResponseBody())
        var recorded = try await storage.retentionDecisions(about: [prepared.originalTransactionId])
        for _ in 0..<3_000 where recorded.isEmpty {  // recorded without holding up the answer
            try await Task.sleep(for: .milliseconds(10))
            recorded = try await storage.retentionDecisions(about: [prepared.originalTransactionId])
        }
        let decision = try #require(recorded.first)
        #expect(decision.rule == "(over the latency budget)" && decision.answer == "none" && decision.latencyMicroseconds == 50_000)
        wallClock.advance(by: .seconds(120))  // the look-up nobody waits for ends

        storage.delay = .zero
        let quick = try await service.answer(
            JSONDecoder().decode(RealtimeRequestBody.self, from: Data(try store.retentionMessaging.prepareCancelFlow(product: Florist.gold).body))
        )
        #expect(quick.message?.messageIdentifier == message.lowercased())
    }
}

/// The storage a retention decision reads, looking up owners slowly.
final class SlowLookUps: PurchaseStore, NotificationStore, RetentionStore, @unchecked Sendable {
    private let memory = MemoryServerStorage()
    var delay: Duration
    let clock: any ServiceClock

    init(delay: Duration, clock: any ServiceClock) {
        self.delay = delay
        self.clock = clock
    }

    func appUserId(owning originalTransactionId: String) async throws(StorageError) -> String? {
        if delay > .zero { try? await clock.sleep(for: delay) }
        return try await memory.appUserId(owning: originalTransactionId)
    }

    func storeTransactions(
        _ transactions: [SignedTransaction],
        renewalInfos: [SignedRenewalInfo],
        claim: PurchaseClaim?,
        at now: Date,
        enqueuing jobs: [JobRequest]
    )
        async throws(StorageError)
    { try await memory.storeTransactions(transactions, renewalInfos: renewalInfos, claim: claim, at: now, enqueuing: jobs) }
    func customer(_ appUserId: String) async throws(StorageError) -> CustomerRecords { try await memory.customer(appUserId) }
    func customerRevision(_ appUserId: String) async throws(StorageError) -> Int64? { try await memory.customerRevision(appUserId) }
    func everything(
        environment: String?
    ) async throws(StorageError) -> (
        transactions: [JWSTransactionDecodedPayload], renewalInfos: [JWSRenewalInfoDecodedPayload]
    ) { try await memory.everything(environment: environment) }
    func userExists(_ appUserId: String) async throws(StorageError) -> Bool { try await memory.userExists(appUserId) }
    func ownershipChanges(of appUserId: String) async throws(StorageError) -> [OwnershipChange] { try await memory.ownershipChanges(of: appUserId) }
    func originalTransactionId(of transactionId: String) async throws(StorageError) -> String? {
        try await memory.originalTransactionId(of: transactionId)
    }
    func userIds(after: String?, limit: Int) async throws(StorageError) -> [String] { try await memory.userIds(after: after, limit: limit) }
    func storeNotification(_ notification: NotificationRecord, enqueuing jobs: [JobRequest]) async throws(StorageError) -> Bool {
        try await memory.storeNotification(notification, enqueuing: jobs)
    }
    func notifications(limit: Int) async throws(StorageError) -> [NotificationRecord] { try await memory.notifications(limit: limit) }
    func notifications(about originalTransactionIds: [String]) async throws(StorageError) -> [NotificationRecord] {
        try await memory.notifications(about: originalTransactionIds)
    }
    func notificationCount() async throws(StorageError) -> Int { try await memory.notificationCount() }
    func recordRetentionDecision(_ decision: RetentionDecision) async throws(StorageError) -> Bool {
        try await memory.recordRetentionDecision(decision)
    }
    func retentionDecisions(about originalTransactionIds: [String]) async throws(StorageError) -> [RetentionDecision] {
        try await memory.retentionDecisions(about: originalTransactionIds)
    }
}
#endif
