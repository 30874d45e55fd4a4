import AppStoreModels
public import Foundation

extension LocalAppStore {
    /// Moves the store clock forward by `interval`, processing in order every renewal, failed
    /// renewal, grace-period end, billing-retry end and expiry it passes.
    /// At most ``maximumAdvance`` at a time, never past ``latestInstant``, and at most
    /// ``maximumEventsPerCall`` events; beyond any of these it throws and changes nothing.
    public mutating func advance(by interval: TimeInterval) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            guard interval >= 0, interval.isFinite else {
                throw StoreError.invalidRequest("time only moves forward; \(interval) s is not a duration")
            }
            guard interval <= Self.maximumAdvance else {
                throw StoreError.invalidRequest("advance at most 100 years at a time, not \(Int(interval / 86_400)) days")
            }
            let target = store.state.now.addingTimeInterval(interval)
            guard target <= Self.latestInstant else {
                throw StoreError.invalidRequest(
                    "the store's clock stops at the end of the year 9999; it cannot move \(Int(interval / 86_400)) days on"
                )
            }
            try store.run(until: target)
        }
    }

    /// The longest single ``advance(by:)``: 100 years.
    public static let maximumAdvance: TimeInterval = 100 * 365.25 * 86_400
    /// The latest instant the store's clock can show: 9999-12-31T23:59:59Z.
    public static let latestInstant = Date(timeIntervalSince1970: 253_402_300_799)
    /// Processes every event due at or before `target`, oldest first, then sets the clock to `target`.
    /// Bounded: each event must move its subscription's next event later, and one call handles at most
    /// ``maximumEventsPerCall`` events.
    mutating func run(until target: Date) throws(StoreError) {
        var queue = EventQueue(state.subscriptions, notAfter: target)
        var handled = 0
        while let (date, index) = queue.pop() {
            // Handling an event moves only its own subscription's next event; skip stale entries.
            guard state.subscriptions.indices.contains(index), state.subscriptions[index].nextEventDate == date else { continue }
            handled += 1
            guard handled <= maximumEventsPerCall else {
                throw StoreError.invalidRequest(
                    "moving the clock to \(target) takes more than \(maximumEventsPerCall) renewals and expiries; advance in smaller steps or use a slower time rate"
                )
            }
            if date > state.now { state.now = date }
            try handleEvent(ofSubscriptionAt: index, scheduledAt: date)
            guard let next = state.subscriptions[index].nextEventDate else { continue }
            guard next > date else {
                throw StoreError.state(
                    "subscription \(state.subscriptions[index].originalTransactionId) does not move on from \(date); nothing was changed"
                )
            }
            if next <= target { queue.push(next, index) }
        }
        if target > state.now { state.now = target }
    }

    /// Processes events already due (after a purchase dated in the past).
    mutating func processDueEvents() throws(StoreError) { try run(until: state.now) }

    private mutating func handleEvent(ofSubscriptionAt index: Int, scheduledAt date: Date) throws(StoreError) {
        let record = state.subscriptions[index]
        switch record.phase {
        case .active:
            if let commitment = record.commitment, commitment.hasMonthsLeft {
                // Every month of a commitment is billed, whatever auto-renew says: turning it off ends the
                // subscription at the commitment's end (Apple's life-cycle page for monthly plans).
                if settings.billingRetryOnRenewal {
                    try enterBillingRetry(subscriptionAt: index, at: date)
                } else {
                    try renew(subscriptionAt: index, at: date, recovery: false)
                }
            } else if !record.autoRenews {
                try expire(
                    subscriptionAt: index,
                    at: date,
                    intent: record.priceIncreaseStatus == .customerHasNotResponded ? .customerDidNotConsentToPriceIncrease : .customerCancelled
                )
            } else if record.priceIncreaseStatus == .customerHasNotResponded {
                try expire(subscriptionAt: index, at: date, intent: .customerDidNotConsentToPriceIncrease)
            } else if !isForSale(record.autoRenewProductId) {
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
        // Inside a commitment the product stays; a change waits for the commitment's end.
        let productId = record.commitment?.hasMonthsLeft == true ? record.productId : record.autoRenewProductId
        guard let product = catalog[productId] else { throw StoreError.unknownProduct(productId) }
        let issued = try startPeriod(ofSubscriptionAt: index, product: product, at: date, reason: .renewal)
        try notify(
            .didRenew,
            recovery ? .billingRecovery : nil,
            accountId: record.accountId,
            transaction: issued,
            subscription: state.subscriptions[index]
        )
    }

    /// Where a recovered subscription's new period starts: where the unpaid period began when the
    /// payment goes through within the grace period (the renewal date is kept), else now.
    func recoveryStart(ofSubscriptionAt index: Int) -> Date {
        let record = state.subscriptions[index]
        if let grace = record.graceEndsDate, state.now < grace { return record.expiresDate }
        return state.now
    }

    /// A failed renewal at `date`: billing retry starts, with a grace period when the session has one.
    private mutating func enterBillingRetry(subscriptionAt index: Int, at date: Date) throws(StoreError) {
        let record = state.subscriptions[index]
        let period = catalog[record.productId]?.period ?? CalendarDuration(months: 1)
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
