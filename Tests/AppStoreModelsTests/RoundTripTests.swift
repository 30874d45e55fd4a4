import AppStoreModels
import Foundation
import StoreHelperFixtures
import Testing

/// Decode → encode must give back the same JSON values, for every fixture, field by field.
@Suite struct RoundTripTests {
    static var cases: [(file: String, type: any Codable.Type)] {
        [
            ("apple__app-store-server-library-swift__models__signedTransaction.json", JWSTransactionDecodedPayload.self),
            ("apple__app-store-server-library-swift__models__signedTransactionWithRevocation.json", JWSTransactionDecodedPayload.self),
            ("apple__app-store-server-library-swift__models__signedRenewalInfo.json", JWSRenewalInfoDecodedPayload.self),
            ("apple__app-store-server-library-swift__models__signedNotification.json", ResponseBodyV2DecodedPayload.self),
            ("apple__app-store-server-library-swift__models__signedSummaryNotification.json", ResponseBodyV2DecodedPayload.self),
            ("apple__app-store-server-library-swift__models__appTransaction.json", JWSAppTransactionDecodedPayload.self),
        ]
    }

    @Test(arguments: cases.map(\.file))
    func fixtureRoundTrips(file: String) throws {
        let type = try #require(Self.cases.first { $0.file == file }?.type)
        let original = try Fixtures.data(file)
        let reencoded = try roundTrip(original, as: type)
        #expect(try Fixtures.canonicalJSON(reencoded) == Fixtures.canonicalJSON(original))
    }

    @Test func appAccountTokenIsAUUIDInSwiftAndALowercaseStringOnTheWire() throws {
        let token = try #require(UUID(uuidString: "7E3FB20B-4CDB-47CC-936D-99D65F608138"))
        var payload = JWSTransactionDecodedPayload()
        payload.appAccountToken = token
        let json = String(decoding: try JSONEncoder().encode(payload), as: UTF8.self)
        #expect(json == #"{"appAccountToken":"7e3fb20b-4cdb-47cc-936d-99d65f608138"}"#)
        #expect(try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: Data(json.utf8)).appAccountToken == token)
        #expect(String(decoding: try JSONEncoder().encode(JWSTransactionDecodedPayload()), as: UTF8.self) == "{}")
        // A value that is not a UUID decodes as nil; the rest of the payload still decodes.
        let odd = try JSONDecoder().decode(JWSRenewalInfoDecodedPayload.self, from: Data(#"{"appAccountToken": "", "productId": "p"}"#.utf8))
        #expect(odd.appAccountToken == nil && odd.productId == "p")
    }

    @Test func transactionFieldsDecodeToTheirValues() throws {
        let data = try Fixtures.data("apple__app-store-server-library-swift__models__signedTransaction.json")
        let transaction = try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: data)
        #expect(transaction.type == .autoRenewable)
        #expect(transaction.price == 10990)
        #expect(transaction.currency == "USD")
        #expect(transaction.storefront == "USA" && transaction.storefrontId == "143441")
        #expect(transaction.transactionReason == .purchase)
        #expect(transaction.offerType == .introductory)
        #expect(transaction.offerDiscountType == .payAsYouGo)
        #expect(transaction.offerPeriod == "P1Y")
        #expect(transaction.revocationReason == .appIssue)
        #expect(transaction.inAppOwnershipType == .purchased)
        #expect(transaction.environment == .localTesting)
        #expect(transaction.purchaseDate == MillisecondDate(milliseconds: 1_698_148_900_000))
        #expect(transaction.billingPlanType == .monthly)
        #expect(transaction.commitmentInfo?.totalBillingPeriods == 12)
        #expect(transaction.advancedCommerceInfo?.items?.first?.sku == "com.example.sku.premium")
        #expect(transaction.advancedCommerceInfo?.items?.first?.refunds?.first?.refundAmount == 5000)
    }

    @Test func revocationFieldsDecode() throws {
        let data = try Fixtures.data("apple__app-store-server-library-swift__models__signedTransactionWithRevocation.json")
        let transaction = try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: data)
        #expect(transaction.revocationType == .refundProrated)
        #expect(transaction.revocationPercentage == 50000)
        #expect(transaction.revocationDate?.date == Date(timeIntervalSince1970: 1_698_148_950))
    }

    @Test func renewalInfoFieldsDecode() throws {
        let data = try Fixtures.data("apple__app-store-server-library-swift__models__signedRenewalInfo.json")
        let info = try JSONDecoder().decode(JWSRenewalInfoDecodedPayload.self, from: data)
        #expect(info.expirationIntent == .customerCancelled)
        #expect(info.autoRenewStatus == .on)
        #expect(info.isInBillingRetryPeriod == true)
        #expect(info.priceIncreaseStatus == .customerHasNotResponded)
        #expect(info.offerType == .promotional)
        #expect(info.renewalPrice == 9990)
        #expect(info.eligibleWinBackOfferIds == ["eligible1", "eligible2"])
        #expect(info.commitmentInfo?.commitmentAutoRenewStatus == .on)
        #expect(info.advancedCommerceInfo?.items?.first?.priceIncreaseInfo?.dependentSKUs?.count == 2)
    }

    @Test func notificationsDecode() throws {
        let data = try Fixtures.data("apple__app-store-server-library-swift__models__signedNotification.json")
        let notification = try JSONDecoder().decode(ResponseBodyV2DecodedPayload.self, from: data)
        #expect(notification.notificationType == .subscribed)
        #expect(notification.subtype == .initialBuy)
        #expect(notification.data?.status == .active)
        #expect(notification.data?.appAppleId == 41234)
        let summaryData = try Fixtures.data("apple__app-store-server-library-swift__models__signedSummaryNotification.json")
        let summary = try JSONDecoder().decode(ResponseBodyV2DecodedPayload.self, from: summaryData)
        #expect(summary.notificationType == .renewalExtension && summary.subtype == .summary)
        #expect(summary.summary?.storefrontCountryCodes == ["CAN", "USA", "MEX"])
        #expect(summary.summary?.failedCount == 2)
    }

    private func roundTrip<T: Codable>(_ data: Data, as type: T.Type) throws -> Data {
        try JSONEncoder().encode(try JSONDecoder().decode(type, from: data))
    }
}
