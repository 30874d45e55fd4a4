public import Foundation

/// A length of time written as an ISO 8601 period (`P1W`, `P1M`, `P1Y`, `P3D`, `P1Y6M`), as in
/// `offerPeriod` and in `.storekit` subscription periods.
public struct CalendarDuration: Hashable, Sendable, CustomStringConvertible {
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

    /// The largest count a unit may have (`P9999D`): enough for any real period, small enough that
    /// no arithmetic on periods can overflow.
    public static let maximumUnitCount = 9_999

    /// Parses `P` followed by one or more `<n>Y`, `<n>M`, `<n>W`, `<n>D` in that order, each `n` at most
    /// ``maximumUnitCount``; nil otherwise.
    public init?(iso8601 text: String) {
        guard text.hasPrefix("P"), text.count > 1 else { return nil }
        var units = Array("YMWD")
        var digits = ""
        for character in text.dropFirst() {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else {
                guard digits.count <= 4, let value = Int(digits), let position = units.firstIndex(of: character) else { return nil }
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
    public func times(_ count: Int) -> CalendarDuration {
        CalendarDuration(years: years * count, months: months * count, weeks: weeks * count, days: days * count)
    }

    /// The period as date components (weeks as 7 days; zero units left out).
    public var dateComponents: DateComponents {
        let days = weeks * 7 + days
        return DateComponents(year: years == 0 ? nil : years, month: months == 0 ? nil : months, day: days == 0 ? nil : days)
    }

    /// Whether the period has no length (`P0D`).
    public var isEmpty: Bool { years == 0 && months == 0 && weeks == 0 && days == 0 }

    /// `date` moved forward by this period on the UTC Gregorian calendar.
    public func added(to date: Date) -> Date {
        Self.calendar.date(byAdding: dateComponents, to: date) ?? date
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
