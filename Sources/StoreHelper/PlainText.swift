import Foundation
import StoreKitInterface

/// Formats dates and prices for the sentences the helper gives an app ("Renews on 1 Apr 2026 for $19.99.").
public struct PlainText: Sendable {
    public var locale: Locale
    public var timeZone: TimeZone

    public init(locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// `2 Mar 2026`: day, the locale's abbreviated month, year.
    public func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "d MMM yyyy"
        return formatter.string(from: date)
    }

    /// `$19.99` for 19990 milliunits of USD.
    public func price(milliunits: Int64, currency: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currency
        return formatter.string(from: NSDecimalNumber(value: milliunits).dividing(by: 1000)) ?? "\(Double(milliunits) / 1000) \(currency)"
    }

    /// `Expires today.`, `Expires tomorrow.` or `Expires in 3 days.`, counted in calendar days of ``timeZone``
    /// (an end later today is "today" however few hours are left); `Expired.` once `end` has passed.
    public func expiresIn(from now: Date, to end: Date) -> String {
        guard end > now else { return "Expired." }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: end)).day ?? 0
        switch days {
        case ...0: return "Expires today."
        case 1: return "Expires tomorrow."
        default: return "Expires in \(days) days."
        }
    }
}
