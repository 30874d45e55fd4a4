// DocC snippet of StoreHelper's guide, "Monthly plans with a 12-month commitment" (compiled by CI; the article
// quotes it exactly).
import StoreHelper

/// Buys a one-year subscription on its monthly plan where the customer's storefront offers one, else up front,
/// and returns what to show: the price the customer pays, and how often.
@MainActor
func subscribeMonthlyWhereOffered(_ helper: StoreHelper, productId: String) async throws -> String? {
    // DocC MonthlyPlan: body
    guard let product = helper.product(productId), let terms = product.subscription?.pricingTerms else { return nil }
    let chosen = terms.first { $0.billingPlanType == .monthly } ?? terms.first
    _ = try await helper.purchase(product, options: PurchaseOptions(billingPlanType: chosen?.billingPlanType))
    guard let chosen, let commitment = chosen.commitment else { return product.displayPrice }
    return "\(chosen.billingDisplayPrice) a month, \(commitment.billingPeriods) months (\(commitment.displayPrice))"
    // DocC MonthlyPlan: end
}
