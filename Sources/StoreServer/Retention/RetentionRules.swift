#if Server
public import AppStoreModels
import Foundation

/// The retention rules checked and ready: the first rule whose conditions hold chooses the answer.
public struct RetentionRules: Sendable, Hashable {
    /// One checked rule.
    public struct Rule: Sendable, Hashable {
        public var name: String
        public var conditions: RetentionConfiguration.Conditions
        public var answer: Answer
    }

    /// What a rule answers.
    public enum Answer: Sendable, Hashable {
        case message(String)
        case alternateProduct(messageIdentifier: String, productId: String, billingPlanType: BillingPlanType?)
        case promotionalOffer(messageIdentifier: String, productId: String, offerId: String)
    }

    /// What the rules look at: the request, and the subscription as the server knows it.
    public struct Situation: Sendable {
        public var productId: String
        public var userLocale: String
        /// The subscription's transactions the server holds (any order).
        public var transactions: [JWSTransactionDecodedPayload]
        /// The app user owning the purchase, if any.
        public var appUserId: String?

        public init(productId: String, userLocale: String, transactions: [JWSTransactionDecodedPayload], appUserId: String?) {
            self.productId = productId
            self.userLocale = userLocale
            self.transactions = transactions
            self.appUserId = appUserId
        }
    }

    public var rules: [Rule]
    /// How long deciding may take.
    public var latencyBudget: Duration

    /// The first rule that applies to `situation`, or nil.
    public func decide(_ situation: Situation) -> Rule? {
        rules.first { Self.holds($0.conditions, in: situation) }
    }

    static func holds(_ conditions: RetentionConfiguration.Conditions, in situation: Situation) -> Bool {
        if let products = conditions.productIds, !products.contains(situation.productId) { return false }
        if let locales = conditions.locales, !locales.contains(where: { $0.caseInsensitiveCompare(situation.userLocale) == .orderedSame }) {
            return false
        }
        if let known = conditions.knownCustomer, known != (situation.appUserId != nil) { return false }
        if let first = conditions.firstPeriodEnding {
            // A renewal, an upgrade or a crossgrade is a transaction of its own under the purchase's original one.
            let renewed = situation.transactions.contains { $0.transactionId != $0.originalTransactionId }
            if first == renewed { return false }
        }
        if let never = conditions.neverHadOffer {
            let hadOffer = situation.transactions.contains { $0.offerType != nil }
            if never == hadOffer { return false }
        }
        return true
    }
}
#endif
