public import Foundation
public import Observation
public import StoreHelper

/// What a subscription group's status row and detail show: the plan, its status sentences (renews on, expires on, a
/// scheduled change, billing retry, grace period, refund), a badge, a monthly plan's month of its commitment ("4 of
/// 12"), and which actions are offered. Call ``load()`` once, then run ``observe()`` while the row is shown.
@MainActor @Observable
public final class SubscriptionStatusState {
    /// The status at a glance.
    public enum Badge: Hashable, Sendable {
        /// Subscribed, renewing.
        case active
        /// Subscribed, auto-renew off: access ends at the period's end.
        case ending
        /// A renewal failed; access continues through the billing grace period.
        case gracePeriod
        /// A renewal failed; access is paused while the App Store retries.
        case billingRetry
        /// The subscription ended.
        case expired
        /// The App Store refunded or revoked it.
        case refunded
        /// Someone else ended the customer's access: Family Sharing ended, or an organization took its seat back.
        case withdrawn
    }

    /// What the row offers to do.
    public enum Action: Hashable, Sendable {
        /// Open the App Store's subscription management (change plan, turn auto-renew off).
        case manageSubscriptions
        /// Update the payment method, after a failed renewal.
        case updatePaymentMethod
        /// Subscribe again (the paywall), once access has ended.
        case resubscribe
    }

    /// Month `month` of the `of` months a monthly plan's commitment pays for.
    public struct CommitmentProgress: Hashable, Sendable {
        public let month: Int
        public let of: Int
    }

    /// The subscription group, by configured name, id or a product id of the group (as StoreHelper takes it).
    public let group: String
    /// The customer's subscription, once loaded; nil when they never subscribed.
    public private(set) var info: GroupSubscriptionInfo?
    /// The plan's name; nil until loaded, or when the customer never subscribed (as for what follows).
    public private(set) var planName: String?
    /// The status sentences, in the shop's wording.
    public private(set) var lines: [String] = []
    /// The status at a glance.
    public private(set) var badge: Badge?
    /// A monthly plan's month of its commitment (4 of 12); nil outside a commitment.
    public private(set) var commitment: CommitmentProgress?
    /// The actions offered, most pressing first.
    public private(set) var actions: [Action] = []
    /// What the helper said when the status could not be read.
    public private(set) var failure: String?

    @ObservationIgnored private let helper: StoreHelper
    @ObservationIgnored private let formatter: StatusFormatter
    @ObservationIgnored private let wording: ShopWording
    @ObservationIgnored private var groupId: String?

    /// The status of `group` as `helper` judges it, worded in `wording` with dates and prices for `locale` and
    /// `timeZone` (the user's by default).
    public init(
        group: String,
        helper: StoreHelper,
        wording: ShopWording = ShopWording(locale: .current),
        locale: Locale = .current,
        timeZone: TimeZone = .current
    ) {
        self.group = group
        self.helper = helper
        self.wording = wording
        formatter = StatusFormatter(locale: locale, timeZone: timeZone, wording: wording.status)
    }

    /// The badge's words ("Active", "Billing problem"); nil without a badge.
    public var badgeText: String? { badge.map { wording(.subscriptionBadge($0)) } }

    /// What the button of `action` reads.
    public func title(of action: Action) -> String {
        switch action {
        case .manageSubscriptions: wording(.manageSubscriptions)
        case .updatePaymentMethod: wording(.updatePaymentMethod)
        case .resubscribe: wording(.subscribeAgain)
        }
    }

    /// Reads the customer's subscription in the group at the store's time.
    public func load() async {
        do throws(StoreHelperError) {
            show(try await helper.subscriptionInfo(for: group))
            failure = nil
        } catch {
            failure = error.message
        }
    }

    /// Follows the helper until the task is cancelled: a renewal, a billing problem, an expiry, a refund or a change
    /// of plan reloads the status.
    public func observe() async {
        for await change in helper.changes {
            switch change {
            case .subscriptionStatus(let changed) where groupId == nil || changed == groupId: await load()
            case .purchasedProducts, .revoked: await load()
            default: break
            }
        }
    }

    private func show(_ info: GroupSubscriptionInfo?) {
        self.info = info
        groupId = info?.groupId ?? groupId
        guard let info else {
            (planName, lines, badge, commitment, actions) = (nil, [], nil, nil, [])
            return
        }
        planName = info.product.displayName
        let phrases = formatter.phrases(for: info)
        lines = phrases.map(formatter.wording.sentence)
        commitment =
            phrases.lazy.compactMap { phrase -> CommitmentProgress? in
                if case .commitmentMonth(let month, let total) = phrase { CommitmentProgress(month: month, of: total) } else { nil }
            }.first
        let ended = info.expirationDate <= info.asOf
        switch info.state {
        case .subscribed where ended: (badge, actions) = (.expired, [.resubscribe])
        case .subscribed: (badge, actions) = (info.willAutoRenew ? .active : .ending, [.manageSubscriptions])
        case .inGracePeriod: (badge, actions) = (.gracePeriod, [.updatePaymentMethod, .manageSubscriptions])
        case .inBillingRetryPeriod: (badge, actions) = (.billingRetry, [.updatePaymentMethod, .manageSubscriptions])
        case .expired: (badge, actions) = (.expired, [.resubscribe])
        case .revoked:
            let refunded = ![.familyRevoke, .assignmentRevoke].contains(info.transaction.payload.revocationType)
            (badge, actions) = (refunded ? .refunded : .withdrawn, [.resubscribe])
        }
    }
}
