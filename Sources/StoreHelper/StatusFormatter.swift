import AppStoreModels
public import Foundation
import StoreKitInterface

/// Words a ``GroupSubscriptionInfo`` or a ``PurchaseInfo`` for the customer at an instant: it chooses the
/// ``StatusPhrase``s (past tense once a date has passed), formats days and prices for ``locale`` and
/// ``timeZone``, and asks ``wording`` for the sentences.
public struct StatusFormatter: Sendable {
    /// The locale dates and prices are formatted in (the user's by default).
    public var locale: Locale
    /// The time zone days are counted in: the customer's.
    public var timeZone: TimeZone
    /// The sentences for each phrase.
    public var wording: StatusWording

    /// A formatter for `locale` and `timeZone` (the user's by default), in `wording` (English by default).
    public init(locale: Locale = .current, timeZone: TimeZone = .current, wording: StatusWording = .english) {
        self.locale = locale
        self.timeZone = timeZone
        self.wording = wording
    }

    /// The sentences for `info` at `now` (by default the instant it was judged at).
    public func text(for info: GroupSubscriptionInfo, at now: Date? = nil) -> [String] {
        phrases(for: info, at: now).map(wording.sentence)
    }

    /// The sentences for `info` at `now` (by default the instant it was judged at).
    public func text(for info: PurchaseInfo, at now: Date? = nil) -> [String] {
        phrases(for: info, at: now).map(wording.sentence)
    }

    /// What to tell the customer about `info` at `now` (by default the instant it was judged at).
    public func phrases(for info: GroupSubscriptionInfo, at now: Date? = nil) -> [StatusPhrase] {
        let now = now ?? info.asOf
        let ended = info.expirationDate <= now
        let seat: [StatusPhrase] = info.transaction.ownershipType == .assigned && info.state != .revoked ? [.providedByOrganization] : []
        if info.state == .subscribed, !ended, let phrases = commitmentPhrases(for: info, at: now) { return seat + phrases }
        return seat + statePhrases(for: info, at: now)
    }

    /// What the subscription's state tells at `now`.
    private func statePhrases(for info: GroupSubscriptionInfo, at now: Date) -> [StatusPhrase] {
        let end = day(info.expirationDate, at: now)
        let ended = info.expirationDate <= now
        switch info.state {
        case .subscribed where info.willAutoRenew:
            if ended { return [.renewalWasDue(end)] }
            let renewal = info.renewalPrice.flatMap { amount in info.currency.map { self.price(amount, currency: $0) } }
            let renewing = info.pendingChange ?? info.product
            return [.renews(end, price: renewal ?? renewing.displayPrice)] + (info.pendingChange.map { [.changes(to: $0.displayName, end)] } ?? [])
        case .subscribed:
            return ended ? [.expired(end)] : [.expires(end), .autoRenewOff(accessEnds: end)]
        case .inGracePeriod:
            guard let graceEnd = info.gracePeriodExpirationDate, graceEnd > now else { return [.billingRetry] }
            return [.billingRetryInGrace(accessUntil: day(graceEnd, at: now))]
        case .inBillingRetryPeriod:
            return [.billingRetry]
        case .expired:
            return [.expired(end)]
        case .revoked:
            return [Self.revocation(info.transaction.payload.revocationType, day(info.revocationDate ?? info.expirationDate, at: now))]
        }
    }

    /// A monthly plan's month: which month of the commitment it is, the next month's bill (every month of the
    /// commitment is billed), and what happens at the commitment's end, where a change of product takes effect.
    /// `nil` outside a commitment.
    private func commitmentPhrases(for info: GroupSubscriptionInfo, at now: Date) -> [StatusPhrase]? {
        guard let commitment = info.commitment, let month = commitment.billingPeriodNumber, let total = commitment.totalBillingPeriods,
            let ends = commitment.commitmentExpiresDate?.date
        else { return nil }
        let endOfCommitment = day(ends, at: now)
        var phrases: [StatusPhrase] = [.commitmentMonth(Int(month), of: Int(total))]
        if month < total {
            let price = info.renewalPrice.flatMap { amount in info.currency.map { self.price(amount, currency: $0) } }
            phrases.append(.renews(day(info.expirationDate, at: now), price: price ?? info.product.displayPrice))
        }
        guard info.willRenewCommitment ?? info.willAutoRenew else { return phrases + [.commitmentEnds(endOfCommitment)] }
        phrases.append(.commitmentRenews(endOfCommitment))
        if let change = info.pendingChange { phrases.append(.changes(to: change.displayName, endOfCommitment)) }
        return phrases
    }

    /// What to tell the customer about `info` at `now` (by default the instant it was judged at).
    public func phrases(for info: PurchaseInfo, at now: Date? = nil) -> [StatusPhrase] {
        let now = now ?? info.asOf
        let bought = day(info.purchaseDate, at: now)
        if let revoked = info.revocationDate, revoked <= now {
            return [Self.revocation(info.transaction.payload.revocationType, day(revoked, at: now))]
        }
        if let expires = info.expirationDate {
            return [.purchased(bought), expires <= now ? .expired(day(expires, at: now)) : .expires(day(expires, at: now))]
        }
        return [info.isFamilyShared ? .sharedByFamily(since: bought) : .purchased(bought)]
    }

    /// What ended access on `day`, by the transaction's `revocationType`: a refund, or someone else taking it back.
    static func revocation(_ type: RevocationType?, _ day: StatusDay) -> StatusPhrase {
        switch type {
        case .familyRevoke?: .familySharingEnded(day)
        case .assignmentRevoke?: .withdrawnByOrganization(day)
        default: .refunded(day)
        }
    }

    /// `date` as a phrase tells it at `now`: counted in calendar days of ``timeZone``.
    public func day(_ date: Date, at now: Date) -> StatusDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        return StatusDay(date: date, text: self.date(date), daysFromNow: days)
    }

    /// `2 Apr 2026`: day, the locale's abbreviated month, year, in ``timeZone``.
    public func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.setLocalizedDateFormatFromTemplate("dMMMyyyy")
        return formatter.string(from: date)
    }

    /// `$19.99` for 19.99 in USD, in the locale's style.
    public func price(_ amount: Decimal, currency: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currency
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount) \(currency)"
    }
}
