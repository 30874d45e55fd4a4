import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKitInterface
import Testing

/// Issue 64: paths the documentation promises, each tried as it is written.
@MainActor
@Suite struct DocumentedPathTests {
    /// `LocalStore(store:)` over a store playing Production threw: its verifier lacked the app's Apple ID, which
    /// Production data carries and Apple's verifiers require.
    @Test func aDeviceOverAStorePlayingProductionBuysAndVerifies() async throws {
        let shop = try await Shop(try Florist.store(["appAppleId": "1234567890", "environment": "Production"]))
        let result = try await shop.helper.purchase(try shop.product(Florist.large))
        guard case .purchased = result else {
            Issue.record("not purchased: \(result)")
            return
        }
        #expect(try await shop.helper.isPurchased(productId: Florist.large))
    }

    /// The guide promised consumables back after a reinstall; StoreKit lists finished consumables only when the app
    /// sets `SKIncludeConsumableInAppPurchaseHistory` (the local store's `includeConsumableHistory`), off by default.
    @Test(arguments: [false, true])
    func restoringBringsConsumablesBackOnlyWithTheirHistoryIncluded(included: Bool) async throws {
        let device = try LocalStore(store: try Florist.store(included ? ["includeConsumableHistory": "on"] : [:]))
        let before = try await Shop(device: device)
        for _ in 0..<8 { _ = try await before.helper.purchase(try before.product(Florist.plant)) }
        #expect(await before.helper.count(for: Florist.plant) == 8)
        let reinstalled = try await Shop(device: device)  // a new ledger file: the app installed afresh
        try await reinstalled.helper.restorePurchases()
        #expect(await reinstalled.helper.count(for: Florist.plant) == (included ? 8 : 0))
    }
}
