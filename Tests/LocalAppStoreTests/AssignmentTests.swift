import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServerAPI
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// Subscriptions an organization assigns (`ASSIGNED`) and takes back (`ASSIGNMENT_REVOKE`): what the customer's
/// transactions say, what their server hears, what the App Store Server API refuses, and what the customer cannot do.
@Suite struct AssignmentTests {
    typealias F = Florist

    /// A store where organization "school" assigned VIP Silver to account "pupil", who is in a family with "parent";
    /// VIP Gold and Silver are family shareable here, so that a seat not being shared is the store's choice.
    static func assigned() throws -> (store: LocalAppStore, seat: JWSTransactionDecodedPayload) {
        var configuration = try F.configuration()
        for index in 0..<2 { configuration.subscriptionGroups?[0].subscriptions?[index].familyShareable = true }
        var store = try F.store(configuration: configuration)
        try store.addAccount("parent", familyId: "home")
        try store.addAccount("pupil", familyId: "home")
        try store.assign(F.silver, to: "pupil", organization: "school")
        let seat = try #require(store.payloads("pupil", product: F.silver).last)
        return (store, seat)
    }

    @Test func anAssignedSeatIsTheCustomersOwnTransactionMarkedAssigned() throws {
        let (store, seat) = try Self.assigned()
        #expect(seat.inAppOwnershipType == .assigned)
        #expect(seat.appAccountToken == nil, "the app did not buy it, and Apple refuses to set a token on it")
        #expect(seat.type == .autoRenewable && seat.expiresDate != nil && seat.revocationDate == nil)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY"])
        #expect(store.outbox.last?.accountId == "pupil")
        #expect(store.payloads("parent").isEmpty, "an organization's seat is not shared with the family")
        #expect(store.entitled("pupil") == [F.silver])
    }

    @Test func theSeatRenewsAssignedOnTheStoresSchedule() throws {
        var (store, seat) = try Self.assigned()
        try store.advance(by: 32 * F.day)
        let renewal = try #require(store.payloads("pupil", product: F.silver).last)
        #expect(renewal.transactionId != seat.transactionId && renewal.originalTransactionId == seat.originalTransactionId)
        #expect(renewal.transactionReason == .renewal && renewal.inAppOwnershipType == .assigned && renewal.appAccountToken == nil)
        #expect(store.notificationNames().last == "DID_RENEW")
    }

    @Test func takingTheSeatBackRevokesItWithAssignmentRevoke() throws {
        var (store, seat) = try Self.assigned()
        let original = try #require(seat.originalTransactionId)
        try store.advance(by: 3 * F.day)
        try store.revokeAssignment(original)
        let revoked = try #require(store.payloads("pupil", product: F.silver).last)
        #expect(revoked.transactionId == seat.transactionId, "the current transaction is re-signed")
        #expect(revoked.revocationType == .assignmentRevoke && revoked.revocationReason == .other)
        #expect(revoked.revocationDate?.date == store.now)
        #expect(store.notificationNames().last == "REVOKE" && store.outbox.last?.accountId == "pupil")
        #expect(store.subscriptions.first { $0.originalTransactionId == original }?.phase == .revoked)
        #expect(store.entitled("pupil").isEmpty)
        try store.advance(by: 40 * F.day)
        #expect(store.payloads("pupil", product: F.silver).count == 1, "a seat taken back never renews")
    }

    @Test func whatTheStoreRefusesLeavesItAsItWas() throws {
        var (store, seat) = try Self.assigned()
        let original = try #require(seat.originalTransactionId)
        let sent = store.outbox.count
        let refusals: [(String, (inout LocalAppStore) throws -> Void)] = [
            ("a one-time product", { try $0.assign(F.large, to: "parent", organization: "school") }),
            ("a second seat of the group", { try $0.assign(F.gold, to: "pupil", organization: "office") }),
            ("an organization that is not a word", { try $0.assign(F.gold, to: "parent", organization: "two words") }),
            ("an unknown account", { try $0.assign(F.gold, to: "nobody", organization: "school") }),
            ("a refund to the pupil", { try $0.refund(seat.transactionId ?? "") }),
            ("the pupil asking for a refund", { try $0.requestRefund(seat.transactionId ?? "") }),
            ("the pupil turning auto-renew off", { try $0.setAutoRenew(false, product: F.silver, accountId: "pupil") }),
            ("the pupil opening the cancellation flow", { _ = try $0.retentionMessaging.prepareCancelFlow(product: F.silver, accountId: "pupil") }),
        ]
        for (what, refused) in refusals {
            var attempt = store
            #expect(throws: StoreError.self, "\(what)") { try refused(&attempt) }
            #expect(attempt.outbox.count == sent && attempt.subscriptions == store.subscriptions, "\(what) changed nothing")
        }
        let own = try store.buy(F.gold, account: "parent")
        #expect(throws: StoreError.self, "the parent's own purchase is not a seat") { try store.revokeAssignment(own.originalTransactionId ?? "") }
        try store.revokeAssignment(original)
        #expect(throws: StoreError.self, "a seat is taken back once") { try store.revokeAssignment(original) }
    }

    @Test func theCustomersOwnPurchaseStandsBesideTheSeat() throws {
        var (store, seat) = try Self.assigned()
        let own = try store.buy(F.gold, account: "pupil")
        #expect(own.inAppOwnershipType == .purchased && own.originalTransactionId != seat.originalTransactionId)
        #expect(store.notificationNames().last == "SUBSCRIBED/INITIAL_BUY", "a first purchase of the customer's own, not a change of the seat")
        try store.revokeAssignment(try #require(seat.originalTransactionId))
        #expect(store.entitled("pupil") == [F.gold], "the customer's own subscription survives the seat")
        #expect(store.payloads("parent", product: F.gold).first?.inAppOwnershipType == .familyShared, "and is shared with the family")
    }

    @Test func theServerAPIRefusesAssignedTransactionsAsApple() throws {
        var (store, seat) = try Self.assigned()
        let id = try #require(seat.transactionId)
        var token = UpdateAppAccountTokenRequest()
        token.appAccountToken = UUID().uuidString
        let calls: [(APIErrorCode, (inout LocalAppStore) throws(ServerAPIError) -> Void)] = [
            (.invalidAssignedTransactionNotSupported, { store throws(ServerAPIError) in try store.serverAPI.setAppAccountToken(id, token) }),
            (
                .invalidAssignedTransactionNotSupported,
                { store throws(ServerAPIError) in try store.serverAPI.sendConsumptionInformation(id, body: "{}", version: 1) }
            ),
            (
                .invalidAssignedTransactionNotSupported,
                { store throws(ServerAPIError) in
                    try store.serverAPI.sendConsumptionInformation(
                        id,
                        body: #"{"customerConsented": true, "deliveryStatus": "DELIVERED"}"#,
                        version: 2
                    )
                }
            ),
            (
                .assignedSubscriptionExtensionIneligible,
                { store throws(ServerAPIError) in
                    _ = try store.serverAPI.extendRenewalDate(id, FamilyAndExtensionFidelityTests.extending(days: 5, id: "x"))
                }
            ),
        ]
        for (code, call) in calls {
            var attempt = store
            do throws(ServerAPIError) {
                try call(&attempt)
                Issue.record("Apple refuses \(code) for an assigned transaction")
            } catch {
                #expect(error.code == code && error.code.httpStatus == (code == .assignedSubscriptionExtensionIneligible ? 403 : 400))
            }
            #expect(attempt.payloads("pupil") == store.payloads("pupil") && attempt.serverAPI.consumptionReports.isEmpty)
        }
        _ = try store.serverAPI.massExtendRenewalDate(FamilyAndExtensionFidelityTests.massExtending(days: 5, product: F.silver))
        #expect(store.payloads("pupil", product: F.silver).last?.expiresDate == seat.expiresDate, "the mass extension passes the seat by")
    }
}
