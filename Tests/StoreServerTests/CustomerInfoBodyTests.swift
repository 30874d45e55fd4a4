#if Server
import AppStoreModels
import Foundation
import StoreHelperJSON
import Testing

@testable import StoreServer

/// A customer info's JSON is encoded once and answered again with only `requestDate` rewritten: the
/// bytes must be exactly those a fresh encoding gives, whatever the info holds.
@Suite struct CustomerInfoBodyTests {
    /// A customer info with every part filled, read from JSON (the nested types are built by the engine).
    static let rich: CustomerInfo = {
        let json = #"""
            {"appUserId": "a \"requestDate\":4102444799999 b", "requestDate": 1767225600123,
             "activeProductIds": ["com.example.gold", "requestDate"],
             "entitlements": {"requestDate": {"isActive": true, "productId": "com.example.gold", "transactionId": "1001",
                "originalTransactionId": "1000", "purchaseDate": 4102444799999, "willRenew": false,
                "billingIssueDetected": false, "ownershipType": "FAMILY_SHARED"}},
             "subscriptions": [{"productId": "com.example.gold", "originalTransactionId": "1000",
                "subscriptionGroupIdentifier": "21", "state": "inGracePeriod", "isActive": true,
                "purchaseDate": 1767225600000, "expiresDate": 1769904000000, "gracePeriodExpiresDate": 1770508800000,
                "willRenew": true, "autoRenewProductId": "com.example.gold", "billingIssueDetected": true,
                "ownershipType": "PURCHASED", "environment": "Sandbox"}],
             "nonSubscriptionPurchases": [{"productId": "com.example.coins", "transactionId": "2000",
                "type": "Consumable", "quantity": 3}],
             "consumableBalances": {"com.example.coins": 3}}
            """#
        return try! JSONDecoder().decode(CustomerInfo.self, from: Data(json.utf8))
    }()

    static let infos: [CustomerInfo] = [
        CustomerInfo(
            appUserId: "nobody",
            requestDate: MillisecondDate(milliseconds: 1),
            activeProductIds: [],
            entitlements: [:],
            subscriptions: [],
            nonSubscriptionPurchases: [],
            consumableBalances: [:]
        ),
        // Text that looks like the placeholder inside strings and keys never moves the place found.
        rich,
    ]

    @Test(arguments: infos)
    func answeredAtAnyInstantIsExactlyAFreshEncoding(info: CustomerInfo) throws {
        let body = try #require(CustomerInfoBody(info))
        for milliseconds: Int64 in [0, 1, -86_400_000, 1_767_225_600_000, 4_102_444_799_999, 253_402_300_799_999] {
            var expected = info
            expected.requestDate = MillisecondDate(milliseconds: milliseconds)
            let answered = body.body(at: expected.requestDate)
            #expect(answered == SortedJSON.encode(expected), "at \(milliseconds)")
            #expect(try JSONDecoder().decode(CustomerInfo.self, from: answered) == expected)
        }
    }
}
#endif
