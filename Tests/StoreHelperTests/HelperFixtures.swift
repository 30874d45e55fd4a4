import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperLocal
import StoreHelperTesting
import Testing

/// The florist shop on a local App Store, driven through StoreHelper's public API.
@MainActor
struct Shop {
    static func configuration() throws -> ProductConfiguration {
        try ProductConfiguration(contentsOf: Florist.productsPlistURL)
    }

    static func temporaryLedger() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString).json")
    }

    let helper: StoreHelper
    let device: LocalStore
    let adapter: LocalStoreAdapter

    /// A started helper over `store` (or over `device` when given), its ledger in `ledger`.
    init(
        _ store: LocalAppStore? = nil, device: LocalStore? = nil, ledger: URL = Shop.temporaryLedger(),
        verifier: SignedDataVerifier? = nil, wrap: ((LocalStoreAdapter) -> any Store)? = nil
    ) async throws {
        let device = try device ?? LocalStore(store: try store ?? Florist.store())
        let adapter = LocalStoreAdapter(device)
        self.device = device
        self.adapter = adapter
        var trust = verifier
        if trust == nil { trust = try await adapter.verifier() }
        helper = StoreHelper(
            configuration: try Shop.configuration(), store: wrap?(adapter) ?? adapter,
            verifier: trust!,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: ledger)),
            format: PlainText(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!))
        await helper.start()
    }

    func product(_ id: String) throws -> AppProduct { try #require(helper.product(id)) }

    /// Runs session controls on the store (approve, refund, advance…).
    func session(_ body: @Sendable (inout LocalAppStore) throws(StoreError) -> Void) async throws {
        try await device.session(body)
    }

    /// Waits until `condition` holds, giving the listener time to run (fails after many tries).
    func eventually(_ what: String, _ condition: @MainActor () async -> Bool) async {
        for _ in 0..<400 {
            if await condition() { return }
            try? await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("never happened: \(what)")
    }
}

/// Forwards to the local store; a test can tamper with what purchases return and slip extra
/// updates into the listener's stream.
struct WrappedStore: Store {
    final class Injector: Sendable {
        let stream: AsyncStream<StoreUpdate>
        private let continuation: AsyncStream<StoreUpdate>.Continuation
        init() { (stream, continuation) = AsyncStream.makeStream(of: StoreUpdate.self) }
        func send(_ update: StoreUpdate) { continuation.yield(update) }
    }

    let base: LocalStoreAdapter
    let tamper: (@Sendable (String) throws -> String)?
    let updates: AsyncStream<StoreUpdate>

    init(base: LocalStoreAdapter, tamper: (@Sendable (String) throws -> String)? = nil, injector: Injector = Injector()) {
        self.base = base
        self.tamper = tamper
        updates = AsyncStream { continuation in
            let tasks = [base.updates, injector.stream].map { source in
                Task { for await update in source { continuation.yield(update) } }
            }
            continuation.onTermination = { _ in tasks.forEach { $0.cancel() } }
        }
    }

    func purchase(_ productId: String, options: HelperPurchaseOptions) async throws -> StorePurchaseResult {
        let result = try await base.purchase(productId, options: options)
        guard let tamper, case .success(let jws) = result else { return result }
        return .success(jws: try tamper(jws))
    }

    func startUpdates() async throws { try await base.startUpdates() }
    func products(for ids: [String]) async throws -> [AppProduct] { try await base.products(for: ids) }
    func allTransactions() async throws -> [String] { try await base.allTransactions() }
    func currentEntitlements() async throws -> [String] { try await base.currentEntitlements() }
    func latestTransaction(for productId: String) async throws -> String? { try await base.latestTransaction(for: productId) }
    func finish(_ transactionId: String) async throws { try await base.finish(transactionId) }
    func subscriptionStatuses(groupId: String) async throws -> [StoreSubscriptionStatus] { try await base.subscriptionStatuses(groupId: groupId) }
    func isEligibleForIntroOffer(groupId: String) async throws -> Bool { try await base.isEligibleForIntroOffer(groupId: groupId) }
    func sync() async throws { try await base.sync() }
    func requestRefund(_ transactionId: String) async throws { try await base.requestRefund(transactionId) }
    func now() async throws -> Date { try await base.now() }
}
