public import Foundation

extension Product.SubscriptionInfo {
    /// /documentation/StoreKit/Product/SubscriptionInfo/PricingTerms-swift.struct · s:8StoreKit7ProductV16SubscriptionInfoV12PricingTermsV
    ///
    /// The shape of iOS and macOS 26.4; OS 27.3 adds a pricing model (`SinglePrice`) and deprecates the flat members.
    @available(iOS 26.4, macOS 26.4, *)
    public struct PricingTerms: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionInfo/PricingTerms-swift.struct/billingPlanType · as StoreKit's interface declares it
        public let billingPlanType: Product.SubscriptionInfo.BillingPlanType
        /// /documentation/StoreKit/Product/SubscriptionInfo/PricingTerms-swift.struct/billingPeriod ·
        /// s:8StoreKit7ProductV16SubscriptionInfoV12PricingTermsV13billingPeriodAC0dI0Vvp
        public let billingPeriod: Product.SubscriptionPeriod
        /// /documentation/StoreKit/Product/SubscriptionInfo/PricingTerms-swift.struct/billingPrice · as StoreKit's interface declares it
        public let billingPrice: Decimal
        /// /documentation/StoreKit/Product/SubscriptionInfo/PricingTerms-swift.struct/billingDisplayPrice ·
        /// s:8StoreKit7ProductV16SubscriptionInfoV12PricingTermsV19billingDisplayPriceSSvp
        @available(iOS, deprecated: 27.3)
        @available(macOS, deprecated: 27.3)
        public var billingDisplayPrice: String { displayPrice }
        /// /documentation/StoreKit/Product/SubscriptionInfo/PricingTerms-swift.struct/commitmentInfo ·
        /// s:8StoreKit7ProductV16SubscriptionInfoV12PricingTermsV010commitmentE0AE010CommitmentE0Vvp
        @available(iOS, deprecated: 27.3)
        @available(macOS, deprecated: 27.3)
        public var commitmentInfo: Product.SubscriptionInfo.CommitmentInfo { commitment }
        /// /documentation/StoreKit/Product/SubscriptionInfo/PricingTerms-swift.struct/subscriptionOffers ·
        /// s:8StoreKit7ProductV16SubscriptionInfoV12PricingTermsV18subscriptionOffersSayAC0D5OfferVGvp
        public let subscriptionOffers: [Product.SubscriptionOffer]

        /// What ``billingDisplayPrice`` and ``commitmentInfo`` give.
        let displayPrice: String
        let commitment: Product.SubscriptionInfo.CommitmentInfo

        init(_ terms: StoreKitStandIn.PricingTermsData) {
            billingPlanType = terms.isMonthly ? .monthly : .upFront
            billingPeriod = terms.billingPeriod
            billingPrice = terms.billingPrice
            displayPrice = terms.billingDisplayPrice
            commitment = CommitmentInfo(price: terms.commitmentPrice, displayPrice: terms.commitmentDisplayPrice, period: terms.commitmentPeriod)
            subscriptionOffers = terms.subscriptionOffers
        }
    }

    /// /documentation/StoreKit/Product/SubscriptionInfo/CommitmentInfo · as StoreKit's interface declares it
    @available(iOS 26.4, macOS 26.4, *)
    public struct CommitmentInfo: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionInfo/CommitmentInfo/price ·
        /// s:8StoreKit7ProductV16SubscriptionInfoV010CommitmentE0V5priceSo9NSDecimalavp
        public let price: Decimal
        /// /documentation/StoreKit/Product/SubscriptionInfo/CommitmentInfo/displayPrice · as StoreKit's interface declares it
        public let displayPrice: String
        /// /documentation/StoreKit/Product/SubscriptionInfo/CommitmentInfo/period · as StoreKit's interface declares it
        public let period: Product.SubscriptionPeriod
    }
}
