package import AppStoreModels
import Foundation
import StoreKitConfiguration

extension LocalAppStore {
    /// Subscription events that family members receive too, about their own shared copy.
    static let sharedWithFamily: Set<NotificationType> = [
        .subscribed, .didRenew, .didFailToRenew, .gracePeriodExpired, .expired, .didChangeRenewalStatus,
        .didChangeRenewalPref, .offerRedeemed, .priceIncrease, .renewalExtended,
    ]

    /// Builds, signs and appends to the outbox the notification the App Store sends for an event.
    /// A subscription event is sent to family members too, each about their own shared copy: a member
    /// who has just gained access gets `SUBSCRIBED` instead (`INITIAL_BUY`, or `RESUBSCRIBE` for a
    /// share that had lapsed), and a member whose purchaser now has a product that is not family
    /// shareable loses the shared copy (`REVOKE`, ``familySharingEnded(for:)``).
    /// - Parameters:
    ///   - transaction: the transaction the event concerns (`signedTransactionInfo`).
    ///   - subscription: for subscriptions, the record whose renewal info and status go along.
    package mutating func notify(
        _ type: NotificationType,
        _ subtype: NotificationSubtype? = nil,
        accountId: String,
        transaction: TransactionRecord?,
        subscription: SubscriptionRecord? = nil,
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
        if let subscription, subscription.sharedFrom != nil, let index = index(ofShare: subscription) {
            state.subscriptions[index].newlyShared = nil  // the member has now heard of it
        }
        guard let subscription, subscription.sharedFrom == nil, Self.sharedWithFamily.contains(type) else { return }
        let shareable = catalog[subscription.productId]?.product.familyShareable == true
        for copy in state.subscriptions where copy.sharedFrom == subscription.originalTransactionId && copy.phase != .revoked {
            guard let latest = state.transactions[copy.latestTransactionId] else { continue }
            if !shareable {
                if copy.isLive { try familySharingEnded(for: copy) }
            } else if copy.newlyShared == true {
                let subtype: NotificationSubtype = copy.latestTransactionId == copy.originalTransactionId ? .initialBuy : .resubscribe
                try notify(.subscribed, subtype, accountId: copy.accountId, transaction: latest, subscription: copy)
            } else {
                try notify(type, subtype, accountId: copy.accountId, transaction: latest, subscription: copy)
            }
        }
    }

    /// A member's share ends because the purchaser's subscription moved (at a renewal, or by an
    /// upgrade) to a product that is not family shareable: the member's current copy is re-signed as
    /// revoked now (`FAMILY_REVOKE`) and the member gets `REVOKE`. Apple documents `REVOKE` for a purchase
    /// no longer available through Family Sharing; this case itself is not documented.
    private mutating func familySharingEnded(for copy: SubscriptionRecord) throws(StoreError) {
        guard let index = index(ofShare: copy) else { return }
        let now = MillisecondDate(state.now)
        let revoked = try revise(copy.latestTransactionId) { Self.revokeFamilyShare(&$0, at: now, reason: .other) }
        state.subscriptions[index].revoke()
        try notify(.revoke, accountId: copy.accountId, transaction: revoked, subscription: state.subscriptions[index])
    }

    /// Where a member's shared subscription record is.
    func index(ofShare copy: SubscriptionRecord) -> Int? {
        state.subscriptions.firstIndex { $0.accountId == copy.accountId && $0.sharedFrom == copy.sharedFrom && $0.sharedFrom != nil }
    }

    /// Appends a notification with `data` (nil for `TEST`).
    package mutating func post(
        _ type: NotificationType,
        _ subtype: NotificationSubtype?,
        accountId: String,
        data: NotificationData?,
        summary: NotificationSummary? = nil,
        appData: NotificationAppData? = nil
    ) throws(StoreError) {
        var payload = ResponseBodyV2DecodedPayload()
        payload.notificationType = type
        payload.subtype = subtype
        payload.notificationUUID = UUID().uuidString.lowercased()
        payload.version = "2.0"
        payload.signedDate = MillisecondDate(state.now)
        payload.data = data
        payload.summary = summary
        payload.appData = appData
        payload.data?.appAppleId = signedAppAppleId
        payload.summary?.appAppleId = signedAppAppleId
        payload.appData?.appAppleId = signedAppAppleId
        state.outbox.append(
            OutboxEntry(
                notificationUUID: payload.notificationUUID ?? "",
                notificationType: type,
                subtype: subtype,
                accountId: accountId,
                signedPayload: try sign(payload),
                signedDate: state.now
            )
        )
    }

    /// The account's parent or guardian withdrew consent for the app (age assurance): a `RESCIND_CONSENT` notification
    /// whose `appData` carries the account's signed app transaction, as Apple sends it
    /// (https://developer.apple.com/documentation/appstoreservernotifications/appdata: present when the type is
    /// `RESCIND_CONSENT`; no `data`, no subtype). The account's purchases are left as they are.
    public mutating func rescindConsent(accountId: String) throws(StoreError) {
        let account = try account(accountId)
        var appData = NotificationAppData()
        appData.bundleId = state.bundleId
        appData.environment = environment
        appData.signedAppTransactionInfo = try sign(appTransactionPayload(for: account))
        try post(.rescindConsent, nil, accountId: account.id, data: nil, appData: appData)
    }

    /// Appends a `TEST` notification (what "Request a Test Notification" sends) and returns its
    /// test notification token (`<notificationUUID>_<signedDate in milliseconds>`, as Apple's).
    @discardableResult
    public mutating func requestTestNotification() throws(StoreError) -> String {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            var data = NotificationData()
            data.environment = store.environment
            data.bundleId = store.state.bundleId
            try store.post(.test, nil, accountId: Self.defaultAccountId, data: data)
            let entry = store.state.outbox.added[store.state.outbox.added.count - 1]
            return "\(entry.notificationUUID)_\(MillisecondDate(entry.signedDate).wholeMilliseconds)"
        }
    }
}
