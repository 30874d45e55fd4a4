import AppStoreModels
import Foundation
import StoreHelperFixtures
import Testing

/// Values Apple adds later must decode and re-encode unchanged.
@Suite struct OpenEnumerationTests {
    @Test func unknownValuesDecodeAndReencodeUnchanged() throws {
        let json = Data(
            """
            {"type":"Subscription Bundle","offerType":7,"environment":"Staging","inAppOwnershipType":"GIFTED",
             "transactionReason":"GIFT","offerDiscountType":"BUY_ONE_GET_ONE","revocationReason":9,
             "revocationType":"REFUND_PARTIAL","billingPlanType":"QUARTERLY","transactionId":"1"}
            """.utf8
        )
        let transaction = try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: json)
        #expect(transaction.type?.rawValue == "Subscription Bundle")
        #expect(transaction.type?.isDocumented == false)
        #expect(transaction.offerType == OfferType(rawValue: 7))
        #expect(transaction.environment?.rawValue == "Staging")
        let reencoded = try JSONEncoder().encode(transaction)
        #expect(try Fixtures.canonicalJSON(reencoded) == Fixtures.canonicalJSON(json))
    }

    @Test func unknownNotificationTypeAndSubtypeDecode() throws {
        let json = Data(#"{"notificationType":"SUBSCRIPTION_PAUSED","subtype":"BY_CUSTOMER","data":{"status":9}}"#.utf8)
        let notification = try JSONDecoder().decode(ResponseBodyV2DecodedPayload.self, from: json)
        #expect(notification.notificationType?.rawValue == "SUBSCRIPTION_PAUSED")
        #expect(notification.subtype?.isDocumented == false)
        #expect(notification.data?.status?.rawValue == 9)
        #expect(try Fixtures.canonicalJSON(JSONEncoder().encode(notification)) == Fixtures.canonicalJSON(json))
    }

    @Test func unknownFieldsDoNotFailDecoding() throws {
        let json = Data(#"{"transactionId":"5","fieldFrom2030":{"nested":[1,2]}}"#.utf8)
        #expect(try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: json).transactionId == "5")
    }

    @Test func documentedValueSetsAreComplete() {
        #expect(NotificationType.documentedValues.count == 23)
        #expect(Set(NotificationType.documentedValues).count == 23)
        // Apple's 19 documented subtypes, exactly: none missing, none extra, none twice.
        let documentedSubtypes: Set = [
            "INITIAL_BUY", "RESUBSCRIBE", "DOWNGRADE", "UPGRADE", "AUTO_RENEW_ENABLED", "AUTO_RENEW_DISABLED",
            "VOLUNTARY", "BILLING_RETRY", "PRICE_INCREASE", "GRACE_PERIOD", "PENDING", "ACCEPTED",
            "BILLING_RECOVERY", "PRODUCT_NOT_FOR_SALE", "SUMMARY", "FAILURE", "UNREPORTED",
            "ACTIVE_TOKEN_REMINDER", "CREATED",
        ]
        #expect(documentedSubtypes.count == 19)
        #expect(NotificationSubtype.documentedValues.count == 19)
        #expect(Set(NotificationSubtype.documentedValues.map(\.rawValue)) == documentedSubtypes)
        #expect(AutoRenewableSubscriptionStatus.documentedValues.map(\.rawValue) == [1, 2, 3, 4, 5])
        #expect(ProductType.documentedValues.count == 4)
        #expect(AppStoreEnvironment.documentedValues.contains(.xcode))
        #expect(AppStoreEnvironment.documentedValues.contains(.localTesting))
        #expect(ExpirationIntent.documentedValues.map(\.rawValue) == [1, 2, 3, 4, 5])
        // offerType: Apple's four pages' values, and WWDC26 session 309's retention offer (5).
        #expect(OfferType.documentedValues.map(\.rawValue) == [1, 2, 3, 4, 5])
        #expect(OfferType(rawValue: 5) == .retention && OfferType.retention.name == "retention" && OfferType.retention.isDocumented)
    }

    @Test func knownValuesCompareWithStaticMembers() throws {
        let type = try JSONDecoder().decode(ProductType.self, from: Data(#""Non-Consumable""#.utf8))
        #expect(type == .nonConsumable)
        #expect(type.isDocumented)
        #expect(type.description == "Non-Consumable")
    }
}
