import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperLocal
import StoreHelperTesting
import StoreKitInterface
import Testing

/// Every query answers before `start()` as it does after it, or throws a typed error; never a silent nil.
@MainActor
@Suite struct BeforeStartTests {
    /// A customer who bought flowers and a subscription, and a helper created over their store but not started.
    static func unstartedHelper() throws -> StoreHelper {
        var store = try Florist.store()
        _ = try store.purchase(Florist.large)
        _ = try store.purchase(Florist.silver)
        let device = try LocalStore(store: store)
        return StoreHelper(
            configuration: try Shop.configuration(),
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: Shop.temporaryLedger())),
            format: PlainText(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        )
    }

    @Test func purchaseAndSubscriptionInfoAnswerBeforeStart() async throws {
        let helper = try Self.unstartedHelper()
        #expect(try await helper.purchaseInfo(for: Florist.large)?.productId == Florist.large)
        #expect(try await helper.subscriptionInfo(for: "VIP")?.product.id == Florist.silver)
        #expect(try await helper.isPurchased(productId: Florist.silver))
        #expect(try await helper.purchaseInfo(for: Florist.small) == nil, "never bought")

        let started = try Self.unstartedHelper()
        await started.start()
        #expect(try await started.purchaseInfo(for: Florist.large)?.text == (try await helper.purchaseInfo(for: Florist.large))?.text)
        #expect(try await started.subscriptionInfo(for: "VIP")?.text == (try await helper.subscriptionInfo(for: "VIP"))?.text)
    }

    @Test func unknownProductsAndGroupsAreTypedErrors() async throws {
        let helper = try Self.unstartedHelper()
        await #expect(throws: StoreHelperError.unknownProduct("com.example.nothing")) {
            try await helper.purchaseInfo(for: "com.example.nothing")
        }
        await #expect(throws: StoreHelperError.unknownSubscriptionGroup("Platinum")) {
            try await helper.subscriptionInfo(for: "Platinum")
        }
    }
}
