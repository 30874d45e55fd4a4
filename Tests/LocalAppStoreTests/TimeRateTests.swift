import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelperFixtures
import Testing

/// Xcode's time rates (FORMAT.md §5): every raw value, scaled and fixed lengths, grace and retry.
@Suite struct TimeRateTests {
    static let start = Date(timeIntervalSince1970: 1_772_445_600)

    @Test func everyRawValueOfTheFormatIsKnown() {
        let raw = [0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 15, 1000, 1001, 1002, 1003, 1004, 1005]
        #expect(raw.allSatisfy { TimeRate(rawValue: $0) != nil })
        #expect(TimeRate(rawValue: 14) == nil && TimeRate(rawValue: 7) == nil)
        #expect(TimeRate("monthlyRenewalEveryThirtySeconds")?.rawValue == 15)
    }

    @Test func scaledRateMatchesXcodesTable() throws {
        let rate = TimeRate.monthlyRenewalEveryThirtySeconds
        let lengths: [(String, TimeInterval)] = [("P1W", 10), ("P1M", 30), ("P2M", 60), ("P3M", 90), ("P6M", 180), ("P1Y", 360)]
        for (period, seconds) in lengths {
            let parsed = try #require(CalendarDuration(iso8601: period))
            #expect(abs(rate.end(of: parsed, from: Self.start).timeIntervalSince(Self.start) - seconds) < 0.001, "\(period)")
        }
        #expect(rate.gracePeriod(for: CalendarDuration(weeks: 1)) == 9)
        #expect(rate.gracePeriod(for: CalendarDuration(months: 1)) == 15)
        #expect(rate.billingRetryPeriod == 60)
    }

    @Test func realTimeUsesTheCalendar() {
        let january31 = Date(timeIntervalSince1970: 1_769_817_600)  // 2026-01-31
        let end = TimeRate.realTime.end(of: CalendarDuration(months: 1), from: january31)
        #expect(end == Date(timeIntervalSince1970: 1_772_236_800))  // 2026-02-28
        #expect(TimeRate.realTime.gracePeriod(for: CalendarDuration(weeks: 1)) == 6 * 86_400)
        #expect(TimeRate.realTime.gracePeriod(for: CalendarDuration(years: 1)) == 16 * 86_400)
        #expect(TimeRate.realTime.billingRetryPeriod == 60 * 86_400)
    }

    @Test func fixedRateIgnoresThePeriod() {
        let rate = TimeRate.oneRenewalEveryMinute
        #expect(rate.end(of: CalendarDuration(years: 1), from: Self.start) == Self.start.addingTimeInterval(60))
        #expect(rate.end(of: CalendarDuration(weeks: 1), from: Self.start) == Self.start.addingTimeInterval(60))
    }

    @Test func oldDayRates() {
        let rate = TimeRate(rawValue: 6)!  // one second is one day
        #expect(rate.end(of: CalendarDuration(weeks: 1), from: Self.start) == Self.start.addingTimeInterval(7))
        #expect(rate.billingRetryPeriod == 60)
    }

    @Test func periodsParseAndPrint() {
        #expect(CalendarDuration(iso8601: "P1Y6M")?.description == "P1Y6M")
        #expect(CalendarDuration(iso8601: "P3D")?.days == 3)
        #expect(CalendarDuration(iso8601: "P1M1Y") == nil)
        #expect(CalendarDuration(iso8601: "P") == nil)
        #expect(CalendarDuration(iso8601: "1M") == nil)
    }
}
