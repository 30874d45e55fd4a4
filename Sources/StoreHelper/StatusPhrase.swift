public import Foundation

/// One thing to tell the customer about a subscription or a purchase, with its days and price already
/// formatted; a ``StatusWording`` turns it into a sentence. ``StatusFormatter`` chooses the phrases at an
/// instant, so a date that has passed is always told in the past tense.
///
/// It gains cases as StoreHelper learns what Apple adds (monthly plans brought three): a `switch` over it ends in a
/// `default:` that falls back to ``StatusWording/english``, so a new case never breaks an app's build.
public enum StatusPhrase: Hashable, Sendable {
    /// It renews on `day` for `price`.
    case renews(StatusDay, price: String)
    /// It was due to renew on `day`, which has passed (the app is showing information from before).
    case renewalWasDue(StatusDay)
    /// It changes to the product named `to` at the renewal on `day`.
    case changes(to: String, StatusDay)
    /// Access ends on `day` (auto-renew is off, or a non-renewing subscription).
    case expires(StatusDay)
    /// Access ended on `day`.
    case expired(StatusDay)
    /// Auto-renew is off; access ends on `day`.
    case autoRenewOff(accessEnds: StatusDay)
    /// A renewal failed; access continues until `day`, the end of the grace period, while the App Store retries.
    case billingRetryInGrace(accessUntil: StatusDay)
    /// A renewal failed and access is paused until the customer updates their payment method.
    case billingRetry
    /// The App Store refunded or revoked it on `day`.
    case refunded(StatusDay)
    /// The customer's access through Family Sharing ended on `day` (`FAMILY_REVOKE`: they left the family, or the
    /// purchaser stopped sharing or was refunded).
    case familySharingEnded(StatusDay)
    /// The customer has it from an organization or a group (`ASSIGNED`): a seat someone else pays for.
    case providedByOrganization
    /// The organization or group took the seat back on `day` (`ASSIGNMENT_REVOKE`).
    case withdrawnByOrganization(StatusDay)
    /// The customer bought it on `day`.
    case purchased(StatusDay)
    /// The customer has it through Family Sharing since `day`.
    case sharedByFamily(since: StatusDay)
    /// The current month is month `month` of the `of` a monthly plan's commitment pays for.
    case commitmentMonth(Int, of: Int)
    /// The commitment renews on `day` for another twelve months.
    case commitmentRenews(StatusDay)
    /// The commitment ends on `day` and the subscription with it: auto-renew is off (every month before is still billed).
    case commitmentEnds(StatusDay)
}

/// A day as a phrase tells it: the instant, its date formatted for the locale, and how many calendar days
/// it is from the instant of the phrase in the customer's time zone (0 is today, 1 tomorrow, -1 yesterday).
public struct StatusDay: Hashable, Sendable {
    /// The instant.
    public var date: Date
    /// `2 Apr 2026` in the formatter's locale.
    public var text: String
    /// Calendar days from now to ``date`` where the customer is: a time later today is 0 however few
    /// hours are left.
    public var daysFromNow: Int

    /// A day as a phrase tells it (``StatusFormatter/day(_:at:)`` makes them).
    public init(date: Date, text: String, daysFromNow: Int) {
        self.date = date
        self.text = text
        self.daysFromNow = daysFromNow
    }
}
