import Foundation
import StoreHelper
import Testing

/// The sentences' wording is right at every instant: days are calendar days where the customer is.
@Suite struct PlainTextTests {
    let utc = PlainText(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let end = Date(timeIntervalSince1970: 1_775_124_000)  // 2 Apr 2026, 10:00 UTC

    @Test func anEndLaterTodayIsTodayHoweverLittleIsLeft() {
        #expect(utc.expiresIn(from: end.addingTimeInterval(-60), to: end) == "Expires today.")
        #expect(utc.expiresIn(from: end.addingTimeInterval(-10 * 3600), to: end) == "Expires today.", "midnight, the same day")
    }

    @Test func tomorrowAndLaterCountCalendarDays() {
        #expect(utc.expiresIn(from: end.addingTimeInterval(-10 * 3600 - 60), to: end) == "Expires tomorrow.", "23:59 the day before")
        #expect(utc.expiresIn(from: end.addingTimeInterval(-34 * 3600), to: end) == "Expires tomorrow.")
        #expect(utc.expiresIn(from: end.addingTimeInterval(-34 * 3600 - 60), to: end) == "Expires in 2 days.")
        #expect(utc.expiresIn(from: end.addingTimeInterval(-31 * 86_400), to: end) == "Expires in 31 days.")
    }

    @Test func anEndThatHasPassedIsInThePastTense() {
        #expect(utc.expiresIn(from: end, to: end) == "Expired.")
        #expect(utc.expiresIn(from: end.addingTimeInterval(1), to: end) == "Expired.")
    }

    @Test func theDayDependsOnTheCustomersTimeZone() {
        // 10:00 UTC is 19:00 in Tokyo: at 23:00 UTC the day before (08:00 in Tokyo on the end's day) it is today there.
        let tokyo = PlainText(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let evening = end.addingTimeInterval(-11 * 3600)
        #expect(tokyo.expiresIn(from: evening, to: end) == "Expires today.")
        #expect(utc.expiresIn(from: evening, to: end) == "Expires tomorrow.")
    }
}
