public import AppStoreModels
public import Foundation

/// How fast subscriptions run, as `SKTestSession.TimeRate` (the raw values are the `_timeRate`
/// values of `.storekit` files).
///
/// - `realTime`: calendar periods; grace period 6 days (weekly) or 16 days; billing retry 60 days.
/// - "X is one day" (deprecated by Apple, still read): every day of a period lasts X.
/// - "monthly renewal every X" (scaled): a month lasts X, a week X/3, a year 12X; grace X/2
///   (weekly 0.3X); billing retry 2X.
/// - "one renewal every X" (fixed): every subscription renews every X whatever its period; grace
///   X/2 and billing retry 2X (Apple does not document these two; chosen to match the scaled rates).
public struct TimeRate: Hashable, Sendable, CustomStringConvertible {
    /// The raw value, as in `_timeRate`.
    public var rawValue: Int

    public init?(rawValue: Int) {
        guard Self.names[rawValue] != nil else { return nil }
        self.rawValue = rawValue
    }

    public static let realTime = TimeRate(rawValue: 0)!
    public static let monthlyRenewalEveryThirtySeconds = TimeRate(rawValue: 15)!
    public static let oneRenewalEveryMinute = TimeRate(rawValue: 1002)!

    /// Every rate by raw value, with Apple's case name.
    public static let names: [Int: String] = [
        0: "realTime",
        1: "oneHourIsOneDay", 2: "thirtyMinutesIsOneDay", 3: "fiveMinutesIsOneDay", 4: "oneMinuteIsOneDay",
        5: "thirtySecondsIsOneDay", 6: "oneSecondIsOneDay",
        10: "monthlyRenewalEveryHour", 11: "monthlyRenewalEveryThirtyMinutes",
        12: "monthlyRenewalEveryFifteenMinutes", 13: "monthlyRenewalEveryFiveMinutes",
        15: "monthlyRenewalEveryThirtySeconds",
        1000: "oneRenewalEveryFifteenMinutes", 1001: "oneRenewalEveryFiveMinutes", 1002: "oneRenewalEveryMinute",
        1003: "oneRenewalEveryThirtySeconds", 1004: "oneRenewalEveryTenSeconds", 1005: "oneRenewalEveryTwoSeconds",
    ]

    /// The rate named `text`: Apple's case name or the raw value.
    public init?(_ text: String) {
        if let raw = Int(text) {
            self.init(rawValue: raw)
        } else if let raw = Self.names.first(where: { $0.value == text })?.key {
            self.init(rawValue: raw)
        } else {
            return nil
        }
    }

    public var description: String { Self.names[rawValue] ?? String(rawValue) }

    private enum Kind {
        case realTime
        case dayLasts(TimeInterval)
        case monthLasts(TimeInterval)
        case everyRenewal(TimeInterval)
    }

    private var kind: Kind {
        switch rawValue {
        case 1...6: return .dayLasts([3600, 1800, 300, 60, 30, 1][rawValue - 1])
        case 10...15: return .monthLasts([3600, 1800, 900, 300, 0, 30][rawValue - 10])
        case 1000...1005: return .everyRenewal([900, 300, 60, 30, 10, 2][rawValue - 1000])
        default: return .realTime
        }
    }

    /// The end of a period of `period` that starts at `start`.
    public func end(of period: CalendarDuration, from start: Date) -> Date {
        switch kind {
        case .realTime: return period.added(to: start)
        case .dayLasts(let day): return start.addingTimeInterval(period.nominalDays * day)
        case .monthLasts(let month): return start.addingTimeInterval(period.scaledMonths * month)
        case .everyRenewal(let every): return start.addingTimeInterval(every)
        }
    }

    /// The end of the `count`th month of a commitment that starts at `start`: month after month from the start,
    /// so the twelfth ends where the commitment does (with one renewal per interval, `count` renewals).
    public func end(ofMonth count: Int, from start: Date) -> Date {
        if case .everyRenewal(let every) = kind { return start.addingTimeInterval(Double(count) * every) }
        return end(of: CalendarDuration(months: count), from: start)
    }

    /// How long the billing grace period lasts for a subscription of `period`.
    public func gracePeriod(for period: CalendarDuration) -> TimeInterval {
        let weekly = period.isWeekOrShorter
        switch kind {
        case .realTime: return (weekly ? 6 : 16) * 86_400
        case .dayLasts(let day): return (weekly ? 6 : 16) * day
        case .monthLasts(let month): return weekly ? month * 0.3 : month / 2
        case .everyRenewal(let every): return every / 2
        }
    }

    /// How long a subscription may lapse and still keep its `recentSubscriptionStartDate` when the
    /// customer resubscribes: Apple's 60 days, scaled like the billing-retry period.
    public var recentStartLapse: TimeInterval { billingRetryPeriod }

    /// How long billing retry lasts before the subscription expires.
    public var billingRetryPeriod: TimeInterval {
        switch kind {
        case .realTime: return 60 * 86_400
        case .dayLasts(let day): return 60 * day
        case .monthLasts(let month): return month * 2
        case .everyRenewal(let every): return every * 2
        }
    }
}

/// How Xcode's time rates measure a period.
