import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

/// One scenario per lifecycle row of the local store: transactions' fields, entitlements and the
/// exact notification sequence.
@Suite struct LifecycleScenarioTests {
    typealias F = Florist

    @Test func renewalsKeepTheOriginalTransaction() throws {
        var store = try F.store()
        let first = try store.buy(F.silver)
        try store.advance(by: 95 * F.day)
        let chain = store.payloads(product: F.silver)
        #expect(chain.count == 4)
        #expect(chain.allSatisfy { $0.originalTransactionId == first.transactionId })
        #expect(chain.dropFirst().allSatisfy { $0.transactionReason == .renewal })
        #expect(Set(chain.compactMap(\.webOrderLineItemId)).count == 4)
        for (earlier, later) in zip(chain, chain.dropFirst()) {
            #expect(later.purchaseDate == earlier.expiresDate)
            #expect(later.originalPurchaseDate == first.purchaseDate)
            #expect(later.signedDate == later.purchaseDate)  // signed when the clock reached the renewal
        }
        #expect(store.entitled() == [F.silver])
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW", "DID_RENEW", "DID_RENEW"])
    }

    @Test func billingRetryWithGracePeriodRecovers() throws {
        var store = try F.store(["billingRetry": "on", "gracePeriod": "on"])
        _ = try store.buy(F.silver)
        let expires = try #require(store.payloads().first?.expiresDate?.date)
        try store.advance(by: expires.timeIntervalSince(F.start) + F.day)
        var group = try #require(store.entitlements(for: "default").subscriptionGroups.first)
        #expect(group.state == .inGracePeriod)
        #expect(store.entitled() == [F.silver])
        let record = try #require(store.subscriptions.first)
        let info = store.renewalInfo(for: record)
        #expect(info.isInBillingRetryPeriod == true && info.expirationIntent == .billingError)
        #expect(info.gracePeriodExpiresDate == MillisecondDate(expires.addingTimeInterval(16 * F.day)))

        try store.advance(by: 20 * F.day)
        group = try #require(store.entitlements(for: "default").subscriptionGroups.first)
        #expect(group.state == .inBillingRetryPeriod)
        #expect(store.entitled().isEmpty)

        let recovered = try store.resolve(record.latestTransactionId)
        #expect(recovered.payload.purchaseDate == MillisecondDate(store.now))
        #expect(recovered.payload.transactionReason == .renewal)
        #expect(store.entitled() == [F.silver])
        #expect(
            store.notificationNames() == [
                "SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW/GRACE_PERIOD", "GRACE_PERIOD_EXPIRED", "DID_RENEW/BILLING_RECOVERY",
            ]
        )
    }

    @Test func billingRetryWithoutGraceExpiresAtRetryEnd() throws {
        var store = try F.store(["billingRetry": "on"])
        _ = try store.buy(F.bronze)
        try store.advance(by: 31 * F.day)
        #expect(store.entitled().isEmpty)
        #expect(store.entitlements(for: "default").subscriptionGroups.first?.state == .inBillingRetryPeriod)
        try store.advance(by: 61 * F.day)
        #expect(store.entitlements(for: "default").subscriptionGroups.first?.state == .expired)
        let latest = try #require(store.subscriptions.first?.latestTransactionId)
        #expect(throws: StoreError.self) { try store.resolve(latest) }  // no effect once retry has ended
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW", "EXPIRED/BILLING_RETRY"])
        #expect(store.renewalInfo(for: try #require(store.subscriptions.first)).expirationIntent == .billingError)
    }

    @Test func autoRenewOffExpiresVoluntarilyAndResubscribes() throws {
        var store = try F.store()
        let first = try store.buy(F.silver)
        try store.setAutoRenew(false, product: F.silver)
        try store.setAutoRenew(false, product: F.silver)  // no change, no notification
        try store.advance(by: 40 * F.day)
        #expect(store.entitled().isEmpty)
        let again = try store.buy(F.silver)
        #expect(again.originalTransactionId == first.transactionId)
        #expect(again.offerType == nil)
        try store.setAutoRenew(false, product: F.silver)
        try store.setAutoRenew(true, product: F.silver)
        #expect(
            store.notificationNames() == [
                "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "EXPIRED/VOLUNTARY", "SUBSCRIBED/RESUBSCRIBE",
                "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_ENABLED",
            ]
        )
    }

    @Test func upgradeIsImmediateAndMarksTheOldTransaction() throws {
        var store = try F.store()
        let bronze = try store.buy(F.bronze)
        try store.advance(by: 10 * F.day)
        let gold = try store.buy(F.gold)
        #expect(gold.originalTransactionId == bronze.transactionId)
        #expect(gold.purchaseDate == MillisecondDate(store.now))
        #expect(gold.offerType == nil)  // not new to the group: no introductory offer
        let old = try store.transaction(try #require(bronze.transactionId))
        #expect(old.payload.isUpgraded == true)
        #expect(store.entitled() == [F.gold])
        #expect(store.entitlements(for: "default").subscriptionGroups.first?.highestServiceLevel?.productId == F.gold)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/UPGRADE"])
    }

    @Test func downgradeTakesEffectAtRenewal() throws {
        var store = try F.store()
        _ = try store.buy(F.silver)
        let result = try store.buy(F.bronze)
        #expect(result.productId == F.silver)  // still silver until the renewal
        let status = try #require(store.entitlements(for: "default").subscriptionGroups.first?.statuses.first)
        #expect(status.scheduledChange == .downgrade && status.autoRenewProductId == F.bronze)
        #expect(store.entitled() == [F.silver])
        try store.advance(by: 32 * F.day)
        #expect(store.entitled() == [F.bronze])
        #expect(store.payloads().last?.price == 4990)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/DOWNGRADE", "DID_RENEW"])
    }

    @Test func crossgradeFollowsThePeriods() throws {
        // Two products on one level: same period → immediate; another period → at the next renewal.
        var configuration = try F.configuration()
        var group = try #require(configuration.subscriptionGroups?.first)
        var yearly = try #require(group.subscriptions?[1])
        yearly.productID = "com.storehelper.subscription.vip.silver-yearly"
        yearly.recurringSubscriptionPeriod = "P1Y"
        var monthly = yearly
        monthly.productID = "com.storehelper.subscription.vip.silver-plus"
        monthly.recurringSubscriptionPeriod = "P1M"
        group.subscriptions?.append(contentsOf: [yearly, monthly])
        configuration.subscriptionGroups = [group]
        var store = try F.store(configuration: configuration)
        _ = try store.buy(F.silver)
        let plus = try store.buy(monthly.productID)
        #expect(plus.productId == monthly.productID)
        let year = try store.buy(yearly.productID)
        #expect(year.productId == monthly.productID)
        try store.advance(by: 31 * F.day)
        #expect(store.entitled() == [yearly.productID])
        #expect(
            store.notificationNames() == [
                "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/UPGRADE", "DID_CHANGE_RENEWAL_PREF/DOWNGRADE", "DID_RENEW",
            ]
        )
    }

    @Test func buyingTheCurrentProductCancelsAPendingDowngrade() throws {
        var store = try F.store()
        _ = try store.buy(F.silver)
        _ = try store.buy(F.bronze)
        _ = try store.buy(F.silver)
        try store.advance(by: 32 * F.day)
        #expect(store.entitled() == [F.silver])
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_PREF/DOWNGRADE", "DID_CHANGE_RENEWAL_PREF", "DID_RENEW"])
    }

    @Test func refundRevokesAndReachesFamilyMembers() throws {
        var store = try F.store()
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        let bought = try store.buy(F.large, account: "parent")
        let shared = try #require(store.payloads("child").first)
        #expect(shared.inAppOwnershipType == .familyShared && shared.transactionId != bought.transactionId)
        #expect(store.entitled("child") == [F.large])
        _ = try store.buy(F.small, account: "parent")
        #expect(store.entitled("child") == [F.large])  // not family shareable

        #expect(throws: StoreError.self) { try store.refund(try #require(shared.transactionId)) }
        try store.advance(by: F.day)
        try store.refund(try #require(bought.transactionId), reason: .appIssue)
        let refunded = try store.transaction(try #require(bought.transactionId)).payload
        #expect(refunded.revocationDate == MillisecondDate(store.now) && refunded.revocationReason == .appIssue)
        #expect(refunded.revocationType == .refundFull && refunded.revocationPercentage == 100_000)
        let share = try #require(store.payloads("child").first)
        #expect(share.revocationDate != nil && share.revocationReason == .appIssue && share.revocationType == .familyRevoke)
        #expect(store.entitled("parent") == [F.small])
        #expect(store.entitled("child").isEmpty)
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE", "ONE_TIME_CHARGE", "ONE_TIME_CHARGE", "REFUND", "REVOKE"])
        #expect(store.outbox.map(\.accountId) == ["parent", "child", "parent", "parent", "child"])
        #expect(throws: StoreError.self) { try store.refund(try #require(bought.transactionId)) }
    }

    @Test func familySharedSubscriptionFollowsThePurchaser() async throws {
        var configuration = try F.configuration()
        configuration.subscriptionGroups?[0].subscriptions?[1].familyShareable = true
        var store = try F.store(configuration: configuration)
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        _ = try store.buy(F.silver, account: "parent")
        try store.advance(by: 40 * F.day)
        let childChain = store.payloads("child", product: F.silver)
        #expect(childChain.count == 2)
        #expect(childChain.allSatisfy { $0.inAppOwnershipType == .familyShared })
        #expect(Set(childChain.map(\.originalTransactionId)).count == 1)
        #expect(store.entitled("child") == [F.silver])
        let latest = try #require(store.payloads("parent", product: F.silver).last?.transactionId)
        try store.refund(latest)
        #expect(store.entitled("child").isEmpty)
        #expect(store.entitlements(for: "child").subscriptionGroups.first?.state == .revoked)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "SUBSCRIBED/INITIAL_BUY", "DID_RENEW", "DID_RENEW", "REFUND", "REVOKE"])
        #expect(store.outbox.map(\.accountId) == ["parent", "child", "parent", "child", "parent", "child"])
        // Each family member's notification is about the member's own copy.
        let verifier = try SigningTests.verifier(for: store)
        let childTransactions = Set(store.payloads("child").compactMap(\.transactionId))
        for entry in store.outbox where entry.accountId == "child" {
            let nested = try #require(try await verifier.verifyNotification(entry.signedPayload).transaction)
            #expect(nested.inAppOwnershipType == .familyShared && childTransactions.contains(nested.transactionId ?? ""))
        }
    }

    @Test func proratedRefund() throws {
        var store = try F.store()
        let bought = try store.buy(F.silver)
        let id = try #require(bought.transactionId)
        #expect(throws: StoreError.self) { try store.refund(id, percentage: 100) }
        #expect(throws: StoreError.self) { try store.refund(id, percentage: 0) }
        try store.refund(id, percentage: Decimal(string: "67.932"))
        let refunded = try store.transaction(id).payload
        #expect(refunded.revocationType == .refundProrated && refunded.revocationPercentage == 67_932)
    }

    @Test func refundRequestIsDeclinedOrGranted() throws {
        var store = try F.store()
        let plant = try store.buy(F.plant)
        let id = try #require(plant.transactionId)
        #expect(throws: StoreError.self) { try store.declineRefund(id) }
        try store.requestRefund(id)
        #expect(throws: StoreError.self) { try store.requestRefund(id) }
        try store.declineRefund(id)
        try store.requestRefund(id)
        try store.refund(id)
        #expect(store.refundRequests.isEmpty)
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE", "CONSUMPTION_REQUEST", "REFUND_DECLINED", "CONSUMPTION_REQUEST", "REFUND"])
    }

    @Test func refundedSubscriptionIsRevokedAndStopsRenewing() throws {
        var store = try F.store()
        let bought = try store.buy(F.silver)
        try store.refund(try #require(bought.transactionId))
        #expect(store.entitlements(for: "default").subscriptionGroups.first?.state == .revoked)
        try store.advance(by: 90 * F.day)
        #expect(store.payloads().count == 1)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "REFUND"])
    }

    @Test func priceIncreaseConsentAndRefusal() throws {
        var store = try F.store()
        _ = try store.buy(F.silver)
        #expect(throws: StoreError.self) { try store.priceIncrease(.accept, product: F.silver) }
        try store.priceIncrease(.request, product: F.silver)
        #expect(store.renewalInfo(for: try #require(store.subscriptions.first)).priceIncreaseStatus == .customerHasNotResponded)
        try store.priceIncrease(.accept, product: F.silver)
        try store.advance(by: 31 * F.day)
        #expect(store.entitled() == [F.silver])

        try store.addAccount("other")
        _ = try store.buy(F.bronze, account: "other")
        try store.priceIncrease(.request, product: F.bronze, accountId: "other")
        try store.priceIncrease(.decline, product: F.bronze, accountId: "other")
        try store.advance(by: 31 * F.day)
        #expect(store.entitled("other").isEmpty)
        #expect(store.renewalInfo(for: try #require(store.subscriptions.last)).expirationIntent == .customerDidNotConsentToPriceIncrease)
        #expect(
            store.notificationNames() == [
                "SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING", "PRICE_INCREASE/ACCEPTED", "DID_RENEW",
                "SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED",
                "DID_RENEW", "EXPIRED/PRICE_INCREASE",
            ]
        )
    }

    @Test func expireNowAndForceRenewal() throws {
        var store = try F.store()
        _ = try store.buy(F.silver)
        try store.advance(by: 3 * F.day)
        try store.forceRenewal(F.silver)
        #expect(store.payloads().last?.purchaseDate == MillisecondDate(store.now))
        try store.advance(by: F.day)
        try store.expireSubscription(F.silver)
        #expect(store.payloads().last?.expiresDate == MillisecondDate(store.now))
        #expect(store.entitled().isEmpty)
        #expect(throws: StoreError.self) { try store.expireSubscription(F.silver) }
        #expect(throws: StoreError.noSubscription("\(F.gold) of account default")) { try store.forceRenewal(F.gold) }
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "DID_RENEW", "EXPIRED/VOLUNTARY"])
    }

    @Test func deleteClearAndReset() throws {
        var store = try F.store(["askToBuy": "off"])
        _ = try store.buy(F.silver)
        try store.advance(by: 40 * F.day)
        let large = try store.buy(F.large)
        let first = try #require(store.payloads(product: F.silver).last?.transactionId)
        try store.deleteTransaction(first)
        #expect(store.payloads().map(\.productId) == [F.large])
        #expect(store.subscriptions.isEmpty)
        #expect(store.isEligibleForIntroductoryOffer(groupId: F.vip, accountId: "default"))
        #expect(throws: StoreError.unknownTransaction("1")) { try store.deleteTransaction("1") }
        store.clearTransactions()
        #expect(store.transactions.isEmpty && store.entitled().isEmpty)
        #expect(large.transactionId != nil)
        try store.set("askToBuy", to: "on")
        try store.set("timeRate", to: "monthlyRenewalEveryThirtySeconds")
        store.resetSettings()
        #expect(store.settings == SessionSettings(try F.configuration().settings))
    }

    @Test func timeRatesShrinkPeriods() throws {
        var store = try F.store(["timeRate": "15", "billingRetry": "on", "gracePeriod": "on"])
        _ = try store.buy(F.silver)
        let first = try #require(store.payloads().first)
        #expect(first.expiresDate == MillisecondDate(F.start.addingTimeInterval(30)))
        try store.advance(by: 31)
        let record = try #require(store.subscriptions.first)
        #expect(record.graceEndsDate == F.start.addingTimeInterval(45))
        #expect(record.retryEndsDate == F.start.addingTimeInterval(90))
        try store.advance(by: 60)
        #expect(
            store.notificationNames() == [
                "SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW/GRACE_PERIOD", "GRACE_PERIOD_EXPIRED", "EXPIRED/BILLING_RETRY",
            ]
        )
    }

    @Test func advanceRejectsNegativeDurations() throws {
        var store = try F.store()
        #expect(throws: StoreError.self) { try store.advance(by: -1) }
        #expect(store.now == F.start)
    }

    @Test func advanceIsBoundedInLengthDateAndWork() throws {
        var store = try F.store(["timeRate": "1005"])  // one renewal every 2 seconds
        _ = try store.purchase(F.silver)
        let before = (store.now, store.transactions, store.subscriptions, store.outbox.count)
        #expect(throws: StoreError.self) { try store.advance(by: 101 * 365.25 * F.day) }
        store.maximumEventsPerCall = 1_000
        #expect { try store.advance(by: 3 * F.day) } throws: { ($0 as? StoreError)?.message.contains("more than 1000 renewals") == true }
        #expect(store.now == before.0 && store.transactions == before.1 && store.subscriptions == before.2 && store.outbox.count == before.3)
        try store.advance(by: 1_000)  // 500 renewals
        #expect(store.transactions.count == 501)
        var late = try F.store()
        for _ in 0..<79 { try late.advance(by: LocalAppStore.maximumAdvance) }
        #expect { try late.advance(by: LocalAppStore.maximumAdvance) } throws: { ($0 as? StoreError)?.message.contains("year 9999") == true }
        #expect(late.now < LocalAppStore.latestInstant)
    }

    @Test func testNotification() throws {
        var store = try F.store()
        try store.requestTestNotification()
        #expect(store.notificationNames() == ["TEST"])
    }
}
