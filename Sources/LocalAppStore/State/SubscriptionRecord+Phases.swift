import AppStoreModels
import Foundation

extension SubscriptionRecord {
    /// A new paid period: `transactionId` for `productId` until `expiresDate`; retry, grace and the
    /// expiration intent are cleared.
    mutating func startPeriod(transactionId: String, productId: String, expiresDate: Date) {
        if originalTransactionId.isEmpty { originalTransactionId = transactionId }
        self.productId = productId
        autoRenewProductId = productId
        latestTransactionId = transactionId
        self.expiresDate = expiresDate
        phase = .active
        retryEndsDate = nil
        graceEndsDate = nil
        graceExpiryNotified = false
        expirationIntent = nil
        if offer?.remainingPeriods == 0 { offer = nil }
    }

    /// A renewal failed: billing retry until `retryEndsDate`, with access until `graceEndsDate` when
    /// there is a grace period.
    mutating func enterBillingRetry(retryEndsDate: Date, graceEndsDate: Date?) {
        phase = .billingRetry
        expirationIntent = .billingError
        self.retryEndsDate = retryEndsDate
        self.graceEndsDate = graceEndsDate
        graceExpiryNotified = false
    }

    /// The grace period ended while billing retry goes on.
    mutating func endGracePeriod() { graceExpiryNotified = true }

    /// The subscription ended, for `intent`; an offer in progress ends with it.
    mutating func expire(intent: ExpirationIntent) {
        phase = .expired
        expirationIntent = intent
        retryEndsDate = nil
        offer = nil
    }

    /// A revoked subscription whose refund was reversed at `now`: active until its period ends, or
    /// expired when the period is over; auto-renew stays off.
    mutating func restore(at now: Date) {
        phase = expiresDate > now ? .active : .expired
        if phase == .expired { expirationIntent = .customerCancelled }
    }

    /// Refunded or revoked: access ends and nothing renews.
    mutating func revoke() {
        phase = .revoked
        autoRenews = false
    }
}
