import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import Testing

/// Stores over the florist catalog (Examples/Florist, this project's own) and the fixture files.
enum StoreFixtures {
    static let bundleId = "com.storehelper.florist"
    /// 2026-03-02T10:00:00Z, a fixed start for every scenario.
    static let start = Date(timeIntervalSince1970: 1_772_445_600)
    static let day: TimeInterval = 86_400

    static let large = "com.storehelper.nonconsumable.flowers-large"
    static let small = "com.storehelper.nonconsumable.flowers-small"
    static let chocolates = "com.storehelper.nonconsumable.chocolates-small"
    static let plant = "com.storehelper.consumable.plant-installation"
    static let gold = "com.storehelper.subscription.vip.gold"
    static let silver = "com.storehelper.subscription.vip.silver"
    static let bronze = "com.storehelper.subscription.vip.bronze"
    static let seasonal = "com.storehelper.nonrenewing.seasonal-pass"
    static let vip = "21482001"

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func floristConfiguration() throws -> StoreKitConfiguration {
        try StoreKitConfiguration.load(Data(contentsOf: repositoryRoot.appendingPathComponent("Examples/Florist/Products.storekit")))
    }

    static func fixture(_ name: String) throws -> StoreKitConfiguration {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"))
        return try StoreKitConfiguration.load(Data(contentsOf: url))
    }

    /// One authority for the whole test run (generating one costs a few milliseconds).
    static let authority: CertificateAuthority = try! CertificateAuthority.generate(
        name: "StoreHelper Tests", options: .init(notBefore: Date(timeIntervalSince1970: 1_700_000_000), years: 20))

    static func florist(_ settings: [String: String] = [:]) throws -> LocalAppStore {
        var store = try LocalAppStore(configuration: floristConfiguration(), bundleId: bundleId, now: start, authority: authority)
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) { try store.set(key, to: value) }
        return store
    }

    /// `florist(settings)` as a state directory's `create` closure.
    static func creating(_ settings: [String: String] = [:]) -> () throws(StoreError) -> LocalAppStore {
        { () throws(StoreError) in
            do { return try florist(settings) } catch { throw StoreError.state("cannot make the florist store: \(error)") }
        }
    }

    static func store(_ configuration: StoreKitConfiguration) throws -> LocalAppStore {
        try LocalAppStore(configuration: configuration, bundleId: bundleId, now: start, authority: authority)
    }
}

extension LocalAppStore {
    /// The outbox from `index` on as `TYPE` or `TYPE/SUBTYPE` strings.
    func notificationNames(from index: Int = 0) -> [String] {
        outbox.dropFirst(index).map { entry in
            entry.subtype.map { "\(entry.notificationType.rawValue)/\($0.rawValue)" } ?? entry.notificationType.rawValue
        }
    }

    /// Buys and requires a purchased outcome.
    @discardableResult
    mutating func buy(_ productId: String, account: String = LocalAppStore.defaultAccountId, _ options: PurchaseOptions = PurchaseOptions()) throws -> JWSTransactionDecodedPayload {
        let outcome = try purchase(productId, accountId: account, options: options)
        guard case .purchased(let signed) = outcome else {
            Issue.record("expected purchased, got \(outcome)")
            throw StoreError.invalidAction("not purchased")
        }
        return signed.payload
    }

    func entitled(_ account: String = LocalAppStore.defaultAccountId) -> Set<String> {
        Set(entitlements(for: account).entitlements.map(\.productId))
    }

    func payloads(_ account: String = LocalAppStore.defaultAccountId, product: String? = nil) -> [JWSTransactionDecodedPayload] {
        transactions(for: account).map(\.payload).filter { product == nil || $0.productId == product }
    }
}
