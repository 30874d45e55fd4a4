import AppStoreModels
import Foundation

extension LocalAppStore {
    /// Moves the store clock forward by `interval`, processing in order every renewal, failed
    /// renewal, grace-period end, billing-retry end and expiry it passes.
    public mutating func advance(by interval: TimeInterval) throws(StoreError) {
        guard interval >= 0, interval.isFinite else { throw StoreError.invalidRequest("time only moves forward; \(interval) s is not a duration") }
        let target = state.now.addingTimeInterval(interval)
        try run(until: target)
    }

    /// Processes every event due at or before `target`, oldest first, then sets the clock to `target`.
    mutating func run(until target: Date) throws(StoreError) {
        var queue = EventQueue(state.subscriptions, notAfter: target)
        while let (date, index) = queue.pop() {
            // Handling an event moves only its own subscription's next event; skip stale entries.
            guard state.subscriptions.indices.contains(index), state.subscriptions[index].nextEventDate == date else { continue }
            if date > state.now { state.now = date }
            try handleEvent(ofSubscriptionAt: index, scheduledAt: date)
            if let next = state.subscriptions[index].nextEventDate, next <= target { queue.push(next, index) }
        }
        if target > state.now { state.now = target }
    }

    /// Processes events already due (after a purchase dated in the past).
    mutating func processDueEvents() throws(StoreError) { try run(until: state.now) }

    private mutating func handleEvent(ofSubscriptionAt index: Int, scheduledAt date: Date) throws(StoreError) {
        let record = state.subscriptions[index]
        switch record.phase {
        case .active:
            if !record.autoRenews {
                try expire(
                    subscriptionAt: index,
                    at: date,
                    intent: record.priceIncreaseStatus == .customerHasNotResponded ? .customerDidNotConsentToPriceIncrease : .customerCancelled
                )
            } else if record.priceIncreaseStatus == .customerHasNotResponded {
                try expire(subscriptionAt: index, at: date, intent: .customerDidNotConsentToPriceIncrease)
            } else if catalog[record.autoRenewProductId] == nil {
                try expire(subscriptionAt: index, at: date, intent: .productNotAvailable)
            } else if settings.billingRetryOnRenewal {
                try enterBillingRetry(subscriptionAt: index, at: date)
            } else {
                try renew(subscriptionAt: index, at: date, recovery: false)
            }
        case .billingRetry:
            if let grace = record.graceEndsDate, !record.graceExpiryNotified, grace <= (record.retryEndsDate ?? grace) {
                state.subscriptions[index].endGracePeriod()
                syncFamilyCopies(ofSubscriptionAt: index)
                try notify(
                    .gracePeriodExpired,
                    accountId: record.accountId,
                    transaction: try transaction(record.latestTransactionId),
                    subscription: state.subscriptions[index]
                )
            } else {
                try expire(subscriptionAt: index, at: date, intent: .billingError)
            }
        case .expired, .revoked:
            break
        }
    }

    /// A successful renewal at `date`: a new transaction (`RENEWAL`) for the auto-renew product.
    mutating func renew(subscriptionAt index: Int, at date: Date, recovery: Bool) throws(StoreError) {
        let record = state.subscriptions[index]
        guard let product = catalog[record.autoRenewProductId] else { throw StoreError.unknownProduct(record.autoRenewProductId) }
        let issued = try startPeriod(ofSubscriptionAt: index, product: product, at: date, reason: .renewal)
        try notify(
            .didRenew,
            recovery ? .billingRecovery : nil,
            accountId: record.accountId,
            transaction: issued,
            subscription: state.subscriptions[index]
        )
    }

    /// A failed renewal at `date`: billing retry starts, with a grace period when the session has one.
    private mutating func enterBillingRetry(subscriptionAt index: Int, at date: Date) throws(StoreError) {
        let record = state.subscriptions[index]
        let period = catalog[record.productId]?.period ?? SubscriptionPeriod(months: 1)
        state.subscriptions[index].enterBillingRetry(
            retryEndsDate: date.addingTimeInterval(settings.rate.billingRetryPeriod),
            graceEndsDate: settings.gracePeriod ? date.addingTimeInterval(settings.rate.gracePeriod(for: period)) : nil
        )
        syncFamilyCopies(ofSubscriptionAt: index)
        try notify(
            .didFailToRenew,
            settings.gracePeriod ? .gracePeriod : nil,
            accountId: record.accountId,
            transaction: try transaction(record.latestTransactionId),
            subscription: state.subscriptions[index]
        )
    }

    /// The subscription ends at `date`; `EXPIRED` with the subtype for `intent`.
    mutating func expire(subscriptionAt index: Int, at date: Date, intent: ExpirationIntent) throws(StoreError) {
        let record = state.subscriptions[index]
        state.subscriptions[index].expire(intent: intent)
        syncFamilyCopies(ofSubscriptionAt: index)
        let subtype: NotificationSubtype? =
            switch intent {
            case .customerCancelled: .voluntary
            case .billingError: .billingRetry
            case .customerDidNotConsentToPriceIncrease: .priceIncrease
            case .productNotAvailable: .productNotForSale
            default: nil
            }
        try notify(
            .expired,
            subtype,
            accountId: record.accountId,
            transaction: try transaction(record.latestTransactionId),
            subscription: state.subscriptions[index]
        )
    }
}
