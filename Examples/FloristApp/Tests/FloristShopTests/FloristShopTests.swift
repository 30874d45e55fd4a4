import FloristShop
import Foundation
import StoreHelper
import StoreHelperUI
import StoreKit
import StoreKitTest
import Testing

/// The florist app without its screens: its catalog against the `.storekit` file Xcode tests it with, the screens'
/// state over it, what each action shows, and the verifier it trusts. On a Mac over Apple's StoreKitTest; on Linux
/// over StoreHelper's StoreKit on Linux, selling the same file.
@MainActor
@Suite(.serialized)
struct FloristShopTests {
    /// `Examples/Florist/Products.storekit`, the file the app's scheme names for StoreKit testing in Xcode.
    static let storekitFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Florist/Products.storekit")

    /// A StoreKit testing session on the florist's file, and the shop over it (its verifier Apple's root: these tests
    /// verify nothing, they buy nothing).
    func openShop() async throws -> (SKTestSession, FloristShop) {
        let session = try SKTestSession(contentsOf: Self.storekitFile)
        session.resetToDefaultState()
        session.disableDialogs = true
        session.clearTransactions()
        let shop = try FloristShop(verifier: try FloristShop.verifier(environment: [:]), ledger: InMemoryLedgerStore())
        await shop.helper.start()
        return (session, shop)
    }

    @Test func theCatalogIsWhatTheStoreKitFileSells() async throws {
        let (session, shop) = try await openShop()
        _ = session
        #expect(Set(shop.helper.products.map(\.id)) == Set(FloristShop.catalog.productIds), "every product of the catalog is sold, and no other")
        let vip = shop.helper.products.filter { $0.type == .autoRenewable }
        #expect(!vip.isEmpty && vip.allSatisfy { $0.subscription?.groupId == FloristShop.vipGroupId })
    }

    @Test func theShopListsConsumablesBouquetsVIPHighestFirstThenTheSeasonalPass() async throws {
        let (session, shop) = try await openShop()
        _ = session
        let sections = ShopSection.sections(of: shop.helper.products)
        #expect(sections.map(\.id) == ["consumables", "non-consumables", "subscriptions-\(FloristShop.vipGroupId)", "non-renewing"])
        #expect(
            sections[2].products.map(\.id) == [
                "com.storehelper.subscription.vip.gold", "com.storehelper.subscription.vip.silver", "com.storehelper.subscription.vip.bronze",
            ]
        )
        let plant = try #require(sections[0].products.first)
        let button = PurchaseButtonState(product: plant, helper: shop.helper, wording: .english)
        #expect(button.title == plant.displayPrice, "an idle button shows the localized price")
    }

    @Test func thePaywallPutsTheThreeVIPPlansSideBySide() async throws {
        let (session, shop) = try await openShop()
        _ = session
        let paywall = PaywallState(groupId: FloristShop.vipGroupId, helper: shop.helper, wording: .english, locale: Locale(identifier: "en_US"))
        await paywall.load()
        #expect(
            Set(paywall.plans.map(\.product.id)) == [
                "com.storehelper.subscription.vip.gold", "com.storehelper.subscription.vip.silver", "com.storehelper.subscription.vip.bronze",
            ]
        )
        #expect(paywall.plans.allSatisfy { $0.perMonthText == nil && $0.savingsText == nil }, "monthly plans: nothing to compare")
        let gold = try #require(paywall.plans.first { $0.product.id == "com.storehelper.subscription.vip.gold" })
        #expect(gold.offerText != nil, "Gold's introductory offer is offered to a new customer")
    }

    @Test func eachActionShowsWhatTheSystemOffers() {
        let terms = URL(string: "https://example.com/terms")!
        #expect(FloristShop.response(to: ShopOptionsState.Action.manageSubscriptions, iOS: true) == .manageSubscriptionsSheet)
        #expect(FloristShop.response(to: ShopOptionsState.Action.manageSubscriptions, iOS: false) == .appStoreApp)
        #expect(FloristShop.response(to: ShopOptionsState.Action.redeemOfferCode, iOS: true) == .offerCodeSheet)
        #expect(FloristShop.response(to: ShopOptionsState.Action.open(terms), iOS: false) == .open(terms))
        #expect(FloristShop.response(to: SubscriptionStatusState.Action.updatePaymentMethod, iOS: true) == .manageSubscriptionsSheet)
        #expect(FloristShop.response(to: SubscriptionStatusState.Action.resubscribe, iOS: false) == .paywall)
    }

    /// Apple's root by default; Xcode's certificate only where the scheme names one; a named file that is no
    /// certificate stops the launch rather than trust nothing or everything.
    @Test func theVerifierTrustsApplesRootUnlessXcodesCertificateIsNamed() throws {
        let apple = try FloristShop.verifier(environment: [:])
        #expect(apple.policy.environments == [.production, .sandbox] && apple.policy.bundleId == FloristShop.bundleId)
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).cer")
        #expect(throws: (any Error).self) { try FloristShop.verifier(environment: [FloristShop.xcodeCertificateVariable: missing.path]) }
        let notACertificate = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).cer")
        try Data("not a certificate".utf8).write(to: notACertificate)
        defer { try? FileManager.default.removeItem(at: notACertificate) }
        #expect(throws: VerificationError.self) {
            try FloristShop.verifier(environment: [FloristShop.xcodeCertificateVariable: notACertificate.path])
        }
    }
}
