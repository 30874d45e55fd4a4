import Foundation

/// Formats prices as StoreKit's `displayPrice` does: the storefront's currency in the customer's locale.
enum PriceFormat {
    static func string(_ price: Decimal, currency: String, locale: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: locale.replacingOccurrences(of: "-", with: "_"))
        formatter.currencyCode = currency
        return formatter.string(from: price as NSDecimalNumber) ?? "\(price) \(currency)"
    }

    /// The price in milliunits of the currency, as transactions carry it (`price` 1.99 → 1990).
    static func milliunits(_ price: Decimal) -> Int64 {
        var scaled = price * 1000
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return (rounded as NSDecimalNumber).int64Value
    }
}
