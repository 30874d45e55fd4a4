import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import Testing

/// A subscription's status is values; the formatter words them right at any instant, in the customer's
/// time zone and locale, and an app can give its own words.
@MainActor
@Suite struct StatusFormatterTests {
    let utc = Shop.text
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The customer's VIP subscription in a store with `settings`, after buying Silver and running `then`.
    func vip(
        _ settings: [String: String] = [:],
        then: @Sendable (inout LocalAppStore) throws -> Void = { _ in }
    ) async throws -> GroupSubscriptionInfo {
        let shop = try await Shop(device: try LocalStore(store: try Florist.store(settings)))
        _ = try await shop.helper.purchase(try shop.product(Florist.silver))
        try await shop.session(then)
        return try #require(try await shop.helper.subscriptionInfo(for: "VIP"))
    }

    @Test func theStatusIsValuesAnAppCanFormatItself() async throws {
        let info = try await vip()
        #expect(info.state == .subscribed && info.willAutoRenew && info.product.id == Florist.silver)
        #expect(info.renewalDate == info.expirationDate && info.expirationDate > info.asOf)
        #expect(info.renewalPrice == Decimal(string: "9.99") && info.currency == "USD")
        #expect(info.pendingChange == nil && info.gracePeriodExpirationDate == nil && info.revocationDate == nil)
        #expect(info.transaction.productId == Florist.silver && info.transaction.expirationDate == info.expirationDate)
    }

    @Test func aRenewalIsTodayTomorrowOrADateAndPastTenseOnceItIsDue() async throws {
        let info = try await vip()
        let end = info.expirationDate
        let midnight = calendar.startOfDay(for: end)
        #expect(utc.text(for: info, at: end.addingTimeInterval(-60)) == ["Renews today for $9.99."])
        #expect(utc.text(for: info, at: midnight) == ["Renews today for $9.99."])
        #expect(utc.text(for: info, at: midnight.addingTimeInterval(-60)) == ["Renews tomorrow for $9.99."])
        #expect(utc.text(for: info, at: end.addingTimeInterval(-3 * 86_400)) == ["Renews on Apr 2, 2026 for $9.99."])
        #expect(utc.text(for: info, at: end) == ["Was due to renew on Apr 2, 2026."])
        #expect(utc.phrases(for: info, at: end.addingTimeInterval(86_400)) == [.renewalWasDue(utc.day(end, at: end.addingTimeInterval(86_400)))])
    }

    @Test func anExpiryCountsCalendarDaysWhereTheCustomerIs() async throws {
        let info = try await vip { store in try store.setAutoRenew(false, product: Florist.silver) }
        let end = info.expirationDate
        let midnight = calendar.startOfDay(for: end)
        #expect(!info.willAutoRenew && info.renewalDate == nil)
        #expect(utc.text(for: info, at: end.addingTimeInterval(-60)) == ["Expires today.", "Auto-renew is off; access ends today."])
        #expect(utc.text(for: info, at: midnight.addingTimeInterval(-60)).first == "Expires tomorrow.")
        #expect(utc.text(for: info, at: midnight.addingTimeInterval(-86_400 - 60)).first == "Expires in 2 days.")
        #expect(utc.text(for: info, at: end) == ["Expired on Apr 2, 2026."])

        // The end is 10:00 UTC, 19:00 in Tokyo: at 23:00 UTC the day before, it is already that day in Tokyo.
        var tokyo = utc
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let evening = end.addingTimeInterval(-11 * 3600)
        #expect(tokyo.text(for: info, at: evening).first == "Expires today.")
        #expect(utc.text(for: info, at: evening).first == "Expires tomorrow.")
    }

    @Test func aGracePeriodSaysUntilWhenThenThatAccessIsPaused() async throws {
        let info = try await vip(["billingRetry": "on", "gracePeriod": "on"]) { store in try store.advance(by: 31.5 * Florist.day) }
        let graceEnd = try #require(info.gracePeriodExpirationDate)
        #expect(info.state == .inGracePeriod && info.willAutoRenew && info.renewalDate == nil)
        #expect(utc.text(for: info) == ["Billing problem: access continues until Apr 18, 2026 while the payment is retried."])
        #expect(
            utc.text(for: info, at: graceEnd.addingTimeInterval(-60)) == [
                "Billing problem: access continues until later today while the payment is retried."
            ]
        )
        #expect(utc.text(for: info, at: graceEnd) == ["Billing problem: access is paused until the payment method is updated."])
    }

    @Test func anAppGivesItsOwnWordsAndLocale() async throws {
        let info = try await vip()
        let french = StatusFormatter(
            locale: Locale(identifier: "fr_FR"),
            timeZone: TimeZone(identifier: "Europe/Paris")!,
            wording: StatusWording { phrase in
                switch phrase {
                case .renews(let day, let price) where day.daysFromNow == 1: "Renouvellement demain pour \(price)."
                case .renews(let day, let price): "Renouvellement le \(day.text) pour \(price)."
                default: StatusWording.english.sentence(phrase)
                }
            }
        )
        let sentence = try #require(french.text(for: info).first)
        #expect(sentence.hasPrefix("Renouvellement le 2 avr. 2026 pour 9,99"), "\(sentence)")
        #expect(
            french.text(for: info, at: calendar.startOfDay(for: info.expirationDate).addingTimeInterval(-3 * 3600)).first?.hasPrefix(
                "Renouvellement demain"
            ) == true
        )
    }
}
