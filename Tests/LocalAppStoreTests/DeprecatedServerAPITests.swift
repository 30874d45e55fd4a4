#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreServerAPI
import StoreHelperFixtures
import Testing

/// The App Store Server API's members of the store itself, deprecated since the API has a type of its own
/// (`store.serverAPI`), still compile as they did, answer what `serverAPI` answers, and change the same store.
/// (A deprecated test: calling what is deprecated from there warns nobody.)
@Suite struct DeprecatedServerAPITests {
    typealias F = Florist

    @available(*, deprecated, message: "calls the deprecated members on purpose")
    @Test func theStoresOwnMembersAnswerAndChangeWhatServerAPIDoes() throws {
        var store = try F.store()
        let silver = try store.buy(F.silver)
        let plant = try store.buy(F.plant)
        let id = try #require(silver.transactionId)
        let plantId = try #require(plant.transactionId)

        let oldKey = store.createAPIKey().key.keyId
        let newKey = store.serverAPI.createAPIKey().key.keyId
        try store.revokeAPIKey(newKey)
        try store.serverAPI.revokeAPIKey(oldKey)
        #expect(store.serverAPI.apiKeys.map(\.keyId) == [oldKey, newKey] && store.serverAPI.apiKeys.allSatisfy { $0.revokedDate != nil })
        #expect(store.apiKeys == store.serverAPI.apiKeys && store.apiIssuerId == store.serverAPI.apiIssuerId)

        #expect(try store.extendRenewalDate(id, FamilyAndExtensionFidelityTests.extending(days: 10, id: "old")).success == true)
        #expect(try store.serverAPI.extendRenewalDate(id, FamilyAndExtensionFidelityTests.extending(days: 10, id: "new")).success == true)
        #expect(store.subscriptions.first?.extensionDates?.count == 2, "both spellings extended the one subscription")

        try store.sendConsumptionInformation(plantId, body: "old", version: 1)
        #expect(store.serverAPI.consumptionReport(for: plantId)?.body == "old")
        try store.serverAPI.sendConsumptionInformation(plantId, body: "new", version: 1)
        #expect(store.consumptionReport(for: plantId)?.body == "new" && store.consumptionReports == store.serverAPI.consumptionReports)

        // Reads: the same answers (statuses compared by their transactions and states: their renewal infos are
        // signed anew at each call).
        #expect(try store.transactionInfo(id) == store.serverAPI.transactionInfo(id))
        #expect(try store.transactionHistory(id) == store.serverAPI.transactionHistory(id))
        #expect(try store.refundHistory(id) == store.serverAPI.refundHistory(id))
        #expect(store.transactions.map(store.orderId(of:)) == store.transactions.map(store.serverAPI.orderId(of:)))
        let statuses = { (response: StatusResponse) in
            response.data?.flatMap { $0.lastTransactions ?? [] }.map { "\($0.originalTransactionId ?? "") \(String(describing: $0.status))" }
        }
        #expect(statuses(try store.subscriptionStatuses(id)) == statuses(try store.serverAPI.subscriptionStatuses(id)))
    }
}
#endif
