public import AppStoreModels
public import Entitlements

/// What StoreServer answers to `GET /v1/subscribers/{appUserId}`: what the user owns at `requestDate`,
/// computed by the entitlement engine over every transaction the server stored for the user.
public struct CustomerInfo: Codable, Hashable, Sendable {
    /// One configured entitlement (a name given to a set of products, as RevenueCat's).
    public struct EntitlementInfo: Codable, Hashable, Sendable {
        /// Whether one of its products is owned now.
        public var isActive: Bool
        /// The product that grants it (the one with the latest expiry), or the last one that did.
        public var productId: String
        public var transactionId: String
        public var originalTransactionId: String?
        public var purchaseDate: MillisecondDate?
        /// `nil` for a purchase that never expires.
        public var expiresDate: MillisecondDate?
        public var gracePeriodExpiresDate: MillisecondDate?
        /// Whether the subscription that grants it will renew.
        public var willRenew: Bool
        /// Whether the App Store could not charge (billing retry or grace period).
        public var billingIssueDetected: Bool
        /// `PURCHASED`, `FAMILY_SHARED` or `ASSIGNED` (an organization's seat).
        public var ownershipType: String?
        /// `Production` or `Sandbox` (or a local App Store's `Xcode`, `LocalTesting`): where the granting
        /// transaction was bought.
        public var environment: String?

        package init(
            isActive: Bool,
            productId: String,
            transactionId: String,
            originalTransactionId: String?,
            purchaseDate: MillisecondDate?,
            expiresDate: MillisecondDate?,
            gracePeriodExpiresDate: MillisecondDate?,
            willRenew: Bool,
            billingIssueDetected: Bool,
            ownershipType: String?,
            environment: String?
        ) {
            self.isActive = isActive
            self.productId = productId
            self.transactionId = transactionId
            self.originalTransactionId = originalTransactionId
            self.purchaseDate = purchaseDate
            self.expiresDate = expiresDate
            self.gracePeriodExpiresDate = gracePeriodExpiresDate
            self.willRenew = willRenew
            self.billingIssueDetected = billingIssueDetected
            self.ownershipType = ownershipType
            self.environment = environment
        }
    }

    /// One auto-renewable subscription (one original transaction).
    public struct Subscription: Codable, Hashable, Sendable {
        public var productId: String
        public var originalTransactionId: String
        public var subscriptionGroupIdentifier: String
        /// `subscribed`, `expired`, `inBillingRetryPeriod`, `inGracePeriod` or `revoked`.
        public var state: SubscriptionState
        /// Whether it grants access now (subscribed or in its grace period).
        public var isActive: Bool
        public var purchaseDate: MillisecondDate?
        public var originalPurchaseDate: MillisecondDate?
        public var expiresDate: MillisecondDate?
        public var gracePeriodExpiresDate: MillisecondDate?
        public var willRenew: Bool
        public var autoRenewProductId: String?
        public var billingIssueDetected: Bool
        public var ownershipType: String?
        public var environment: String?
        /// A monthly plan's 12-month commitment, while the latest transaction pays a month of one.
        public var commitment: Commitment?

        /// A monthly plan's commitment as the latest transaction and renewal info tell it.
        public struct Commitment: Codable, Hashable, Sendable {
            /// The month the latest transaction pays: 1 to ``totalBillingPeriods``.
            public var billingPeriodNumber: Int
            public var totalBillingPeriods: Int
            /// When the commitment ends.
            public var expiresDate: MillisecondDate?
            /// What the whole commitment costs, in milliunits of the transaction's currency.
            public var price: Int64?
            /// Whether a new commitment (or period) follows its end; every month before it is billed regardless.
            public var willRenew: Bool

            package init(billingPeriodNumber: Int, totalBillingPeriods: Int, expiresDate: MillisecondDate?, price: Int64?, willRenew: Bool) {
                self.billingPeriodNumber = billingPeriodNumber
                self.totalBillingPeriods = totalBillingPeriods
                self.expiresDate = expiresDate
                self.price = price
                self.willRenew = willRenew
            }
        }

        package init(
            productId: String,
            originalTransactionId: String,
            subscriptionGroupIdentifier: String,
            state: SubscriptionState,
            isActive: Bool,
            purchaseDate: MillisecondDate?,
            originalPurchaseDate: MillisecondDate?,
            expiresDate: MillisecondDate?,
            gracePeriodExpiresDate: MillisecondDate?,
            willRenew: Bool,
            autoRenewProductId: String?,
            billingIssueDetected: Bool,
            ownershipType: String?,
            environment: String?,
            commitment: Commitment? = nil
        ) {
            self.commitment = commitment
            self.productId = productId
            self.originalTransactionId = originalTransactionId
            self.subscriptionGroupIdentifier = subscriptionGroupIdentifier
            self.state = state
            self.isActive = isActive
            self.purchaseDate = purchaseDate
            self.originalPurchaseDate = originalPurchaseDate
            self.expiresDate = expiresDate
            self.gracePeriodExpiresDate = gracePeriodExpiresDate
            self.willRenew = willRenew
            self.autoRenewProductId = autoRenewProductId
            self.billingIssueDetected = billingIssueDetected
            self.ownershipType = ownershipType
            self.environment = environment
        }
    }

    /// A purchase that is not an auto-renewable subscription, not refunded.
    public struct Purchase: Codable, Hashable, Sendable {
        public var productId: String
        public var transactionId: String
        /// Apple's product type: `Consumable`, `Non-Consumable`, `Non-Renewing Subscription`.
        public var type: String
        public var purchaseDate: MillisecondDate?
        public var quantity: Int
        public var ownershipType: String?
        /// `Production` or `Sandbox` (or a local App Store's `Xcode`, `LocalTesting`).
        public var environment: String?

        package init(
            productId: String,
            transactionId: String,
            type: String,
            purchaseDate: MillisecondDate?,
            quantity: Int,
            ownershipType: String?,
            environment: String?
        ) {
            self.productId = productId
            self.transactionId = transactionId
            self.type = type
            self.purchaseDate = purchaseDate
            self.quantity = quantity
            self.ownershipType = ownershipType
            self.environment = environment
        }
    }

    public var appUserId: String
    /// The instant the answer is true at, on the server's clock.
    public var requestDate: MillisecondDate
    /// What the user is entitled to now, sorted: the products StoreKit's current entitlements would
    /// give (consumables are balances, below).
    public var activeProductIds: [String]
    /// Each configured entitlement the user ever had, by name.
    public var entitlements: [String: EntitlementInfo]
    public var subscriptions: [Subscription]
    public var nonSubscriptionPurchases: [Purchase]
    /// Units of each consumable bought, not refunded and not yet consumed.
    public var consumableBalances: [String: Int]
    /// When a parent or guardian withdrew consent for the app (`RESCIND_CONSENT`) for an Apple Account whose
    /// purchases the user owns, the earliest; `nil` when never. Apple then keeps the app from launching for that
    /// account; the app's server decides what else follows (StoreServer's `consentRescinded` setting).
    public var consentRescindedDate: MillisecondDate?

    public init(
        appUserId: String,
        requestDate: MillisecondDate,
        activeProductIds: [String],
        entitlements: [String: EntitlementInfo],
        subscriptions: [Subscription],
        nonSubscriptionPurchases: [Purchase],
        consumableBalances: [String: Int],
        consentRescindedDate: MillisecondDate? = nil
    ) {
        self.appUserId = appUserId
        self.requestDate = requestDate
        self.activeProductIds = activeProductIds
        self.entitlements = entitlements
        self.subscriptions = subscriptions
        self.nonSubscriptionPurchases = nonSubscriptionPurchases
        self.consumableBalances = consumableBalances
        self.consentRescindedDate = consentRescindedDate
    }

    /// Units of each consumable bought and not refunded.
    public var purchasedConsumableUnits: [String: Int] {
        nonSubscriptionPurchases.filter { $0.type == ProductType.consumable.rawValue }
            .reduce(into: [:]) { $0[$1.productId, default: 0] += $1.quantity }
    }
}
