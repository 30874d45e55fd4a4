import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// The florist shop on a local App Store, driven through StoreHelper's public API.
@MainActor
struct Shop {
    static func configuration() throws -> ProductConfiguration {
        try ProductConfiguration(contentsOf: Florist.productsPlistURL)
    }

    static func temporaryLedger() -> URL {
        TemporaryFiles.url("ledger", suffix: ".json")
    }

    let helper: StoreHelper
    let device: LocalStore

    /// A started helper over `store` (or over `device` when given), its ledger in `ledger`.
    init(
        _ store: LocalAppStore? = nil,
        device: LocalStore? = nil,
        ledger: URL = Shop.temporaryLedger(),
        verifier: SignedDataVerifier? = nil,
        wrap: ((LocalStore) -> any Store)? = nil
    ) async throws {
        let device = try device ?? LocalStore(store: try store ?? Florist.store())
        self.device = device
        helper = StoreHelper(
            configuration: try Shop.configuration(),
            store: wrap?(device) ?? device,
            verifier: verifier ?? device.verifier,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: ledger))
        )
        await helper.start()
    }

    func product(_ id: String) throws -> StoreProduct { try #require(helper.product(id)) }

    /// The wording the tests read: English, dates as `Apr 2, 2026`, days in UTC (the local store's clock).
    static let text = StatusFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)

    /// The sentences for the customer's subscription in `group`, at the store's time; nil when never subscribed.
    func subscriptionText(_ group: String) async throws -> [String]? {
        try await helper.subscriptionInfo(for: group).map { Shop.text.text(for: $0) }
    }

    /// The sentences for the customer's purchase of `productId`, joined, at the store's time; nil when never bought.
    func purchaseText(_ productId: String) async throws -> String? {
        try await helper.purchaseInfo(for: productId).map { Shop.text.text(for: $0).joined(separator: " ") }
    }

    /// The store's latest transaction for a product, verified.
    func latest(_ productId: String) async throws -> JWSTransactionDecodedPayload? {
        guard let jws = try await device.latestTransaction(for: productId) else { return nil }
        return try await device.verifier.verifyTransaction(jws.compact)
    }

    /// Every transaction of the customer, verified.
    func transactions() async throws -> [JWSTransactionDecodedPayload] {
        var result: [JWSTransactionDecodedPayload] = []
        for jws in try await device.allTransactions() { result.append(try await device.verifier.verifyTransaction(jws.compact)) }
        return result
    }

    /// Runs session controls on the store (approve, refund, advance…).
    func session(_ body: @Sendable (inout LocalAppStore) throws -> Void) async throws {
        try await device.session(body)
    }

    /// Waits until `condition` holds, re-checking after each change of the helper (fails after 10 s).
    func eventually(_ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: @MainActor () async -> Bool) async {
        if await !helper.wait(until: condition) { Issue.record("never happened: \(what)", sourceLocation: sourceLocation) }
    }
}

/// Forwards to the local store; a test can tamper with every transaction it hands over (purchase
/// results, queries and updates) and slip extra updates into the listener's stream.
struct WrappedStore: ForwardingStore {
    final class Injector: Sendable {
        let stream: AsyncStream<StoreUpdate>
        private let continuation: AsyncStream<StoreUpdate>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream(of: StoreUpdate.self) }
        func send(_ update: StoreUpdate) { continuation.yield(update) }
    }

    let base: LocalStore
    let tamper: @Sendable (String) -> String
    let updates: AsyncStream<StoreUpdate>

    init(base: LocalStore, tamper: (@Sendable (String) -> String)? = nil, injector: Injector = Injector()) {
        self.base = base
        let tamper = tamper ?? { $0 }
        self.tamper = tamper
        updates = AsyncStream { continuation in
            let tasks = [base.updates, injector.stream].map { source in
                Task {
                    for await update in source {
                        if case .transaction(let jws) = update {
                            continuation.yield(.transaction(jws: SignedJWS(tamper(jws.compact))))
                        } else {
                            continuation.yield(update)
                        }
                    }
                }
            }
            continuation.onTermination = { _ in for task in tasks { task.cancel() } }
        }
    }

    func purchase(_ productId: String, options: PurchaseOptions) async throws(StoreFailure) -> PurchaseResult<SignedJWS> {
        let result = try await base.purchase(productId, options: options)
        guard case .purchased(let jws) = result else { return result }
        return .purchased(tampered(jws))
    }

    func allTransactions() async throws(StoreFailure) -> [SignedJWS] { try await base.allTransactions().map(tampered) }
    func unfinishedTransactions() async throws(StoreFailure) -> [SignedJWS] { try await base.unfinishedTransactions().map(tampered) }
    func latestTransaction(for productId: String) async throws(StoreFailure) -> SignedJWS? {
        try await base.latestTransaction(for: productId).map(tampered)
    }

    private func tampered(_ jws: SignedJWS) -> SignedJWS { SignedJWS(tamper(jws.compact)) }
}

/// Holds every purchase until ``open()``: a test can act while a purchase call is suspended.
struct GatedStore: ForwardingStore {
    /// Purchases wait here until it opens; a cancelled wait ends at once, so a regression fails the
    /// suite's time limit instead of hanging.
    actor Gate {
        private var isOpen = false
        private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        private var nextId = 0

        func wait() async {
            if isOpen { return }
            let id = nextId
            nextId += 1
            await withTaskCancellationHandler {
                await withCheckedContinuation {
                    waiting[id] = $0
                    notifyWatchers()
                }
            } onCancel: {
                Task { await self.release(id) }
            }
        }

        private func release(_ id: Int) { waiting.removeValue(forKey: id)?.resume() }

        private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        /// Returns once `count` purchases wait at the gate.
        func untilWaiting(_ count: Int) async {
            if waiting.count >= count { return }
            await withCheckedContinuation { watchers.append((count, $0)) }
        }

        private func notifyWatchers() {
            let ready = watchers.filter { waiting.count >= $0.count }
            watchers.removeAll { waiting.count >= $0.count }
            for watcher in ready { watcher.continuation.resume() }
        }

        func open() {
            isOpen = true
            for continuation in waiting.values { continuation.resume() }
            waiting = [:]
        }

        func close() { isOpen = false }

        var waiters: Int { waiting.count }
    }

    let base: LocalStore
    let gate = Gate()
    var updates: AsyncStream<StoreUpdate> { base.updates }

    func purchase(_ productId: String, options: PurchaseOptions) async throws(StoreFailure) -> PurchaseResult<SignedJWS> {
        await gate.wait()
        return try await base.purchase(productId, options: options)
    }

}

/// A test store that forwards every call to a local store, except the ones it declares itself.
protocol ForwardingStore: Store {
    var base: LocalStore { get }
}

extension ForwardingStore {
    func startUpdates() async throws(StoreFailure) { try await base.startUpdates() }
    func products(for ids: [String]) async throws(StoreFailure) -> [StoreProduct] { try await base.products(for: ids) }
    func purchase(_ productId: String, options: PurchaseOptions) async throws(StoreFailure) -> PurchaseResult<SignedJWS> {
        try await base.purchase(productId, options: options)
    }
    func allTransactions() async throws(StoreFailure) -> [SignedJWS] { try await base.allTransactions() }
    func unfinishedTransactions() async throws(StoreFailure) -> [SignedJWS] { try await base.unfinishedTransactions() }
    func latestTransaction(for productId: String) async throws(StoreFailure) -> SignedJWS? { try await base.latestTransaction(for: productId) }
    func finish(_ transactionId: String) async throws(StoreFailure) { try await base.finish(transactionId) }
    func subscriptionStatuses(groupId: String) async throws(StoreFailure) -> [SignedSubscriptionStatus] {
        try await base.subscriptionStatuses(groupId: groupId)
    }
    func isEligibleForIntroOffer(groupId: String) async throws(StoreFailure) -> Bool { try await base.isEligibleForIntroOffer(groupId: groupId) }
    func appTransaction() async throws(StoreFailure) -> SignedJWS { try await base.appTransaction() }
    func sync() async throws(StoreFailure) { try await base.sync() }
    func requestRefund(_ transactionId: String) async throws(StoreFailure) { try await base.requestRefund(transactionId) }
    func now() async throws(StoreFailure) -> Date { try await base.now() }
    func wait(until instant: Date) async { await base.wait(until: instant) }
}
