import AppStoreModels
import Entitlements
import Foundation
import StoreHelperFixtures
import Testing

@testable import StoreKitConfiguration

/// The 13 real `.storekit` files (Resources/SOURCES.md) load, keep every key, and re-encode to equal JSON.
@Suite struct ConfigurationTests {
    static var fixtures: [String] { Fixtures.storekitNames }

    static func data(_ name: String) throws -> Data { try Fixtures.storekitData(name) }

    /// The JSON value of a document. Numbers compare as IEEE doubles, as Xcode reads them: some files
    /// write 17 significant digits (`743722291.47019804`) that re-encode in the shortest form of the same double.
    static func canonical(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    @Test func allTwelveFixturesArePresent() {
        #expect(Self.fixtures.count == 12)
    }

    @Test(arguments: fixtures)
    func fixtureLoadsAndRoundTrips(file: String) throws {
        let data = try Self.data(file)
        let configuration = try ConfigurationFile.load(data)
        let reencoded = try JSONEncoder().encode(configuration)
        #expect(try Self.canonical(reencoded) == Self.canonical(data))

        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rawCount =
            ((raw["products"] as? [Any])?.count ?? 0) + ((raw["nonRenewingSubscriptions"] as? [Any])?.count ?? 0)
            + ((raw["subscriptionGroups"] as? [[String: Any]]) ?? []).reduce(0) { $0 + (($1["subscriptions"] as? [Any])?.count ?? 0) }
        #expect(configuration.allProducts.count == rawCount)
        #expect(configuration.productCatalog().products.count == rawCount)
    }

    @Test func floristSampleDecodesIntoTypedValues() throws {
        let configuration = try ConfigurationFile.load(try Self.data("russell-archer__StoreHelper__SampleProducts.storekit"))
        let catalog = configuration.productCatalog()
        #expect(catalog["com.rarcher.subscription.vip.gold"]?.subscription?.level == 1)
        #expect(catalog["com.rarcher.subscription.vip.bronze"]?.subscription?.groupId == "8126C4BB")
        #expect(catalog["com.rarcher.nonconsumable.chocolates.small"]?.isFamilyShareable == true)
        #expect(catalog["com.rarcher.consumable.plant.installation"]?.type == .consumable)
        let gold = try #require(configuration.subscriptionGroups?.first?.subscriptions?.first)
        #expect(gold.adHocOffers?.first?.offerID == "vip.gold.xmassale")
        #expect(gold.codeOffers?.first?.eligibility == ["new", "expired", "existing"])
        #expect(configuration.subscriptionOffersKeyPair?.id.count == 8)
    }

    @Test func unknownKeysAndExplicitNullsAreKept() throws {
        let json = Data(
            """
            {"products":[{"productID":"a","type":"Consumable","displayPrice":"1","futureKey":{"x":[1,true,null]}}],
             "subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"s","type":"RecurringSubscription","displayPrice":"2",
               "subscriptionGroupID":"G","groupNumber":1,"recurringSubscriptionPeriod":"P1M","introductoryOffer":null}]}],
             "settings":{"_storeKitErrors":[{"name":"Purchase","enabled":false,"current":null}],"_newSetting":3},
             "newTopLevel":"kept"}
            """.utf8
        )
        let configuration = try ConfigurationFile.load(json)
        #expect(configuration.unknownKeys["newTopLevel"] == .string("kept"))
        #expect(configuration.products?.first?.unknownKeys["futureKey"] == .object(["x": .array([.integer(1), .bool(true), .null])]))
        #expect(configuration.settings?.unknownKeys["_newSetting"] == .integer(3))
        #expect(try Self.canonical(JSONEncoder().encode(configuration)) == Self.canonical(json))
    }

    static let badFiles: [(json: String, path: String)] = [
        (
            #"{"products":[{"productID":"a","type":"Consumable","displayPrice":"1"},{"productID":"a","type":"NonConsumable","displayPrice":"2"}]}"#,
            "$.products[1].productID"
        ),
        (#"{"products":[{"productID":"a","type":"Consumable","displayPrice":"one dollar"}]}"#, "$.products[0].displayPrice"),
        (#"{"products":[{"productID":"a","type":"Gift","displayPrice":"1"}]}"#, "$.products[0].type"),
        (#"{"products":[{"type":"Consumable","displayPrice":"1"}]}"#, "$.products[0].productID"),
        (#"{"products":[{"productID":"a","type":"Consumable","displayPrice":1.99}]}"#, "$.products[0].displayPrice"),
        (
            #"{"subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"s","type":"RecurringSubscription","displayPrice":"2","subscriptionGroupID":"G","groupNumber":0,"recurringSubscriptionPeriod":"P1M"}]}]}"#,
            "$.subscriptionGroups[0].subscriptions[0].groupNumber"
        ),
        (
            #"{"subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"s","type":"RecurringSubscription","displayPrice":"2","subscriptionGroupID":"G","groupNumber":1,"recurringSubscriptionPeriod":"1 month"}]}]}"#,
            "$.subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod"
        ),
        (
            #"{"subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"s","type":"RecurringSubscription","displayPrice":"2","subscriptionGroupID":"H","groupNumber":1,"recurringSubscriptionPeriod":"P1M"}]}]}"#,
            "$.subscriptionGroups[0].subscriptions[0].subscriptionGroupID"
        ),
        (
            #"{"subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"s","type":"RecurringSubscription","displayPrice":"2","subscriptionGroupID":"G","groupNumber":1,"recurringSubscriptionPeriod":"P1M","adHocOffers":[{"offerID":"o","paymentMode":"payUpFront","subscriptionPeriod":"PXM","displayPrice":"1"}]}]}]}"#,
            "$.subscriptionGroups[0].subscriptions[0].adHocOffers[0].subscriptionPeriod"
        ),
        ("[1,2]", "$"),
        ("not json", "$"),
    ]

    @Test(arguments: badFiles.indices)
    func badFilesNameTheirPath(index: Int) {
        let (json, path) = Self.badFiles[index]
        #expect(throws: ConfigurationError.self) { _ = try ConfigurationFile.load(Data(json.utf8)) }
        do {
            _ = try ConfigurationFile.load(Data(json.utf8))
        } catch {
            #expect(error.path == path, "\(error)")
        }
    }

    @Test func periodsAndPricesAreCheckedStrictly() {
        for good in ["P1W", "P1M", "P3D", "P1Y", "P2W", "P6M", "P12M", "P52W", "P365D"] {
            #expect(ConfigurationValidator.periodProblem(good) == nil, "\(good)")
        }
        for bad in ["P", "1M", "PM", "P1M1Y", "P1X", "P-1M", "p1m", "", "P1Y6M", "P13M", "P400D"] {
            #expect(ConfigurationValidator.periodProblem(bad) != nil, "\(bad)")
        }
        for good in ["0.99", "29", "0.0", "11.88", "999999999.999"] { #expect(ConfigurationValidator.priceProblem(good) == nil, "\(good)") }
        for bad in ["", ".99", "1.", "1.2.3", "-1", "1,99", "١", "1000000000", "0.9999"] {
            #expect(ConfigurationValidator.priceProblem(bad) != nil, "\(bad)")
        }
    }

    /// Periods that would make time stand still or overflow, and prices that would wrap in milliunits,
    /// never reach a store.
    @Test(arguments: [
        ("P0D", "has no length"), ("P0Y0M", "has no length"), ("P9223372036854775807D", "is not an ISO 8601 period"),
        ("P99999D", "is not an ISO 8601 period"), ("P2Y", "longer than one year"),
    ])
    func zeroAndOverflowingPeriodsAreRejected(period: String, says: String) {
        let json =
            #"{"subscriptionGroups":[{"id":"G","subscriptions":[{"productID":"s","type":"RecurringSubscription","displayPrice":"2","subscriptionGroupID":"G","groupNumber":1,"recurringSubscriptionPeriod":"\#(period)"}]}]}"#
        #expect {
            _ = try ConfigurationFile.load(Data(json.utf8))
        } throws: { error in
            let error = error as? ConfigurationError
            return error?.path == "$.subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod" && error?.reason.contains(says) == true
        }
    }

    @Test(arguments: ["9223372036854775.807", "99999999999", "18446744073709551616"])
    func pricesThatDoNotFitInMilliunitsAreRejected(price: String) {
        let json = #"{"products":[{"productID":"a","type":"Consumable","displayPrice":"\#(price)"}]}"#
        #expect {
            _ = try ConfigurationFile.load(Data(json.utf8))
        } throws: { error in
            let error = error as? ConfigurationError
            return error?.path == "$.products[0].displayPrice" && error?.reason.contains("does not fit in milliunits") == true
        }
    }
}
