public import AppStoreModels
import Foundation
import StoreKitConfiguration

extension LocalAppStore {
    /// The renewal info of a subscription as the App Store would sign it now.
    public func renewalInfo(for record: SubscriptionRecord) -> JWSRenewalInfoDecodedPayload {
        var info = JWSRenewalInfoDecodedPayload()
        let account = positions.accounts[record.accountId].map { state.accounts[$0] }
        info.originalTransactionId = record.originalTransactionId
        info.productId = record.productId
        info.autoRenewProductId = record.autoRenewProductId
        info.autoRenewStatus = record.autoRenews ? .on : .off
        info.isInBillingRetryPeriod = record.phase == .billingRetry
        if record.phase != .active { info.expirationIntent = record.expirationIntent }
        if record.phase == .billingRetry { info.gracePeriodExpiresDate = record.graceEndsDate.map(MillisecondDate.init) }
        info.priceIncreaseStatus = record.priceIncreaseStatus
        if let offer = record.offer, offer.remainingPeriods > 0 {
            info.offerType = offer.type
            info.offerIdentifier = offer.id
            info.offerDiscountType = offer.discountType
            info.offerPeriod = offer.period
        }
        info.signedDate = MillisecondDate(state.now)
        info.environment = environment
        info.recentSubscriptionStartDate = MillisecondDate(record.recentStartDate)
        info.renewalDate = MillisecondDate(record.expiresDate)
        info.currency = storefront.currency
        let renewalItem = catalog[record.autoRenewProductId]
        let price = (record.offer?.remainingPeriods ?? 0) > 0 ? record.offer?.price : renewalItem?.price
        info.renewalPrice = price.map(PriceFormat.milliunits)
        if !record.isLive {
            let winBack = catalog.items.filter { $0.groupId == record.groupId }
                .flatMap { $0.product.winbackOffers ?? [] }.compactMap(\.offerID)
            info.eligibleWinBackOfferIds = winBack.isEmpty ? nil : winBack
        }
        info.appTransactionId = account?.appTransactionId
        info.appAccountToken = account?.appAccountToken
        return info
    }

    /// The renewal info of `record`, signed now.
    public func signedRenewalInfo(for record: SubscriptionRecord) throws(StoreError) -> String {
        try sign(renewalInfo(for: record))
    }

    /// The App Store's status code for a subscription (`1` active … `5` revoked).
    package func status(of record: SubscriptionRecord) -> AutoRenewableSubscriptionStatus {
        switch record.phase {
        case .active: return .active
        case .billingRetry:
            if let grace = record.graceEndsDate, state.now < grace { return .billingGracePeriod }
            return .billingRetry
        case .expired: return .expired
        case .revoked: return .revoked
        }
    }
}
