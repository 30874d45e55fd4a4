import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// The local store's notifications and fields held against Apple's documented behaviour, one rule per test.
@Suite struct AppleFidelityTests {
    typealias F = Florist

    /// An offer from the JSON a `.storekit` file holds.
    static func offer(_ json: String) throws -> ConfigurationOffer {
        try JSONDecoder().decode(ConfigurationOffer.self, from: Data(json.utf8))
    }

    /// The florist's configuration with VIP Silver family shareable.
    static func sharedSilver() throws -> ConfigurationFile {
        var configuration = try F.configuration()
        configuration.subscriptionGroups?[0].subscriptions?[1].familyShareable = true
        return configuration
    }

    @Test func redeemingAnOfferIsASubscriptionUnlessTheCustomerIsSubscribed() throws {
        var configuration = try F.configuration()
        configuration.subscriptionGroups?[0].subscriptions?[1].codeOffers = [
            try Self.offer(
                #"{"internalID": "1", "referenceName": "SPRING", "paymentMode": "payAsYouGo", "subscriptionPeriod": "P1M", "numberOfPeriods": 2, "displayPrice": "4.99", "eligibility": ["new", "existing", "expired"]}"#
            )
        ]
        var store = try F.store(configuration: configuration)
        let first = try store.buy(F.silver, PurchaseOptions(offerCode: "SPRING"))
        #expect(first.offerType == .offerCode && first.price == 4_990)
        _ = try store.buy(F.silver, PurchaseOptions(offerCode: "SPRING"))  // subscribed: the offer prices the next renewals
        try store.expireSubscription(F.silver)
        _ = try store.buy(F.silver, PurchaseOptions(offerCode: "SPRING"))
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "OFFER_REDEEMED", "EXPIRED/VOLUNTARY", "SUBSCRIBED/RESUBSCRIBE"])
    }

    @Test func aRefundRequestTurnsAutoRenewOffBeforeAppleDecides() throws {
        var store = try F.store()
        try store.addAccount("other")
        let declined = try #require(try store.buy(F.silver).transactionId)
        let granted = try #require(try store.buy(F.bronze, account: "other").transactionId)
        try store.requestRefund(declined)
        try store.requestRefund(granted)
        #expect(store.subscriptions.allSatisfy { !$0.autoRenews })
        try store.declineRefund(declined)
        try store.refund(granted)
        #expect(
            store.notificationNames() == [
                "SUBSCRIBED/INITIAL_BUY", "SUBSCRIBED/INITIAL_BUY",
                "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "CONSUMPTION_REQUEST",
                "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED", "CONSUMPTION_REQUEST",
                "REFUND_DECLINED", "REFUND",
            ]
        )
        try store.advance(by: 32 * F.day)  // the declined one runs out its paid month and stops
        #expect(store.entitled().isEmpty && store.notificationNames().last == "EXPIRED/VOLUNTARY")
    }

    @Test func recentSubscriptionStartDateSurvivesALapseOfUpTo60Days() throws {
        var store = try F.store()
        let first = try store.buy(F.silver)
        try store.setAutoRenew(false, product: F.silver)
        try store.advance(by: 31 * F.day)  // expires on 2 Apr
        try store.advance(by: 59 * F.day)
        _ = try store.buy(F.silver)
        #expect(store.renewalInfo(for: try #require(store.subscriptions.first)).recentSubscriptionStartDate == first.purchaseDate)

        try store.setAutoRenew(false, product: F.silver)
        try store.advance(by: 31 * F.day)
        try store.advance(by: 61 * F.day)
        _ = try store.buy(F.silver)
        #expect(store.renewalInfo(for: try #require(store.subscriptions.first)).recentSubscriptionStartDate == MillisecondDate(store.now))
    }

    @Test func aFamilyMemberWhoJoinsLaterGetsWhatTheFamilySharesAndSharesTheirOwn() throws {
        var store = try F.store(configuration: try Self.sharedSilver())
        try store.addAccount("parent", familyId: "smiths")
        _ = try store.buy(F.silver, account: "parent")
        _ = try store.buy(F.large, account: "parent")
        _ = try store.buy(F.small, account: "parent")  // not family shareable
        try store.addAccount("child")
        _ = try store.buy(F.chocolates, account: "child")
        let before = store.outbox.count
        try store.joinFamily("child", familyId: "smiths")

        #expect(store.entitled("child") == [F.silver, F.large, F.chocolates])
        #expect(store.entitled("parent") == [F.silver, F.large, F.small, F.chocolates])
        #expect(store.notificationNames(from: before) == ["ONE_TIME_CHARGE", "SUBSCRIBED/INITIAL_BUY", "ONE_TIME_CHARGE"])
        #expect(store.outbox.dropFirst(before).map(\.accountId) == ["child", "child", "parent"])
        #expect(store.payloads("child").filter { $0.productId != F.chocolates }.allSatisfy { $0.inAppOwnershipType == .familyShared })
        #expect(throws: StoreError.self) { try store.joinFamily("child", familyId: "joneses") }

        let renewedAt = store.outbox.count
        try store.advance(by: 32 * F.day)  // the purchaser's renewal reaches the newcomer
        #expect(store.outbox.dropFirst(renewedAt).map(\.accountId) == ["parent", "child"])
        #expect(store.payloads("child", product: F.silver).count == 2)
    }

    @Test func aFamilyMemberHearsOfASharedNonConsumableAsAOneTimeCharge() throws {
        var store = try F.store()
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        _ = try store.buy(F.large, account: "parent")
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE", "ONE_TIME_CHARGE"])
        #expect(store.outbox.map(\.accountId) == ["parent", "child"])
        #expect(store.payloads("child").first?.inAppOwnershipType == .familyShared)
    }

    @Test func aMemberWhoLeavesTheFamilyLosesWhatWasSharedBothWays() throws {
        var store = try F.store(configuration: try Self.sharedSilver())
        try store.addAccount("parent", familyId: "smiths")
        try store.addAccount("child", familyId: "smiths")
        _ = try store.buy(F.silver, account: "parent")
        _ = try store.buy(F.large, account: "parent")
        _ = try store.buy(F.chocolates, account: "child")
        let before = store.outbox.count
        try store.leaveFamily("child")

        #expect(store.entitled("child") == [F.chocolates])
        #expect(store.entitled("parent") == [F.silver, F.large])
        #expect(store.notificationNames(from: before) == ["REVOKE", "REVOKE", "REVOKE"])
        #expect(store.outbox.dropFirst(before).map(\.accountId).sorted() == ["child", "child", "parent"])
        let revoked = store.transactions(for: nil).map(\.payload).filter { $0.inAppOwnershipType == .familyShared }
        #expect(revoked.allSatisfy { $0.revocationType == .familyRevoke && $0.revocationDate == MillisecondDate(store.now) })
        #expect(try store.account("child").familyId == nil)
        #expect(throws: StoreError.self) { try store.leaveFamily("child") }

        let renewedAt = store.outbox.count
        try store.advance(by: 32 * F.day)  // renewals no longer reach the one who left
        #expect(store.outbox.dropFirst(renewedAt).map(\.accountId) == ["parent"])
    }

    @Test func aRefundOfAnEarlierPeriodStillCarriesRenewalInfoAndStatus() async throws {
        var store = try F.store()
        let first = try store.buy(F.silver)
        try store.advance(by: 32 * F.day)
        try store.refund(try #require(first.transactionId))
        #expect(store.entitled() == [F.silver])  // the current period is not refunded
        let refund = try #require(store.outbox.last)
        let verified = try await SigningTests.verifier(for: store).verifyNotification(refund.signedPayload)
        #expect(verified.payload.notificationType == .refund && verified.transaction?.transactionId == first.transactionId)
        #expect(verified.renewalInfo?.autoRenewStatus == .on)
        #expect(verified.payload.data?.status == .active)
    }

    @Test func recoveryWithinTheGracePeriodKeepsTheRenewalDate() throws {
        var store = try F.store(["billingRetry": "on", "gracePeriod": "on"])
        let renewalDate = try #require(try store.buy(F.silver).expiresDate?.date)
        try store.advance(by: renewalDate.timeIntervalSince(F.start) + 3 * F.day)
        let recovered = try store.resolve(try #require(store.subscriptions.first?.latestTransactionId)).payload
        #expect(recovered.purchaseDate == MillisecondDate(renewalDate))  // no paid day lost
        #expect(recovered.expiresDate == MillisecondDate(store.settings.rate.end(of: CalendarDuration(months: 1), from: renewalDate)))

        var withoutGrace = try F.store(["billingRetry": "on"])
        let due = try #require(try withoutGrace.buy(F.silver).expiresDate?.date)
        try withoutGrace.advance(by: due.timeIntervalSince(F.start) + 3 * F.day)
        let late = try withoutGrace.resolve(try #require(withoutGrace.subscriptions.first?.latestTransactionId)).payload
        #expect(late.purchaseDate == MillisecondDate(withoutGrace.now))  // the period starts at recovery
    }

    @Test func aReversedRefundRestoresWhatTheRefundTookAway() throws {
        var store = try F.store()
        let large = try #require(try store.buy(F.large).transactionId)
        let silver = try #require(try store.buy(F.silver).transactionId)
        let small = try #require(try store.buy(F.small).transactionId)
        try store.refund(large)
        try store.refund(silver)
        #expect(store.entitled() == [F.small])
        #expect(throws: StoreError.self) { try store.reverseRefund(small) }  // nothing to reverse

        try store.reverseRefund(large)
        try store.reverseRefund(silver)
        #expect(store.entitled() == [F.large, F.silver, F.small])
        #expect(try store.transaction(large).payload.revocationDate == nil && store.transaction(silver).payload.revocationType == nil)
        #expect(throws: StoreError.self) { try store.reverseRefund(large) }
        #expect(store.notificationNames().suffix(4) == ["REFUND", "REFUND", "REFUND_REVERSED", "REFUND_REVERSED"])
        try store.advance(by: 32 * F.day)  // the refund turned auto-renew off: the paid month runs out
        #expect(store.entitled() == [F.large, F.small] && store.notificationNames().last == "EXPIRED/VOLUNTARY")
    }

    @Test func aPriceIncreaseThatNeedsNoConsentIsAcceptedAtOnce() throws {
        var store = try F.store()
        _ = try store.buy(F.silver)
        try store.priceIncrease(.notice, product: F.silver)
        let info = store.renewalInfo(for: try #require(store.subscriptions.first))
        #expect(info.priceIncreaseStatus == .customerConsentedOrWasNotifiedWithoutNeedingConsent)
        #expect(throws: StoreError.self) { try store.priceIncrease(.accept, product: F.silver) }
        try store.advance(by: 32 * F.day)
        #expect(store.entitled() == [F.silver])
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/ACCEPTED", "DID_RENEW"])
    }

    @Test func aOneTimePurchaseWithAnOfferCodeIsAOneTimeDiscount() throws {
        var configuration = try F.configuration()
        let index = try #require(configuration.products?.firstIndex { $0.productID == F.large })
        configuration.products?[index].codeOffers = [try Self.offer(#"{"internalID": "2", "referenceName": "BOUQUET", "displayPrice": "0.99"}"#)]
        var store = try F.store(configuration: configuration)
        let bought = try store.buy(F.large, PurchaseOptions(offerCode: "BOUQUET"))
        #expect(bought.offerType == .offerCode && bought.offerIdentifier == "BOUQUET" && bought.offerDiscountType == .oneTime)
        #expect(bought.price == 990 && bought.offerPeriod == nil)
        #expect(
            try purchaseFailure { try store.purchase(F.small, options: PurchaseOptions(offerCode: "BOUQUET")) }
                == StoreKitErrorName("invalidOfferIdentifier")
        )
        #expect(
            try purchaseFailure { try store.purchase(F.plant, options: PurchaseOptions(winBackOfferId: "x")) }
                == StoreKitErrorName("invalidOfferIdentifier")
        )
        #expect(store.notificationNames() == ["ONE_TIME_CHARGE"])
    }

    @Test func aSubscriptionToAProductTakenOffSaleExpiresAtItsRenewal() throws {
        var store = try F.store()
        try store.addAccount("other")
        _ = try store.buy(F.silver)
        try store.setForSale(F.silver, false)
        #expect(try !store.products().contains { $0.id == F.silver })
        #expect(try purchaseFailure { try store.purchase(F.silver, accountId: "other") } == StoreKitErrorName("productUnavailable"))
        #expect(store.entitled() == [F.silver])  // what was bought stays until it ends
        try store.advance(by: 32 * F.day)
        #expect(store.entitled().isEmpty)
        #expect(store.notificationNames() == ["SUBSCRIBED/INITIAL_BUY", "EXPIRED/PRODUCT_NOT_FOR_SALE"])
        #expect(store.renewalInfo(for: try #require(store.subscriptions.first)).expirationIntent == .productNotAvailable)
        try store.setForSale(F.silver, true)
        #expect(try store.products().contains { $0.id == F.silver })
        #expect(throws: StoreError.self) { try store.setForSale("no.such.product", false) }
    }

    @Test func reloadingTheCatalogWithAHigherPriceAsksSubscribersForConsent() throws {
        var store = try F.store()
        try store.addAccount("other")
        _ = try store.buy(F.silver)
        _ = try store.buy(F.silver, account: "other")
        var dearer = try F.configuration()
        dearer.subscriptionGroups?[0].subscriptions?[1].displayPrice = "12.99"
        try store.replaceConfiguration(dearer, path: nil)
        #expect(store.notificationNames().suffix(2) == ["PRICE_INCREASE/PENDING", "PRICE_INCREASE/PENDING"])
        try store.priceIncrease(.accept, product: F.silver, accountId: "other")
        try store.advance(by: 32 * F.day)
        #expect(store.entitled().isEmpty)  // never charged the new price without consent
        #expect(store.payloads(product: F.silver).count == 1)
        #expect(store.payloads("other", product: F.silver).last?.price == 12_990)

        var cheaper = try F.configuration()
        cheaper.subscriptionGroups?[0].subscriptions?[1].displayPrice = "7.99"
        let before = store.outbox.count
        try store.replaceConfiguration(cheaper, path: nil)  // a lower price needs no consent
        #expect(store.outbox.count == before)
    }

    @Test func anIncreaseWithoutConsentIsAnnouncedWithTheNewRenewalPrice() throws {
        var store = try F.store()
        _ = try store.buy(F.silver)
        var dearer = try F.configuration()
        dearer.subscriptionGroups?[0].subscriptions?[1].displayPrice = "12.99"
        try store.replaceConfiguration(dearer, path: nil, higherPricesNeedConsent: false)
        #expect(store.notificationNames().last == "PRICE_INCREASE/ACCEPTED")
        let info = store.renewalInfo(for: try #require(store.subscriptions.first))
        #expect(info.renewalPrice == 12_990 && info.priceIncreaseStatus == .customerConsentedOrWasNotifiedWithoutNeedingConsent)
        try store.advance(by: 32 * F.day)
        #expect(store.entitled() == [F.silver] && store.payloads(product: F.silver).last?.price == 12_990)
    }
}
