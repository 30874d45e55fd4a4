import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI
import Testing

/// The options screen over a local App Store: restoring purchases (done, failed, retried), what it offers for the
/// shop it serves, and the products whose refund it can reach.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ShopOptionsStateTests {
    @Test func restoringPurchasesReportsWhereItStands() async throws {
        let (helper, device) = try await Shops.florist()
        let options = ShopOptionsState(helper: helper, wording: .english)
        #expect(options.restore == .idle && options.restoreTitle == "Restore Purchases" && options.restoreFailure == nil)
        #expect(options.announcement == nil)
        try await device.session { store in try store.set("error.appStoreSync", to: "networkError") }
        await options.restorePurchases()
        guard case .failed(let reason) = options.restore else {
            Issue.record("expected a failure, got \(options.restore)")
            return
        }
        #expect(!reason.isEmpty && options.restoreFailure == reason && options.restoreTitle == "Restore Purchases")
        #expect(options.announcement == reason, "VoiceOver hears why")
        try await device.session { store in try store.set("error.appStoreSync", to: "none") }
        await options.restorePurchases()
        #expect(options.restore == .restored && options.restoreTitle == "Purchases restored")
        #expect(options.announcement == "Purchases restored")
    }

    @Test func whatTheScreenOffersFollowsTheShop() async throws {
        let (helper, _) = try await Shops.florist()
        let terms = try #require(URL(string: "https://example.com/terms"))
        let options = ShopOptionsState(helper: helper, termsOfUse: terms, wording: .french)
        #expect(options.offersSubscriptionManagement, "the florist sells VIP subscriptions")
        #expect(options.items.map(\.title) == ["Gérer les abonnements", "Conditions d’utilisation"])
        #expect(options.items.map(\.action) == [.manageSubscriptions, .open(terms)], "no offer codes to redeem, no privacy policy given")
        #expect(options.termsOfUse == terms && options.privacyPolicy == nil)
        #expect(options.refundableProducts.isEmpty)
        _ = try await helper.purchase(try #require(helper.product(Florist.large)))
        _ = try await helper.purchase(try #require(helper.product(Florist.plant)))
        _ = try await helper.purchase(try #require(helper.product(Florist.gold)))
        #expect(options.refundableProducts.map(\.id) == [Florist.large], "a consumable is used up, a subscription's refund is on its row")
    }

    @Test func offerCodesAreOfferedOnlyWhereTheStoreHasThem() async throws {
        let (florist, _) = try await Shops.florist()
        #expect(!ShopOptionsState(helper: florist).offersOfferCodes, "the florist's catalog has no offer codes")
        let catalog = try Fixtures.storekit("apple__sample-food-truck__Products.storekit")
        let product = try #require(catalog.allProducts.map(\.product).first { !($0.codeOffers ?? []).isEmpty })
        let (truck, _) = try await Shops.catalog("apple__sample-food-truck__Products.storekit", ["Truck": [product.productID]])
        #expect(ShopOptionsState(helper: truck).offersOfferCodes)
    }
}
