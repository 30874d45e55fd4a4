import AppStoreModels
import Foundation

extension LocalAppStore {
    /// Builds, signs and appends to the outbox the notification the App Store sends for an event.
    /// - Parameters:
    ///   - transaction: the transaction the event concerns (`signedTransactionInfo`).
    ///   - subscription: for subscriptions, the record whose renewal info and status go along.
    mutating func notify(
        _ type: NotificationType, _ subtype: NotificationSubtype? = nil, accountId: String,
        transaction: TransactionRecord?, subscription: SubscriptionRecord? = nil,
        consumptionRequestReason: ConsumptionRequestReason? = nil
    ) throws(StoreError) {
        var data = NotificationData()
        data.environment = environment
        data.bundleId = state.bundleId
        data.bundleVersion = "1"
        data.signedTransactionInfo = transaction?.jws
        if let subscription {
            data.signedRenewalInfo = try signedRenewalInfo(for: subscription)
            data.status = status(of: subscription)
        }
        data.consumptionRequestReason = consumptionRequestReason
        try post(type, subtype, accountId: accountId, data: data)
    }

    /// Appends a notification with `data` (nil for `TEST`).
    mutating func post(_ type: NotificationType, _ subtype: NotificationSubtype?, accountId: String, data: NotificationData?) throws(StoreError) {
        var payload = ResponseBodyV2DecodedPayload()
        payload.notificationType = type
        payload.subtype = subtype
        payload.notificationUUID = UUID().uuidString.lowercased()
        payload.version = "2.0"
        payload.signedDate = MillisecondDate(state.now)
        payload.data = data
        state.outbox.append(
            OutboxEntry(
                notificationUUID: payload.notificationUUID ?? "", notificationType: type, subtype: subtype, accountId: accountId,
                signedPayload: try sign(payload), signedDate: state.now))
    }

    /// Appends a `TEST` notification (what "Request a Test Notification" sends).
    public mutating func requestTestNotification() throws(StoreError) {
        var data = NotificationData()
        data.environment = environment
        data.bundleId = state.bundleId
        try post(.test, nil, accountId: Self.defaultAccountId, data: data)
    }
}
