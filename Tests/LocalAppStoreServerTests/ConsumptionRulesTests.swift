#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreServerAPI
import StoreHelperFixtures
import Testing

/// Send Consumption Information (v2) as strict as Apple: what its pages say it refuses is refused with its error, and
/// nothing is recorded.
@Suite struct ConsumptionRulesTests {
    /// A store where the default account bought plant installations (a consumable) and gold (a subscription).
    static func store() throws -> (LocalAppStore, consumable: String, subscription: String) {
        var store = try Florist.store(["environment": "Sandbox"])
        let plant = try buy(Florist.plant, in: &store)
        let gold = try buy(Florist.gold, in: &store)
        return (store, plant, gold)
    }

    static func body(_ fields: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: fields), as: UTF8.self)
    }

    static var valid: [String: Any] { ["customerConsented": true, "deliveryStatus": "DELIVERED", "sampleContentProvided": false] }

    func refusal(
        _ fields: [String: Any],
        for transaction: KeyPath<(LocalAppStore, consumable: String, subscription: String), String>
    )
        throws -> APIErrorCode?
    {
        var made = try Self.store()
        let id = made[keyPath: transaction]
        let body = try Self.body(fields)
        do {
            try made.0.serverAPI.sendConsumptionInformation(id, body: body, version: 2)
            #expect(made.0.serverAPI.consumptionReport(for: id) != nil, "an accepted body is recorded")
            return nil
        } catch {
            #expect(made.0.serverAPI.consumptionReport(for: id) == nil, "a refused body is not recorded")
            return error.code
        }
    }

    /// https://developer.apple.com/documentation/appstoreserverapi/consumptionrequest: "rejects requests that have a
    /// customerConsented value other than true … InvalidCustomerConsentedError".
    @Test func customerConsentedOtherThanTrueIsInvalidCustomerConsentedError() throws {
        #expect(try refusal(Self.valid.merging(["customerConsented": false]) { $1 }, for: \.consumable) == .invalidCustomerConsented)
        #expect(try refusal(Self.valid.filter { $0.key != "customerConsented" }, for: \.consumable) == .invalidCustomerConsented)
        #expect(try refusal(Self.valid, for: \.consumable) == nil)
    }

    /// The same page: deliveryStatus and sampleContentProvided are required; deliveryStatus takes its documented values.
    @Test func deliveryStatusAndSampleContentProvidedAreRequired() throws {
        #expect(try refusal(Self.valid.filter { $0.key != "deliveryStatus" }, for: \.consumable) == .invalidDeliveryStatus)
        #expect(try refusal(Self.valid.merging(["deliveryStatus": "LOST_IN_THE_MAIL"]) { $1 }, for: \.consumable) == .invalidDeliveryStatus)
        #expect(try refusal(Self.valid.filter { $0.key != "sampleContentProvided" }, for: \.consumable) == .invalidSampleContentProvided)
    }

    /// https://developer.apple.com/documentation/appstoreserverapi/refundpreference: an auto-renewable subscription's
    /// consumption is computed by the App Store (ConsumptionPercentageAutoRenewableSubscriptionError);
    /// https://developer.apple.com/documentation/appstoreserverapi/consumptionpercentage: GRANT_PRORATED needs a
    /// percentage above 0 for other products; percentages are milliunits of 0…100%.
    @Test func consumptionPercentageFollowsTheProductAndTheRefundPreference() throws {
        #expect(try refusal(Self.valid.merging(["consumptionPercentage": 10_000]) { $1 }, for: \.subscription) == .generalBadRequest)
        #expect(try refusal(Self.valid.merging(["refundPreference": "GRANT_PRORATED"]) { $1 }, for: \.subscription) == nil)
        #expect(try refusal(Self.valid.merging(["refundPreference": "GRANT_PRORATED"]) { $1 }, for: \.consumable) == .generalBadRequest)
        #expect(
            try refusal(Self.valid.merging(["refundPreference": "GRANT_PRORATED", "consumptionPercentage": 25_000]) { $1 }, for: \.consumable) == nil
        )
        #expect(try refusal(Self.valid.merging(["consumptionPercentage": 100_001]) { $1 }, for: \.consumable) == .generalBadRequest)
        #expect(try refusal(Self.valid.merging(["consumptionPercentage": -1]) { $1 }, for: \.consumable) == .generalBadRequest)
        #expect(try refusal(Self.valid.merging(["refundPreference": "MAYBE"]) { $1 }, for: \.consumable) == .generalBadRequest)
    }
}
#endif
