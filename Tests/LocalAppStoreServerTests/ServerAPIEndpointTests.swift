#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import LocalAppStoreServerAPI
import StoreHelperFixtures
import Testing

/// Every endpoint of the store's App Store Server API, called through the Swift client, checked against
/// what the store holds; every signed answer verifies under the store's root.
@Suite struct ServerAPIEndpointTests {
    @Test func transactionsHistoryStatusesAndOrdersAreAnsweredFromTheStore() async throws {
        var idsMade: [String] = []
        let served = try ServedStore { store in
            idsMade.append(try buy(Florist.bronze, in: &store))
            idsMade.append(try buy(Florist.plant, in: &store))
            idsMade.append(try buy(Florist.large, in: &store))
        }
        let ids = idsMade
        let verifier = try served.load().verifier()
        let stored = try served.load()
        let order = try #require(stored.serverAPI.orderId(of: stored.transaction(ids[2])))
        try await served.serve { client, _ in
            let info = try await client.transactionInfo(ids[1])
            let transaction = try await verifier.verifyTransaction(try #require(info.signedTransactionInfo))
            #expect(transaction.transactionId == ids[1])
            #expect(transaction.productId == Florist.plant)

            let history = try await client.transactionHistory(ids[0])
            #expect(history.signedTransactions?.count == 3)
            #expect(history.hasMore == false)
            #expect(history.bundleId == Florist.bundleId)
            #expect(history.environment == .sandbox)
            var onlySubscriptions = TransactionHistoryQuery()
            onlySubscriptions.productTypes = [.autoRenewable]
            let subscriptions = try await client.transactionHistory(ids[2], query: onlySubscriptions)
            #expect(
                try subscriptions.signedTransactions?.map { try payload($0, as: JWSTransactionDecodedPayload.self).productId } == [Florist.bronze]
            )
            var descending = TransactionHistoryQuery()
            descending.sort = .descending
            let reversed = try await client.transactionHistory(ids[0], query: descending)
            #expect(try reversed.signedTransactions?.map { try payload($0, as: JWSTransactionDecodedPayload.self).transactionId } == ids.reversed())

            let statuses = try await client.subscriptionStatuses(ids[1])
            let item = try #require(statuses.data?.first?.lastTransactions?.first)
            #expect(statuses.data?.first?.subscriptionGroupIdentifier == Florist.vip)
            #expect(item.status == .active)
            #expect(item.originalTransactionId == ids[0])
            _ = try await verifier.verifyRenewalInfo(try #require(item.signedRenewalInfo))
            #expect(try await client.subscriptionStatuses(ids[1], statuses: [.expired]).data?.isEmpty == true)

            let found = try await client.lookUpOrder(order)
            #expect(found.status == .valid)
            #expect(try found.signedTransactions?.map { try payload($0, as: JWSTransactionDecodedPayload.self).transactionId } == [ids[2]])
            #expect(try await client.lookUpOrder("MZZZZZZZZZ").status == .invalid)
            #expect(try await client.lookUpOrder("not-an-order").status == .invalid)

            let app = try await client.appTransactionInfo(ids[0])
            let appTransaction = try await verifier.verifyAppTransaction(try #require(app.signedAppTransactionInfo))
            #expect(appTransaction.bundleId == Florist.bundleId)
            #expect(appTransaction.appTransactionId == "0")
        }
    }

    @Test func refundsTokensConsumptionAndFinishingChangeTheStore() async throws {
        var idsMade: [String] = []
        let served = try ServedStore { store in
            idsMade.append(try buy(Florist.plant, in: &store))
            idsMade.append(try buy(Florist.large, in: &store))
            idsMade.append(try buy(Florist.bronze, in: &store))
        }
        let ids = idsMade
        try served.change { store in try store.refund(ids[1]) }
        try await served.serve { client, _ in
            let refunds = try await client.refundHistory(ids[0])
            #expect(try refunds.signedTransactions?.map { try payload($0, as: JWSTransactionDecodedPayload.self).transactionId } == [ids[1]])

            let token = UUID()
            try await client.setAppAccountToken(ids[2], token)
            let info = try await client.transactionInfo(ids[2])
            #expect(try payload(try #require(info.signedTransactionInfo), as: JWSTransactionDecodedPayload.self).appAccountToken == token)

            var consumption = ConsumptionRequest()
            consumption.customerConsented = true
            consumption.deliveryStatus = .delivered
            consumption.sampleContentProvided = false
            try await client.sendConsumptionInformation(ids[0], consumption)
            try await client.finishTransaction(ids[0])
        }
        let after = try served.load()
        #expect(after.serverAPI.consumptionReport(for: ids[0])?.version == 2)
        #expect(after.serverAPI.consumptionReport(for: ids[0])?.body.contains("DELIVERED") == true)
        #expect(try after.transaction(ids[0]).isFinished)

        let status = Process()
        status.executableURL = try ServeProcess.executable()
        status.arguments = ["store", "--state", served.directory.url.path, "status", "--json"]
        let output = Pipe()
        status.standardOutput = output
        try status.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        status.waitUntilExit()
        let json = try #require(try JSONSerialization.jsonObject(with: printed) as? [String: Any])
        let shown = try #require((json["consumption"] as? [String: [String: Any]])?[ids[0]], "store status shows it")
        #expect(shown["version"] as? Int == 2 && (shown["body"] as? String)?.contains("DELIVERED") == true)
    }

    @Test func renewalDatesAreExtendedWithinApplesLimits() async throws {
        var originalMade = ""
        let served = try ServedStore { store in originalMade = try buy(Florist.bronze, in: &store) }
        let original = originalMade
        let before = try served.load().subscriptions[0].expiresDate
        try await served.serve { client, _ in
            var request = ExtendRenewalDateRequest()
            request.extendByDays = 10
            request.extendReasonCode = .customerSatisfaction
            let first = UUID().uuidString
            request.requestIdentifier = first
            let extended = try await client.extendRenewalDate(original, request)
            #expect(extended.success == true)
            #expect(extended.effectiveDate == MillisecondDate(before.addingTimeInterval(10 * 86_400)))
            // Issue 59: the same request sent twice extended twice. A retry is answered as the first time.
            #expect(try await client.extendRenewalDate(original, request) == extended, "a retry extends nothing more")
            request.requestIdentifier = UUID().uuidString
            _ = try await client.extendRenewalDate(original, request)  // the year's second extension
            request.requestIdentifier = UUID().uuidString
            do throws(AppStoreServerAPIError) {
                _ = try await client.extendRenewalDate(original, request)
                Issue.record("a third extension within a year was granted")
            } catch {
                #expect(error.errorCode == .subscriptionMaxExtension)
                #expect(error.httpStatus == 403)
            }
            request.requestIdentifier = first
            request.extendByDays = 11
            do throws(AppStoreServerAPIError) {
                _ = try await client.extendRenewalDate(original, request)
                Issue.record("a request identifier was used for another extension")
            } catch {
                #expect(error.errorCode == .invalidRequestIdentifier)
            }
            request.extendByDays = 91
            do throws(AppStoreServerAPIError) { _ = try await client.extendRenewalDate(original, request) } catch {
                #expect(error.errorCode == .invalidExtendByDays)
            }

            var mass = MassExtendRenewalDateRequest()
            mass.extendByDays = 5
            mass.extendReasonCode = .serviceIssueOrOutage
            mass.requestIdentifier = "outage-1"
            mass.productId = Florist.bronze
            #expect(try await client.massExtendRenewalDate(mass).requestIdentifier == "outage-1")
            let status = try await client.massExtensionStatus(productId: Florist.bronze, requestIdentifier: "outage-1")
            #expect(status.complete == true)
            #expect(status.succeededCount == 0)
            #expect(status.failedCount == 1)
        }
        let after = try served.load()
        #expect(after.subscriptions[0].expiresDate == before.addingTimeInterval(20 * 86_400))
        let types = after.outbox.map { "\($0.notificationType.rawValue)\($0.subtype.map { "/\($0.rawValue)" } ?? "")" }
        #expect(types.filter { $0 == "RENEWAL_EXTENDED" }.count == 2)
        #expect(types.suffix(2) == ["RENEWAL_EXTENSION/FAILURE", "RENEWAL_EXTENSION/SUMMARY"])
        // The expiry moved: a day after the first renewal date, the subscription has not renewed yet.
        try served.change { store in try store.advance(by: before.timeIntervalSince(store.now) + 86_400) }
        #expect(try served.load().transactions.count == 1)
    }

    @Test func testNotificationsNeedAURLAndAreTracked() async throws {
        let served = try ServedStore()
        try await served.serve { client, _ in
            do throws(AppStoreServerAPIError) {
                _ = try await client.requestTestNotification()
                Issue.record("a test notification without a notification URL was accepted")
            } catch {
                #expect(error.errorCode == .serverNotificationURLNotFound)
                #expect(error.httpStatus == 404)
            }
        }
        try served.change { store in try store.setNotificationURL("http://127.0.0.1:9/notifications") }
        try await served.serve { client, _ in
            let token = try #require(try await client.requestTestNotification().testNotificationToken)
            let status = try await client.testNotificationStatus(token)
            let notification = try payload(try #require(status.signedPayload), as: ResponseBodyV2DecodedPayload.self)
            #expect(notification.notificationType == .test)
            #expect(status.sendAttempts == [])
            do throws(AppStoreServerAPIError) { _ = try await client.testNotificationStatus("nonsense") } catch {
                #expect(error.errorCode == .invalidTestNotificationToken)
            }
            do throws(AppStoreServerAPIError) { _ = try await client.testNotificationStatus("\(UUID().uuidString.lowercased())_1") } catch {
                #expect(error.errorCode == .testNotificationNotFound)
            }
        }
    }
}
#endif
