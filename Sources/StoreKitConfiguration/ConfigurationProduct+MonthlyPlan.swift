public import AppStoreModels

extension Preserving where Fields == ConfigurationProductFields {
    /// The enabled `MONTHLY` entry of the product's `billingPlans` (a monthly plan with a 12-month commitment), if any.
    /// Apple offers such plans on one-year auto-renewable subscriptions only; this does not check the period.
    public var monthlyBillingPlan: ConfigurationBillingPlan? {
        fields.billingPlans?.first { $0.billingPlanType == BillingPlanType.monthly.rawValue && $0.isEnabled != false }
    }
}
