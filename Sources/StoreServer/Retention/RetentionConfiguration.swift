#if Server
import Foundation

/// How the server answers real-time retention requests, as the configuration file gives it (`retention`):
/// rules tried in order, the first whose conditions all hold choosing the answer.
public struct RetentionConfiguration: Codable, Hashable, Sendable {
    /// At most this long to decide (default 400 ms, under the App Store's 700 ms): past it the server answers
    /// with no choice, and the App Store shows the default message.
    public var latencyBudgetMilliseconds: Int?
    public var rules: [Rule]?

    public init(latencyBudgetMilliseconds: Int? = nil, rules: [Rule]? = nil) {
        self.latencyBudgetMilliseconds = latencyBudgetMilliseconds
        self.rules = rules
    }

    /// Conditions and the one answer they lead to.
    public struct Rule: Codable, Hashable, Sendable {
        /// Shown on the dashboard and recorded with each decision.
        public var name: String?
        /// Every condition given must hold; none given: always.
        public var when: Conditions?
        /// Exactly one of the three answers.
        public var message: String?
        public var alternateProduct: AlternateProduct?
        public var promotionalOffer: PromotionalOffer?

        public init(
            name: String? = nil,
            when: Conditions? = nil,
            message: String? = nil,
            alternateProduct: AlternateProduct? = nil,
            promotionalOffer: PromotionalOffer? = nil
        ) {
            self.name = name
            self.when = when
            self.message = message
            self.alternateProduct = alternateProduct
            self.promotionalOffer = promotionalOffer
        }
    }

    /// What a rule asks of the subscription and the request.
    public struct Conditions: Codable, Hashable, Sendable {
        /// The subscription is one of these products.
        public var productIds: [String]?
        /// `true`: the subscription has not renewed yet (its first period is ending); `false`: it has.
        public var firstPeriodEnding: Bool?
        /// `true`: no transaction of the subscription carried an offer; `false`: one did.
        public var neverHadOffer: Bool?
        /// The device's locale is one of these (`en-US`).
        public var locales: [String]?
        /// `true`: an app user owns the purchase; `false`: none does yet.
        public var knownCustomer: Bool?

        public init(
            productIds: [String]? = nil,
            firstPeriodEnding: Bool? = nil,
            neverHadOffer: Bool? = nil,
            locales: [String]? = nil,
            knownCustomer: Bool? = nil
        ) {
            self.productIds = productIds
            self.firstPeriodEnding = firstPeriodEnding
            self.neverHadOffer = neverHadOffer
            self.locales = locales
            self.knownCustomer = knownCustomer
        }
    }

    /// A switch-plan answer.
    public struct AlternateProduct: Codable, Hashable, Sendable {
        public var messageIdentifier: String
        public var productId: String
        /// `MONTHLY` (the product's monthly plan with a 12-month commitment, which the catalog must have) or
        /// `BILLED_UPFRONT`; absent, the App Store's default.
        public var billingPlanType: String?

        public init(messageIdentifier: String, productId: String, billingPlanType: String? = nil) {
            self.messageIdentifier = messageIdentifier
            self.productId = productId
            self.billingPlanType = billingPlanType
        }
    }

    /// A promotional-offer answer, signed by the server's offer key.
    public struct PromotionalOffer: Codable, Hashable, Sendable {
        public var messageIdentifier: String
        public var productId: String
        public var offerId: String

        public init(messageIdentifier: String, productId: String, offerId: String) {
            self.messageIdentifier = messageIdentifier
            self.productId = productId
            self.offerId = offerId
        }
    }
}
#endif
