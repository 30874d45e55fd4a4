import AppStoreModels
import Foundation
import StoreHelperFixtures
import Testing

/// Bodies of the App Store Server API in Apple's documented shapes decode into typed values and encode back unchanged.
@Suite struct ServerAPIBodyTests {
    static var bodies: [(name: String, json: String, type: any Codable.Type)] {
        [
            (
                "status",
                #"{"environment":"Sandbox","bundleId":"com.example","appAppleId":5454545,"data":[{"subscriptionGroupIdentifier":"sub_group_one","lastTransactions":[{"status":1,"originalTransactionId":"3749183","signedTransactionInfo":"a.b.c","signedRenewalInfo":"d.e.f"}]}]}"#,
                StatusResponse.self
            ),
            (
                "history",
                #"{"revision":"revision_output","hasMore":true,"bundleId":"com.example","appAppleId":323232,"environment":"LocalTesting","signedTransactions":["a.b.c","d.e.f"]}"#,
                HistoryResponse.self
            ),
            ("transactionInfo", #"{"signedTransactionInfo":"a.b.c"}"#, TransactionInfoResponse.self),
            (
                "notificationHistoryRequest",
                #"{"startDate":1698148900000,"endDate":1698148950000,"notificationType":"SUBSCRIBED","notificationSubtype":"INITIAL_BUY","transactionId":"999733843","onlyFailures":true}"#,
                NotificationHistoryRequest.self
            ),
            (
                "notificationHistory",
                #"{"paginationToken":"57715481-805a-4283-8499-1c19b5d6b20a","hasMore":true,"notificationHistory":[{"signedPayload":"a.b.c","sendAttempts":[{"attemptDate":1698148900000,"sendAttemptResult":"NO_RESPONSE"},{"attemptDate":1698148950000,"sendAttemptResult":"SUCCESS"}]}]}"#,
                NotificationHistoryResponse.self
            ),
            ("refundHistory", #"{"signedTransactions":["a.b.c"],"revision":"revision_output","hasMore":false}"#, RefundHistoryResponse.self),
            ("sendTestNotification", #"{"testNotificationToken":"ce3af791-365e-4c60-841b-1674b43c1609"}"#, SendTestNotificationResponse.self),
            (
                "checkTestNotification",
                #"{"signedPayload":"a.b.c","sendAttempts":[{"attemptDate":1698148900000,"sendAttemptResult":"UNSUCCESSFUL_HTTP_RESPONSE_CODE"}]}"#,
                CheckTestNotificationResponse.self
            ),
            (
                "extendRenewalDateRequest", #"{"extendByDays":45,"extendReasonCode":1,"requestIdentifier":"fdf964a4-233b-486c-aac1-97d8d52688ac"}"#,
                ExtendRenewalDateRequest.self
            ),
            (
                "extendRenewalDateResponse",
                #"{"originalTransactionId":"2312412","webOrderLineItemId":"9993","success":true,"effectiveDate":1698148900000}"#,
                ExtendRenewalDateResponse.self
            ),
            (
                "massExtendRequest",
                #"{"extendByDays":45,"extendReasonCode":1,"requestIdentifier":"fdf964a4","storefrontCountryCodes":["USA","MEX"],"productId":"com.example.productId"}"#,
                MassExtendRenewalDateRequest.self
            ),
            ("massExtendResponse", #"{"requestIdentifier":"758883e8-151b-47b7-abd0-60c4d804c2f5"}"#, MassExtendRenewalDateResponse.self),
            (
                "massExtendStatus",
                #"{"requestIdentifier":"20fba8a0","complete":true,"completeDate":1698148900000,"succeededCount":30,"failedCount":2}"#,
                MassExtendRenewalDateStatusResponse.self
            ),
            (
                "consumptionRequest",
                #"{"customerConsented":true,"consumptionPercentage":50000,"deliveryStatus":"DELIVERED","refundPreference":"GRANT_PRORATED","sampleContentProvided":false}"#,
                ConsumptionRequest.self
            ),
            ("error", #"{"errorCode":4040010,"errorMessage":"Transaction id not found."}"#, ErrorPayload.self),
        ]
    }

    @Test(arguments: bodies.map(\.name))
    func bodyRoundTrips(name: String) throws {
        let body = try #require(Self.bodies.first { $0.name == name })
        let json = Data(body.json.utf8)
        let reencoded = try encode(try JSONDecoder().decode(body.type, from: json))
        #expect(try Fixtures.canonicalJSON(reencoded) == Fixtures.canonicalJSON(json))
    }

    @Test func typedValuesAreReadable() throws {
        let status = try JSONDecoder().decode(StatusResponse.self, from: Data(Self.bodies[0].json.utf8))
        #expect(status.data?.first?.lastTransactions?.first?.status == .active)
        let history = try JSONDecoder().decode(NotificationHistoryResponse.self, from: Data(Self.bodies[4].json.utf8))
        #expect(history.notificationHistory?.first?.sendAttempts?.map(\.sendAttemptResult) == [.noResponse, .success])
        let consumption = try JSONDecoder().decode(ConsumptionRequest.self, from: Data(Self.bodies[13].json.utf8))
        #expect(consumption.refundPreference == .grantProrated && consumption.deliveryStatus == .delivered)
    }

    private func encode(_ value: any Encodable) throws -> Data { try JSONEncoder().encode(value) }
}
