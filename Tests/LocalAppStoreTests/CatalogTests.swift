import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelperTesting
import Testing

/// Every fixture lists its products as an app would see them.
@Suite struct CatalogTests {
    typealias F = Florist

    @Test(arguments: Fixtures.storekitNames)
    func fixtureListsItsProducts(file: String) throws {
        let configuration = try Fixtures.storekit(file)
        let store = try F.store(configuration: configuration)
        let products = try store.products()
        let declared = configuration.allProducts.map(\.product)
        #expect(products.map(\.id) == declared.map(\.productID))
        for (product, source) in zip(products, declared) {
            #expect(product.price == Decimal(string: source.displayPrice, locale: Locale(identifier: "en_US_POSIX")))
            #expect(product.displayPrice.contains(source.displayPrice.contains(".") ? "." : source.displayPrice))
            #expect(product.isFamilyShareable == (source.familyShareable ?? false))
            let english = source.localizations?.first { $0.locale == store.settings.locale }
            if let name = english?.displayName, !name.isEmpty { #expect(product.displayName == name) }
            #expect((product.subscription != nil) == (source.type == "RecurringSubscription"))
            if let subscription = product.subscription {
                #expect(subscription.level == source.groupNumber && subscription.groupId == source.subscriptionGroupID)
                #expect(subscription.period.description == source.recurringSubscriptionPeriod)
                #expect(subscription.promotionalOffers.count == (source.adHocOffers ?? []).count)
                #expect(subscription.offerCodes.count == (source.codeOffers ?? []).count)
            }
        }
    }

    @Test func localizationFallsBackToTheLanguageThenEnglish() throws {
        let configuration = try Fixtures.storekit("russell-archer__StoreHelper__SampleProducts.storekit")
        var store = try F.store(configuration: configuration)
        try store.set("locale", to: "en_AU")  // no en_AU entry: the en_GB or en_US one
        let australian = try store.products()
        try store.set("locale", to: "fr_FR")  // no French: en_US
        let french = try store.products()
        try store.set("locale", to: "en_US")
        #expect(french.map(\.displayName) == (try store.products()).map(\.displayName))
        #expect(australian.allSatisfy { !$0.displayName.isEmpty })
    }

    @Test func storefrontTable() {
        #expect(Storefront.named("usa") == Storefront(countryCode: "USA", id: "143441", currency: "USD"))
        #expect(Storefront.named("ESP")?.currency == "EUR")
        #expect(Storefront.named("XYZ") == nil)
        #expect(Set(Storefront.all.map(\.id)).count == Storefront.all.count)
    }
}
