import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelperFixtures
import SwiftASN1
import Testing
import X509

/// The renewal infos and notifications the store signs carry Apple's fields with realistic values.
@Suite struct PayloadFieldTests {
    typealias F = Florist

    @Test func renewalInfoFields() throws {
        var store = try F.store()
        let token = UUID()
        try store.addAccount("ann", appAccountToken: token)
        _ = try store.buy(F.gold, account: "ann")
        var record = try #require(store.subscriptions.first)
        var info = store.renewalInfo(for: record)
        #expect(info.originalTransactionId == record.originalTransactionId)
        #expect(info.productId == F.gold && info.autoRenewProductId == F.gold && info.autoRenewStatus == .on)
        #expect(info.isInBillingRetryPeriod == false && info.expirationIntent == nil && info.gracePeriodExpiresDate == nil)
        #expect(info.renewalDate == MillisecondDate(record.expiresDate))
        #expect(info.recentSubscriptionStartDate == MillisecondDate(F.start))
        // The second month is still at the introductory price.
        #expect(info.offerType == .introductory && info.offerDiscountType == .payAsYouGo && info.offerPeriod == "P1M")
        #expect(info.renewalPrice == 9990 && info.currency == "USD")
        #expect(info.environment == .localTesting && info.signedDate == MillisecondDate(F.start))
        #expect(info.appAccountToken == token && info.appTransactionId == "1")

        try store.advance(by: 32 * F.day)  // the last intro month has started: the next renewal is full price
        record = try #require(store.subscriptions.first)
        info = store.renewalInfo(for: record)
        #expect(info.offerType == nil && info.renewalPrice == 19_990)

        try store.setAutoRenew(false, product: F.gold, accountId: "ann")
        try store.advance(by: 40 * F.day)
        record = try #require(store.subscriptions.first)
        info = store.renewalInfo(for: record)
        #expect(info.autoRenewStatus == .off && info.expirationIntent == .customerCancelled)
    }

    @Test func notificationDataCarriesStatusAndNestedTokens() async throws {
        var store = try F.store(["billingRetry": "on", "gracePeriod": "on", "environment": "Sandbox"])
        _ = try store.buy(F.silver)
        try store.advance(by: 32 * F.day)  // DID_FAIL_TO_RENEW in grace
        try store.advance(by: 20 * F.day)  // GRACE_PERIOD_EXPIRED, then billing retry
        try store.advance(by: 60 * F.day)  // EXPIRED/BILLING_RETRY
        let verifier = SignedDataVerifier(
            trust: .roots([try Certificate(derEncoded: try store.rootCertificateDER())]),
            policy: try VerificationPolicy(bundleId: F.bundleId, environment: .sandbox)
        )
        var statuses: [Int32?] = []
        for entry in store.outbox {
            let verified = try await verifier.verifyNotification(entry.signedPayload)
            let payload = verified.payload
            #expect(payload.version == "2.0" && payload.signedDate == MillisecondDate(entry.signedDate))
            #expect(payload.data?.bundleId == F.bundleId && payload.data?.environment == .sandbox)
            #expect(verified.transaction?.productId == F.silver && verified.renewalInfo?.productId == F.silver)
            statuses.append(payload.data?.status?.rawValue)
        }
        #expect(
            store.notificationNames() == [
                "SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW/GRACE_PERIOD", "GRACE_PERIOD_EXPIRED", "EXPIRED/BILLING_RETRY",
            ]
        )
        #expect(statuses == [1, 4, 3, 2])  // active, grace period, billing retry, expired
    }

    @Test func storefrontAndCurrencyFollowTheSettings() throws {
        var store = try F.store(["storefront": "JPN", "locale": "ja_JP"])
        let payload = try store.buy(F.large)
        #expect(payload.storefront == "JPN" && payload.storefrontId == "143462" && payload.currency == "JPY")
        #expect(payload.price == 1990)  // the file's number, in the storefront's currency, as Xcode does
    }
}
