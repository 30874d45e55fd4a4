import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI

/// The stores the view-state tests shop in, each a started helper over a local App Store device.
@MainActor
enum Shops {
    /// The florist's shop (Examples/Florist) on `store` (a new one by default).
    static func florist(_ store: LocalAppStore? = nil, device: LocalStore? = nil) async throws -> (StoreHelper, LocalStore) {
        let device = try device ?? LocalStore(store: try store ?? Florist.store())
        return try await started(device, try ProductConfiguration(contentsOf: Florist.productsPlistURL))
    }

    /// A shop over a real `.storekit` file of the fixtures, selling the products of `groups` (by group name).
    static func catalog(
        _ name: String,
        bundleId: String = "com.example.tester",
        _ groups: [String: [String]]
    ) async throws -> (StoreHelper, LocalStore) {
        let store = try LocalAppStore(configuration: try Fixtures.storekit(name), bundleId: bundleId, now: Florist.start)
        let device = try LocalStore(store: store)
        let configuration = ProductConfiguration(
            productIds: groups.values.flatMap { $0 }.sorted(),
            subscriptionGroups: groups.keys.sorted().map { ProductConfiguration.Group(name: $0, productIds: groups[$0] ?? []) }
        )
        return try await started(device, configuration)
    }

    /// The Garden Club (Examples/Florist/Annual.storekit): yearly plans, each also billed monthly over a 12-month
    /// commitment, sold in the United Kingdom.
    static func garden() async throws -> (StoreHelper, LocalStore) {
        let device = try LocalStore(store: try Florist.annualStore())
        let configuration = ProductConfiguration(
            productIds: [Florist.gardenPlus, Florist.gardenBasic],
            subscriptionGroups: [.init(name: "Garden Club", productIds: [Florist.gardenPlus, Florist.gardenBasic])]
        )
        return try await started(device, configuration)
    }

    /// A helper selling `configuration` on `device`, started, with a ledger in memory.
    private static func started(_ device: LocalStore, _ configuration: ProductConfiguration) async throws -> (StoreHelper, LocalStore) {
        let helper = StoreHelper(
            configuration: configuration,
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: InMemoryLedgerStore())
        )
        await helper.start()
        return (helper, device)
    }

    /// Words in US English, days counted in UTC: what the tests read.
    static let english = (wording: ShopWording.english, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    /// Words in French for France, days counted in UTC.
    static let french = (wording: ShopWording.french, locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "UTC")!)
}
