/// The words of each ``StatusPhrase``: English by default; an app localizes them by giving its own,
/// typically a `switch` whose cases return `String(localized:)` from its string catalog, and whose `default:` returns
/// `StatusWording.english.sentence(phrase)` for a phrase a later StoreHelper adds.
public struct StatusWording: Sendable {
    /// The sentence for a phrase.
    public var sentence: @Sendable (StatusPhrase) -> String

    /// Words given by `sentence`, a function of the phrase.
    public init(_ sentence: @escaping @Sendable (StatusPhrase) -> String) {
        self.sentence = sentence
    }

    /// "Renews on 2 Apr 2026 for $9.99.", "Expires tomorrow.", "Expired on 2 Apr 2026.", …
    public static let english = StatusWording { phrase in
        switch phrase {
        case .renews(let day, let price): "Renews \(on(day)) for \(price)."
        case .renewalWasDue(let day): "Was due to renew on \(day.text)."
        case .changes(let product, let day): "Changes to \(product) \(on(day))."
        case .expires(let day):
            switch day.daysFromNow {
            case ...0: "Expires today."
            case 1: "Expires tomorrow."
            default: "Expires in \(day.daysFromNow) days."
            }
        case .expired(let day): "Expired on \(day.text)."
        case .autoRenewOff(let day): "Auto-renew is off; access ends \(on(day))."
        case .billingRetryInGrace(let day):
            "Billing problem: access continues until \(day.daysFromNow <= 0 ? "later today" : day.daysFromNow == 1 ? "tomorrow" : day.text) while the payment is retried."
        case .billingRetry: "Billing problem: access is paused until the payment method is updated."
        case .refunded(let day): "Refunded on \(day.text)."
        case .familySharingEnded(let day): "Family sharing ended on \(day.text)."
        case .providedByOrganization: "Provided by your organization."
        case .withdrawnByOrganization(let day): "Your organization ended your access on \(day.text)."
        case .purchased(let day): "Purchased on \(day.text)."
        case .sharedByFamily(let day): "Shared by your family since \(day.text)."
        case .commitmentMonth(let month, let total): "Month \(month) of \(total) of your commitment."
        case .commitmentRenews(let day): "Commitment renews \(on(day))."
        case .commitmentEnds(let day): "Commitment ends \(on(day)); auto-renew is off."
        }
    }

    /// "today", "tomorrow" or "on 2 Apr 2026".
    private static func on(_ day: StatusDay) -> String {
        switch day.daysFromNow {
        case ...0: "today"
        case 1: "tomorrow"
        default: "on \(day.text)"
        }
    }
}
