import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import StoreHelperFixtures
import Testing

/// Real Apple-signed transactions and renewal infos, verified, then evaluated.
@Suite struct RealFixtureTests {
    func jws(_ name: String) throws -> String { try Fixtures.jws(name) }

    @Test func didRenewSubscriptionIsActiveAtItsSigningAndExpiredAfterItsPeriod() async throws {
        let notification = try await SignedDataVerifier(policy: try VerificationPolicy())
            .verifyNotification(try jws("go-pay__gopay__notification_v2_test.go__DID_RENEW_signedPayload.txt"))
        let transaction = try #require(notification.transaction)
        let history = History(transactions: [transaction], renewalInfos: [try #require(notification.renewalInfo)])
        let signed = try #require(transaction.signedDate).date
        let active = EntitlementEngine().evaluate(history, at: signed.addingTimeInterval(60))
        #expect(active.entitlements.map(\.productId) == ["com.audaos.audarecorder.vip.m2"])
        #expect(active.subscriptionGroups.first?.subscriptionGroupIdentifier == "20929536")
        #expect(active.subscriptionGroups.first?.state == .subscribed)
        #expect(active.subscriptionGroups.first?.statuses.first?.willAutoRenew == true)
        let later = EntitlementEngine().evaluate(history, at: try #require(transaction.expiresDate).date.addingTimeInterval(1))
        #expect(later.entitlements.isEmpty)
        #expect(later.subscriptionGroups.first?.state == .expired)
    }

    @Test func cancelledRealSubscriptionIsExpiredWithItsIntent() async throws {
        let verifier = SignedDataVerifier(policy: try VerificationPolicy())
        let transaction = try await verifier.verifyTransaction(try jws("go-pay__gopay__subscription_test.go__signedTransactionInfo.txt"))
        let info = try await verifier.verifyRenewalInfo(try jws("go-pay__gopay__subscription_test.go__signedRenewalInfo.txt"))
        let snapshot = EntitlementEngine().evaluate(
            History(transactions: [transaction], renewalInfos: [info]),
            at: try #require(info.signedDate).date
        )
        let status = try #require(snapshot.subscriptionGroups.first?.statuses.first)
        #expect(snapshot.entitlements.isEmpty)
        #expect(status.state == .expired)
        #expect(status.willAutoRenew == false)
        #expect(status.expirationIntent == .customerCancelled)
        #expect(status.transaction.appAccountToken == UUID(uuidString: "e4b2c0ab-07a9-4e12-91c9-a76d7d51b72e"))
    }

    @Test func realConsumableIsEntitledUntilFinishedAndCreditsOnce() async throws {
        let transaction = try await SignedDataVerifier(policy: try VerificationPolicy())
            .verifyTransaction(try jws("mingos__app_store_server_api__app_store_server_api_spec.rb__signedTransactionInfo.txt"))
        let history = History(transactions: [transaction, transaction])
        let at = try #require(transaction.signedDate).date
        #expect(EntitlementEngine().evaluate(history, at: at).entitlements.map(\.productId) == ["gh_super_good_ticket_1"])
        #expect(EntitlementEngine().evaluate(history, at: at, finishedConsumables: ["2000000847061981"]).entitlements.isEmpty)
        let ledger = try ConsumableLedger(store: InMemoryLedgerStore())
        try await ledger.record(transaction)
        try await ledger.record(transaction)
        #expect(await ledger.balance(for: "gh_super_good_ticket_1") == 1)
    }
}
