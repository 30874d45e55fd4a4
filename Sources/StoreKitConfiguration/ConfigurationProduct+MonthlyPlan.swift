import AppStoreModels

extension Preserving where Fields == ConfigurationProductFields {
    /// The enabled `MONTHLY` entry of the product's `billingPlans` (a monthly plan with a 12-month commitment), if any.
    /// Apple offers such plans on one-year auto-renewable subscriptions only; this does not check the period.
    public var monthlyBillingPlan: ConfigurationBillingPlan? {
        fields.billingPlans?.first { $0.billingPlanType == BillingPlanType.monthly.rawValue && $0.isEnabled != false }
    }

    /// The introductory offer of the plan billed up front: `introductoryOffer`, or format 5's `introductoryOffers` entry
    /// for `BILLED_UPFRONT` (or naming no plan). Offers belong to one billing plan each
    /// (https://developer.apple.com/documentation/storekit/supporting-monthly-subscriptions-with-a-12-month-commitment).
    public var upFrontIntroductoryOffer: ConfigurationOffer? {
        fields.introductoryOffer.flatMap { $0.isForMonthlyPlan ? nil : $0 } ?? fields.introductoryOffers?.first { !$0.isForMonthlyPlan }
    }
}

extension Preserving where Fields == ConfigurationOfferFields {
    /// Whether the offer is for the monthly plan of a 12-month commitment (`billingPlanType` `MONTHLY`); an offer naming
    /// no plan (files before format 5) is for the plan billed up front.
    public var isForMonthlyPlan: Bool { fields.billingPlanType == BillingPlanType.monthly.rawValue }
}
