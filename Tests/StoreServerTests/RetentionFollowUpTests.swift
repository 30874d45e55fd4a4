#if Server
import AppStoreModels
import Foundation
import StoreHelperFixtures
import StoreStorage
import Testing

@testable import StoreServer

/// What the dashboard says a subscriber did after the server answered their cancellation flow.
@Suite struct RetentionFollowUpTests {
    static let decided = Florist.start

    static func decision(_ answer: String, offered: String? = nil, offer: String? = nil) -> RetentionDecision {
        RetentionDecision(
            requestIdentifier: "r",
            originalTransactionId: "1",
            productId: Florist.gold,
            userLocale: "en-US",
            environment: "Sandbox",
            appUserId: "dana",
            decidedDate: decided,
            rule: "rule",
            answer: answer,
            offeredProductId: offered,
            offerIdentifier: offer,
            latencyMicroseconds: 10
        )
    }

    static func notification(
        _ type: NotificationType,
        _ subtype: NotificationSubtype? = nil,
        after seconds: TimeInterval,
        original: String = "1"
    )
        -> NotificationRecord
    {
        var payload = ResponseBodyV2DecodedPayload()
        payload.notificationType = type
        payload.subtype = subtype
        var transaction = JWSTransactionDecodedPayload()
        transaction.originalTransactionId = original
        transaction.transactionId = original
        transaction.productId = Florist.gold
        return NotificationRecord(
            payload: payload,
            signedPayload: "signed",
            receivedDate: decided.addingTimeInterval(seconds),
            transaction: SignedTransaction(payload: transaction, jws: "t"),
            renewalInfo: nil
        )
    }

    @Test func cancellingIsTheFirstThingDoneAfterTheAnswer() {
        let notifications = [
            Self.notification(.didChangeRenewalStatus, .autoRenewDisabled, after: -5),
            Self.notification(.didChangeRenewalStatus, .autoRenewDisabled, after: 5),
            Self.notification(.offerRedeemed, after: 9),
        ]
        #expect(
            RetentionFollowUp.of(Self.decision("message"), until: nil, notifications: RetentionFollowUp.heard(notifications), transactions: [])
                == "cancelled (auto-renew off)"
        )
        let offer = Self.decision("promotionalOffer", offered: Florist.gold, offer: "come-back")
        #expect(
            RetentionFollowUp.of(offer, until: nil, notifications: RetentionFollowUp.heard([notifications[0], notifications[2]]), transactions: [])
                == "redeemed the offer come-back"
        )
    }

    @Test func whatHappensToAnotherPurchaseOrAfterTheNextFlowIsNotTheAnswersDoing() {
        let later = Self.notification(.didChangeRenewalStatus, .autoRenewDisabled, after: 20)
        let elsewhere = Self.notification(.didChangeRenewalStatus, .autoRenewDisabled, after: 5, original: "2")
        let followUp = RetentionFollowUp.of(
            Self.decision("message"),
            until: Self.decided.addingTimeInterval(10),
            notifications: RetentionFollowUp.heard([later, elsewhere]),
            transactions: []
        )
        #expect(followUp == "nothing since: the subscription goes on")
    }

    @Test func whatHappensInTheMillisecondOfTheAnswerFollowsIt() {
        // Storage keeps instants to the millisecond: a notification received within the answer's millisecond is after it.
        var decision = Self.decision("message")
        decision.decidedDate = Self.decided.addingTimeInterval(0.000_4)
        let notification = Self.notification(.didChangeRenewalStatus, .autoRenewDisabled, after: 0)
        #expect(
            RetentionFollowUp.of(decision, until: nil, notifications: RetentionFollowUp.heard([notification]), transactions: [])
                == "cancelled (auto-renew off)"
        )
    }

    @Test func aPurchaseOfTheAlternateProductIsASwitch() {
        var bought = JWSTransactionDecodedPayload()
        bought.originalTransactionId = "1"
        bought.productId = Florist.silver
        bought.purchaseDate = MillisecondDate(Self.decided.addingTimeInterval(3))
        let decision = Self.decision("alternateProduct", offered: Florist.silver)
        #expect(
            RetentionFollowUp.of(decision, until: nil, notifications: RetentionFollowUp.heard([]), transactions: [bought])
                == "switched to \(Florist.silver)"
        )
    }
}
#endif
