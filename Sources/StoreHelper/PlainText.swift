import Foundation

/// Formats dates and prices for the sentences the helper gives an app ("Renews on 1 Apr 2026 for $19.99.").
public struct PlainText: Sendable {
    public var locale: Locale
    public var timeZone: TimeZone

    public init(locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = .current) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// `2 Mar 2026`.
    public func day(_ date: Date) -> String {
        var style = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, timeZone: timeZone)
        style = style.day(.defaultDigits).month(.abbreviated).year(.defaultDigits)
        let parts = date.formatted(style).replacingOccurrences(of: ",", with: "").split(separator: " ")
        // Always day, month, year, whatever order the locale prefers.
        guard parts.count == 3 else { return date.formatted(style) }
        let day = parts.first { $0.allSatisfy(\.isNumber) && $0.count <= 2 } ?? parts[0]
        let year = parts.first { $0.allSatisfy(\.isNumber) && $0.count == 4 } ?? parts[2]
        let month = parts.first { !$0.allSatisfy(\.isNumber) } ?? parts[1]
        return "\(day) \(month) \(year)"
    }

    /// `$19.99` for 19990 milliunits of USD.
    public func price(milliunits: Int64, currency: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currency
        return formatter.string(from: NSDecimalNumber(value: milliunits).dividing(by: 1000)) ?? "\(Double(milliunits) / 1000) \(currency)"
    }

    /// `Expires today.`, `Expires tomorrow.` or `Expires in 3 days.` (whole days, rounded up).
    public func expiresIn(from now: Date, to end: Date) -> String {
        let days = Int((end.timeIntervalSince(now) / 86_400).rounded(.up))
        switch days {
        case ...0: return "Expires today."
        case 1: return "Expires tomorrow."
        default: return "Expires in \(days) days."
        }
    }
}
