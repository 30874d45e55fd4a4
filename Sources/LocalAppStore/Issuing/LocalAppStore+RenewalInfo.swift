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
        let inCommitment = record.commitment.map { record.isLive && $0.hasMonthsLeft } ?? false
        // `autoRenewStatus` says whether the next billing period renews: inside a commitment, every month does.
        info.autoRenewStatus = record.autoRenews || inCommitment ? .on : .off
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
        let renewalPlan = Self.plan(record.renewalBillingPlanType)
        var price = (record.offer?.remainingPeriods ?? 0) > 0 ? record.offer?.price : renewalItem?.price
        if let commitment = record.commitment, record.isLive {
            // The commitment's fields, present only while one runs (WWDC26 session 210; renewal info's `commitmentInfo`).
            var committed = RenewalCommitmentInfo()
            committed.commitmentAutoRenewStatus = record.autoRenews ? .on : .off
            committed.commitmentAutoRenewProductId = record.autoRenewProductId
            committed.commitmentRenewalBillingPlanType = renewalPlan ?? .billedUpfront
            committed.commitmentRenewalDate = MillisecondDate(commitment.expiresDate)
            // The price of a billing period after the commitment's end, as `renewalPrice` is of the next one: a month of
            // a new commitment, or the year up front (session 210's example: 10990 beside a commitmentPrice of 131880).
            let periodAfter = renewalPlan == .monthly ? renewalItem?.monthlyPlan?.price : renewalItem?.price
            committed.commitmentRenewalPrice = periodAfter.map(PriceFormat.milliunits)
            info.commitmentInfo = committed
            if inCommitment { price = commitment.monthlyPrice }
        }
        if catalog[record.productId]?.monthlyPlan != nil || renewalItem?.monthlyPlan != nil {
            info.renewalBillingPlanType = inCommitment ? .monthly : (renewalPlan ?? .billedUpfront)
        }
        if !inCommitment, renewalPlan == .monthly, let plan = renewalItem?.monthlyPlan { price = plan.price }
        info.renewalPrice = price.map(PriceFormat.milliunits)
        if !record.isLive {
            let winBack = winBackOfferIds(ofGroup: record.groupId)
            info.eligibleWinBackOfferIds = winBack.isEmpty ? nil : winBack
        }
        info.appTransactionId = account?.appTransactionId
        info.appAccountToken = account?.appAccountToken
        return info
    }

    /// The win-back offers of a subscription group's products: what a lapsed subscriber of the group may redeem.
    func winBackOfferIds(ofGroup groupId: String) -> [String] {
        catalog.items.filter { $0.groupId == groupId }.flatMap { Catalog.upFront($0.product.winbackOffers) }.compactMap(\.offerID)
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
