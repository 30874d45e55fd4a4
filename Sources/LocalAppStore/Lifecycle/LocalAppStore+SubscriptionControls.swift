import AppStoreModels
import Foundation

extension LocalAppStore {
    /// The index of `accountId`'s subscription (its own, or an organization's seat) that is currently `productId` (or
    /// will renew into it).
    package func subscriptionIndex(product productId: String, accountId: String) throws(StoreError) -> Int {
        guard catalog[productId] != nil else { throw StoreError.unknownProduct(productId) }
        let candidates = state.subscriptions.indices.filter {
            state.subscriptions[$0].accountId == accountId && state.subscriptions[$0].sharedFrom == nil
                && (state.subscriptions[$0].productId == productId || state.subscriptions[$0].autoRenewProductId == productId)
        }
        // The customer's own purchase before an organization's seat of the same product.
        let live = candidates.filter { state.subscriptions[$0].isLive }
        guard let index = live.first(where: { state.subscriptions[$0].isOwnPurchase }) ?? live.first ?? candidates.first else {
            throw StoreError.noSubscription("\(productId) of account \(accountId)")
        }
        return index
    }

    private func liveSubscriptionIndex(product productId: String, accountId: String) throws(StoreError) -> Int {
        let index = try subscriptionIndex(product: productId, accountId: accountId)
        guard state.subscriptions[index].isLive else {
            throw StoreError.invalidAction("the subscription to \(productId) has \(state.subscriptions[index].phase.rawValue)")
        }
        return index
    }

    /// Ends the subscription now (`expireSubscription(productIdentifier:)`): the latest transaction
    /// is re-signed with `expiresDate` now, and `EXPIRED` `VOLUNTARY` follows.
    public mutating func expireSubscription(_ productId: String, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let index = try store.liveSubscriptionIndex(product: productId, accountId: accountId)
            let latestId = store.state.subscriptions[index].latestTransactionId
            let now = MillisecondDate(store.state.now)
            try store.revise(latestId) { $0.expiresDate = now }
            store.state.subscriptions[index].expiresDate = store.state.now
            store.state.subscriptions[index].autoRenews = false
            try store.expire(subscriptionAt: index, at: store.state.now, intent: .customerCancelled)
        }
    }

    /// Ends the current period now and starts the next (`forceRenewalOfSubscription(productIdentifier:)`).
    /// A subscription in billing retry recovers (`DID_RENEW` `BILLING_RECOVERY`).
    public mutating func forceRenewal(_ productId: String, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let index = try store.liveSubscriptionIndex(product: productId, accountId: accountId)
            let recovers = store.state.subscriptions[index].phase == .billingRetry
            try store.renew(subscriptionAt: index, at: recovers ? store.recoveryStart(ofSubscriptionAt: index) : store.state.now, recovery: recovers)
        }
    }

    /// Turns auto-renew on or off (`enableAutoRenewForTransaction` / `disableAutoRenewForTransaction`);
    /// `DID_CHANGE_RENEWAL_STATUS` follows when it changes.
    public mutating func setAutoRenew(_ on: Bool, product productId: String, accountId: String = LocalAppStore.defaultAccountId) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let index = try store.liveSubscriptionIndex(product: productId, accountId: accountId)
            if let organization = store.state.subscriptions[index].assignedBy {
                throw StoreError.invalidAction("\(productId) is a seat \(organization) assigned; it renews on the organization's schedule")
            }
            try store.setAutoRenew(on, ofSubscriptionAt: index)
        }
    }

    /// Turns auto-renew of subscription `index` on or off; `DID_CHANGE_RENEWAL_STATUS` follows when it changes.
    mutating func setAutoRenew(_ on: Bool, ofSubscriptionAt index: Int) throws(StoreError) {
        guard state.subscriptions[index].autoRenews != on else { return }
        state.subscriptions[index].autoRenews = on
        syncFamilyCopies(ofSubscriptionAt: index)
        let record = state.subscriptions[index]
        try notify(
            .didChangeRenewalStatus,
            on ? .autoRenewEnabled : .autoRenewDisabled,
            accountId: record.accountId,
            transaction: try transaction(record.latestTransactionId),
            subscription: record
        )
    }

    /// The steps of a price increase: one that needs the customer's consent (request, then accept or
    /// decline), or one Apple only tells the customer about (notice).
    public enum PriceIncreaseStep: String, Sendable, CaseIterable {
        /// Apple asks the customer (`requestPriceIncreaseConsentForTransaction`): `PRICE_INCREASE` `PENDING`.
        case request
        /// The customer agrees (`consentToPriceIncreaseForTransaction`): `PRICE_INCREASE` `ACCEPTED`.
        case accept
        /// The customer refuses (`declinePriceIncreaseForTransaction`): auto-renew turns off and the
        /// subscription expires at the end of the period with `EXPIRED` `PRICE_INCREASE`.
        case decline
        /// An increase that needs no consent (Apple notifies the customer): `PRICE_INCREASE` `ACCEPTED` at once.
        /// The new price comes from the catalog: reload it with
        /// ``LocalAppStore/replaceConfiguration(_:path:higherPricesNeedConsent:)`` and `false`, so the
        /// renewal info the notice carries shows it.
        case notice
    }

    /// Moves a price increase of the subscription to `productId` on by one step.
    /// Reloading the catalog with a higher price starts the consent flow for every subscriber of the
    /// product (``replaceConfiguration(_:path:higherPricesNeedConsent:)``).
    public mutating func priceIncrease(
        _ step: PriceIncreaseStep,
        product productId: String,
        accountId: String = LocalAppStore.defaultAccountId
    ) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let index = try store.liveSubscriptionIndex(product: productId, accountId: accountId)
            let current = store.state.subscriptions[index].priceIncreaseStatus
            switch step {
            case .request, .notice:
                guard current == nil else { throw StoreError.invalidAction("a price increase is already under way for \(productId)") }
                store.state.subscriptions[index].priceIncreaseStatus =
                    step == .request ? .customerHasNotResponded : .customerConsentedOrWasNotifiedWithoutNeedingConsent
            case .accept, .decline:
                guard current == .customerHasNotResponded else {
                    throw StoreError.invalidAction("no price increase is waiting for consent for \(productId)")
                }
                if step == .accept {
                    store.state.subscriptions[index].priceIncreaseStatus = .customerConsentedOrWasNotifiedWithoutNeedingConsent
                } else {
                    store.state.subscriptions[index].autoRenews = false
                }
            }
            store.syncFamilyCopies(ofSubscriptionAt: index)
            let record = store.state.subscriptions[index]
            let latest = try store.transaction(record.latestTransactionId)
            switch step {
            case .request: try store.notify(.priceIncrease, .pending, accountId: accountId, transaction: latest, subscription: record)
            case .accept, .notice: try store.notify(.priceIncrease, .accepted, accountId: accountId, transaction: latest, subscription: record)
            case .decline:
                try store.notify(.didChangeRenewalStatus, .autoRenewDisabled, accountId: accountId, transaction: latest, subscription: record)
            }
        }
    }
}
