import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
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
            ledger: try ConsumableLedger(store: FileLedgerStore(url: Shop.temporaryLedger()))
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
        let purchase = try #require(try await helper.purchaseInfo(for: Florist.large))
        let subscription = try #require(try await helper.subscriptionInfo(for: "VIP"))
        #expect(try await started.purchaseInfo(for: Florist.large).map { Shop.text.text(for: $0) } == Shop.text.text(for: purchase))
        #expect(try await started.subscriptionInfo(for: "VIP").map { Shop.text.text(for: $0) } == Shop.text.text(for: subscription))
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

    /// The observable answer is empty until the history is first read; the first question reads it, and from
    /// then on `purchasedProducts` agrees with every answer, before `start()` as after it.
    @Test func purchasedProductsAgreesWithTheAnswersOnceTheFirstQuestionReadTheHistory() async throws {
        let helper = try Self.unstartedHelper()
        #expect(helper.purchasedProducts.isEmpty, "nothing is read before the first question or start()")
        #expect(try await helper.isPurchased(productId: Florist.large))
        #expect(helper.purchasedProducts == [Florist.large, Florist.silver])
        #expect(try await helper.isPurchased(productId: Florist.small) == false)
    }
}
