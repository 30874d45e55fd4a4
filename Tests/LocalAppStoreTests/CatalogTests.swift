import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

/// Every fixture lists its products as an app would see them.
@Suite struct CatalogTests {
    typealias F = Florist

    @Test(arguments: Fixtures.storekitNames)
    func fixtureListsItsProducts(file: String) throws {
        let configuration = try Fixtures.storekit(file)
        var store = try F.store(configuration: configuration)
        try store.set("storefront", to: "USA")
        try store.set("locale", to: "en_US")
        let products = try store.products()
        let declared = configuration.allProducts.map(\.product)
        #expect(products.map(\.id) == declared.map(\.productID))
        for (product, source) in zip(products, declared) {
            #expect(product.price == Decimal(string: source.displayPrice, locale: Locale(identifier: "en_US_POSIX")))
            #expect(product.displayPrice == Self.dollars(source.displayPrice), "\(product.id)")
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
        try store.set("locale", to: "en_AU")  // no en_AU entry: en_GB, its sibling under CLDR's en_001
        let australian = try store.products()
        try store.set("locale", to: "en_GB")
        let british = try store.products()
        try store.set("locale", to: "fr_FR")  // no French: en_US
        let french = try store.products()
        try store.set("locale", to: "en_US")
        let american = try store.products()
        // The file lists en_US before en_GB, and some descriptions differ between the two.
        let flowers = "com.rarcher.nonconsumable.flowers.large"
        #expect(british.first { $0.id == flowers }?.description == "Lovely large flowers")
        #expect(american.first { $0.id == flowers }?.description == "A cool bunch of mixed flowers")
        #expect(australian.map(\.displayName) == british.map(\.displayName))
        #expect(australian.map(\.description) == british.map(\.description))
        #expect(french.map(\.description) == american.map(\.description))
        try store.set("locale", to: "en-PR")  // a US territory: en_US
        #expect(try store.products().map(\.description) == american.map(\.description))
    }

    /// A file's decimal price as the US storefront shows it in en_US: `$`, grouped thousands, two decimals.
    static func dollars(_ text: String) -> String {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var whole = String(parts[0])
        var cents = parts.count > 1 ? String(parts[1]) : ""
        cents = String((cents + "00").prefix(2))
        var grouped: [String] = []
        while whole.count > 3 {
            grouped.insert(String(whole.suffix(3)), at: 0)
            whole = String(whole.dropLast(3))
        }
        grouped.insert(whole, at: 0)
        return "$" + grouped.joined(separator: ",") + "." + cents
    }

    @Test func dollarsAreWrittenAsInTheUS() {
        #expect(Self.dollars("0.99") == "$0.99" && Self.dollars("29") == "$29.00" && Self.dollars("1499.5") == "$1,499.50")
    }

    @Test func storefrontTable() {
        #expect(AppStoreStorefront.named("usa") == AppStoreStorefront(countryCode: "USA", id: "143441", currency: "USD"))
        #expect(AppStoreStorefront.named("ESP")?.currency == "EUR")
        #expect(AppStoreStorefront.named("XYZ") == nil)
        #expect(Set(AppStoreStorefront.all.map(\.id)).count == AppStoreStorefront.all.count)
    }
}
