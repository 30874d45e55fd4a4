#if Server
import Foundation
import StoreHelperJSON

/// Who may have a promotional offer signed: Apple leaves the choice to the developer's server, whose signature
/// is the App Store's only proof that the offer was meant for this customer. A rule for every offer, and one per
/// offer id where it differs (the configuration's `offerEligibility`).
public struct OfferEligibility: Sendable, Hashable, Codable {
    /// Who may have an offer.
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        /// A customer who has or had a subscription in the offer's group: Apple's own condition for promotional
        /// offers (the default).
        case subscribers
        /// A customer with a subscription in the group active now.
        case active
        /// A customer who had a subscription in the group and has none active now (a win-back).
        case lapsed
        /// Any customer the server knows.
        case anyone
    }

    /// The rule for an offer not named in ``offers``.
    public var `default`: Rule
    /// Offer id → its rule.
    public var offers: [String: Rule]

    public init(default rule: Rule = .subscribers, offers: [String: Rule] = [:]) {
        self.default = rule
        self.offers = offers
    }

    /// Either key may be left out: the default rule is `subscribers`, and no offer has its own.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.default = try container.decodeIfPresent(Rule.self, forKey: .default) ?? .subscribers
        offers = try container.decodeIfPresent([String: Rule].self, forKey: .offers) ?? [:]
    }

    /// The rule for `offerId`.
    public func rule(for offerId: String) -> Rule { offers[offerId] ?? self.default }

    /// Why `info` may not have `offerId` of a product in the group whose products are `groupProducts`; nil when it may.
    func refusal(of offerId: String, groupProducts: Set<String>, groupId: String?, for info: CustomerInfo) -> String? {
        let subscriptions = info.subscriptions.filter { groupProducts.contains($0.productId) || $0.subscriptionGroupIdentifier == groupId }
        let active = subscriptions.contains(where: \.isActive)
        switch rule(for: offerId) {
        case .anyone: return nil
        case .subscribers: return subscriptions.isEmpty ? "\(offerId) is for customers who have or had a subscription in its group" : nil
        case .active: return active ? nil : "\(offerId) is for customers subscribed in its group now"
        case .lapsed:
            if subscriptions.isEmpty { return "\(offerId) is for customers who had a subscription in its group" }
            return active ? "\(offerId) is for customers whose subscription in its group has lapsed" : nil
        }
    }
}
#endif
