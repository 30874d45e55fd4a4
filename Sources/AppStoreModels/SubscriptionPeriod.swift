import Foundation

/// A length of time written as an ISO 8601 period (`P1W`, `P1M`, `P1Y`, `P3D`, `P1Y6M`).
public struct SubscriptionPeriod: Hashable, Sendable, CustomStringConvertible {
    public var years = 0
    public var months = 0
    public var weeks = 0
    public var days = 0

    public init(years: Int = 0, months: Int = 0, weeks: Int = 0, days: Int = 0) {
        self.years = years
        self.months = months
        self.weeks = weeks
        self.days = days
    }

    /// Parses `P` followed by one or more `<n>Y`, `<n>M`, `<n>W`, `<n>D` in that order; nil otherwise.
    public init?(iso8601 text: String) {
        guard text.hasPrefix("P"), text.count > 1 else { return nil }
        var units = Array("YMWD")
        var digits = ""
        for character in text.dropFirst() {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else {
                guard let value = Int(digits), let position = units.firstIndex(of: character) else { return nil }
                switch character {
                case "Y": years = value
                case "M": months = value
                case "W": weeks = value
                default: days = value
                }
                units.removeFirst(position + 1)
                digits = ""
            }
        }
        guard digits.isEmpty else { return nil }
    }

    /// The ISO 8601 form, as Apple writes `offerPeriod`.
    public var description: String {
        var text = "P"
        if years > 0 { text += "\(years)Y" }
        if months > 0 { text += "\(months)M" }
        if weeks > 0 { text += "\(weeks)W" }
        if days > 0 || text == "P" { text += "\(days)D" }
        return text
    }

    /// This period repeated `count` times.
    public func times(_ count: Int) -> SubscriptionPeriod {
        SubscriptionPeriod(years: years * count, months: months * count, weeks: weeks * count, days: days * count)
    }

    /// Whether this is one week or shorter (weekly subscriptions get shorter grace periods).
    public var isWeekOrShorter: Bool { years == 0 && months == 0 && weeks * 7 + days <= 7 }

    /// Length in months as Xcode's scaled time rates count it: a year is 12, a week a third of a month
    /// (with "monthly renewal every 30 seconds" a weekly subscription renews every 10 seconds).
    public var scaledMonths: Double { Double(years * 12 + months) + Double(weeks) / 3 + Double(days) / 21 }

    /// Length in days with a month of 30 days, as the old "X is one day" time rates count it.
    public var nominalDays: Double { Double(years * 365 + months * 30 + weeks * 7 + days) }

    /// `date` moved forward by this period on the UTC Gregorian calendar.
    public func added(to date: Date) -> Date {
        var components = DateComponents()
        components.year = years
        components.month = months
        components.day = weeks * 7 + days
        return Self.calendar.date(byAdding: components, to: date) ?? date
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
