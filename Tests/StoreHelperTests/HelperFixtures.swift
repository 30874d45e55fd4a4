import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperLocal
import Testing

/// The florist shop on a local App Store, driven through StoreHelper's public API.
@MainActor
struct Shop {
    nonisolated static let bundleId = "com.storehelper.florist"
    /// 2026-03-02T10:00:00Z.
    nonisolated static let start = Date(timeIntervalSince1970: 1_772_445_600)
    nonisolated static let day: TimeInterval = 86_400
    nonisolated static let large = "com.storehelper.nonconsumable.flowers-large"
    nonisolated static let small = "com.storehelper.nonconsumable.flowers-small"
    nonisolated static let roses = "com.storehelper.nonconsumable.roses-large"
    nonisolated static let plant = "com.storehelper.consumable.plant-installation"
    nonisolated static let gold = "com.storehelper.subscription.vip.gold"
    nonisolated static let silver = "com.storehelper.subscription.vip.silver"
    nonisolated static let bronze = "com.storehelper.subscription.vip.bronze"
    nonisolated static let seasonal = "com.storehelper.nonrenewing.seasonal-pass"

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    nonisolated static let authority = try! CertificateAuthority.generate(
        name: "StoreHelper Tests", options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000), years: 20))

    static func configuration() throws -> ProductConfiguration {
        try ProductConfiguration(contentsOf: root.appendingPathComponent("Examples/Florist/Products.plist"))
    }

    static func localStore(_ settings: [String: String] = [:], authority: CertificateAuthority = Shop.authority) throws -> LocalAppStore {
        let data = try Data(contentsOf: root.appendingPathComponent("Examples/Florist/Products.storekit"))
        var store = try LocalAppStore(configuration: StoreKitConfiguration.load(data), bundleId: bundleId, now: start, authority: authority)
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) { try store.set(key, to: value) }
        return store
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
        let device = try device ?? LocalStore(store: try store ?? Shop.localStore())
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
