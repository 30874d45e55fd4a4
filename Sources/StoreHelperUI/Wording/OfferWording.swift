import Foundation
import StoreHelper

/// The words of prices a shop derives from the store's: a price per month, a saving, an offer's terms, a monthly
/// plan's commitment — formatted for one locale in one ``ShopWording``.
struct OfferWording {
    let wording: ShopWording
    let locale: Locale

    /// `amount` in `currency` for the locale (`$4.99`, `4,99 $`).
    func price(_ amount: Decimal, currency: String) -> String {
        StatusFormatter(locale: locale, wording: wording.status).price(amount, currency: currency)
    }

    /// "Save 16%" for a saving of 0.1667: rounded down, so a paywall never promises more than the plan saves.
    func save(_ fraction: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = locale
        formatter.maximumFractionDigits = 0
        formatter.roundingMode = .down
        return wording(.save(percent: formatter.string(from: fraction as NSDecimalNumber) ?? "\(fraction)"))
    }

    /// "Free for 1 week", "$0.99/month for 3 months", "$4.99 for 6 months"; nil for an offer whose terms
    /// cannot be worded (a period of no length, a count that overflows, pay-as-you-go periods longer than one unit).
    func terms(of offer: SubscriptionOffer) -> String? {
        guard let (count, unit) = Self.length(offer.period), let total = Self.product(count, max(offer.periodCount, 1)) else { return nil }
        let duration = wording(.duration(count: total, unit: unit))
        switch offer.paymentMode {
        case .freeTrial: return wording(.freeTrial(duration: duration))
        case .payUpFront: return wording(.payUpFront(price: offer.displayPrice, duration: duration))
        case .payAsYouGo where count == 1: return wording(.payAsYouGo(price: offer.displayPrice, per: unit, duration: duration))
        default: return nil
        }
    }

    /// "$10.99/month for 12 months: you commit to every month", for a monthly plan with a commitment.
    func commitment(_ terms: PricingTerms) -> String? {
        guard terms.billingPlanType == .monthly, let commitment = terms.commitment, commitment.billingPeriods > 0 else { return nil }
        return wording(.commitment(months: commitment.billingPeriods, monthlyPrice: terms.billingDisplayPrice))
    }

    /// A period as a count of its largest unit (1 year, 3 months, 2 weeks, 5 days); nil for an empty period.
    static func length(_ period: CalendarDuration) -> (Int, ShopText.DurationUnit)? {
        if period.years > 0 { return (period.years, .year) }
        if period.months > 0 { return (period.months, .month) }
        if period.weeks > 0 { return (period.weeks, .week) }
        if period.days > 0 { return (period.days, .day) }
        return nil
    }

    private static func product(_ a: Int, _ b: Int) -> Int? {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : value
    }
}
