#if Server
import AppStoreModels
import Foundation
import StoreStorage

/// What a subscriber did after the server answered their cancellation flow, told from what the App Store
/// sent since: the offer redeemed, the alternate product switched to, auto-renew turned off, or nothing.
enum RetentionFollowUp {
    /// A notification with the transaction it carries, decoded once for every decision it is weighed against.
    typealias Heard = (notification: NotificationRecord, transaction: JWSTransactionDecodedPayload?)

    /// The notifications as ``of(_:until:notifications:transactions:)`` reads them.
    static func heard(_ notifications: [NotificationRecord]) -> [Heard] {
        notifications.map { ($0, CustomerTimeline.transaction(in: $0)) }
    }

    /// The first thing `decision`'s subscriber did, before the next decision about the same purchase.
    static func of(
        _ decision: RetentionDecision,
        until next: Date?,
        notifications: [Heard],
        transactions: [JWSTransactionDecodedPayload]
    ) -> String {
        struct Event {
            var when: Date
            var what: String
        }
        var events: [Event] = []
        // To the millisecond: what storage keeps of both instants.
        func inWindow(_ date: Date) -> Bool {
            let instant = MillisecondDate(date)
            return instant >= MillisecondDate(decision.decidedDate) && next.map { instant < MillisecondDate($0) } ?? true
        }
        for (notification, transaction) in notifications where inWindow(notification.receivedDate) {
            let payload = notification.payload
            guard transaction?.originalTransactionId == decision.originalTransactionId else { continue }
            switch (payload.notificationType, payload.subtype) {
            case (.offerRedeemed?, _) where decision.answer == "promotionalOffer":
                events.append(Event(when: notification.receivedDate, what: "redeemed the offer \(decision.offerIdentifier ?? "")"))
            case (.didChangeRenewalPref?, _) where decision.answer == "alternateProduct",
                (.subscribed?, _) where decision.answer == "alternateProduct" && transaction?.productId == decision.offeredProductId:
                events.append(Event(when: notification.receivedDate, what: "switched to \(decision.offeredProductId ?? "")"))
            case (.didChangeRenewalStatus?, .autoRenewDisabled?):
                events.append(Event(when: notification.receivedDate, what: "cancelled (auto-renew off)"))
            default: break
            }
        }
        for transaction in transactions where transaction.originalTransactionId == decision.originalTransactionId {
            guard let purchased = transaction.purchaseDate?.date, inWindow(purchased) else { continue }
            if decision.answer == "promotionalOffer", transaction.offerIdentifier == decision.offerIdentifier, transaction.offerIdentifier != nil {
                events.append(Event(when: purchased, what: "redeemed the offer \(decision.offerIdentifier ?? "")"))
            } else if decision.answer == "alternateProduct", transaction.productId == decision.offeredProductId {
                events.append(Event(when: purchased, what: "switched to \(decision.offeredProductId ?? "")"))
            }
        }
        return events.min { $0.when < $1.when }?.what ?? "nothing since: the subscription goes on"
    }
}
#endif
