import Foundation

extension Product {
    /// /documentation/StoreKit/Product/SubscriptionInfo
    public struct SubscriptionInfo: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionInfo/subscriptionGroupID
        public let subscriptionGroupID: String
        /// /documentation/StoreKit/Product/SubscriptionInfo/subscriptionPeriod
        public let subscriptionPeriod: Product.SubscriptionPeriod
        /// /documentation/StoreKit/Product/SubscriptionInfo/introductoryOffer
        public let introductoryOffer: Product.SubscriptionOffer?
        /// /documentation/StoreKit/Product/SubscriptionInfo/promotionalOffers
        public let promotionalOffers: [Product.SubscriptionOffer]
        /// /documentation/StoreKit/Product/SubscriptionInfo/groupLevel
        public let groupLevel: Int
        /// /documentation/StoreKit/Product/SubscriptionInfo/groupDisplayName
        public let groupDisplayName: String

        init(_ info: StoreKitStandIn.SubscriptionData) {
            subscriptionGroupID = info.groupID
            subscriptionPeriod = info.period
            introductoryOffer = info.introductoryOffer
            promotionalOffers = info.promotionalOffers
            groupLevel = info.groupLevel
            groupDisplayName = info.groupDisplayName
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/status(for:)
        public static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] {
            try StoreKitStandIn.statuses(for: groupID)
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/isEligibleForIntroOffer(for:)
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            StoreKitStandIn.isEligibleForIntroOffer(groupID)
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/Status
        public struct Status: Sendable {
            /// /documentation/StoreKit/Product/SubscriptionInfo/Status/state
            public let state: Product.SubscriptionInfo.RenewalState
            /// /documentation/StoreKit/Product/SubscriptionInfo/Status/transaction
            public let transaction: VerificationResult<Transaction>
            /// /documentation/StoreKit/Product/SubscriptionInfo/Status/renewalInfo
            public let renewalInfo: VerificationResult<Product.SubscriptionInfo.RenewalInfo>

            init(state: RenewalState, transaction: VerificationResult<Transaction>, renewalInfo: VerificationResult<RenewalInfo>) {
                self.state = state
                self.transaction = transaction
                self.renewalInfo = renewalInfo
            }
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo
        public struct RenewalInfo: Sendable {
            /// The signed renewal info the fake hands over.
            let jws: String
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }

            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/subscribed
            public static let subscribed = RenewalState(rawValue: 1)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/expired
            public static let expired = RenewalState(rawValue: 2)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/inBillingRetryPeriod
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/inGracePeriod
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/revoked
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// /documentation/StoreKit/Product/SubscriptionPeriod
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionPeriod/unit-swift.property
        public let unit: Product.SubscriptionPeriod.Unit
        /// /documentation/StoreKit/Product/SubscriptionPeriod/value
        public let value: Int

        init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        /// /documentation/StoreKit/Product/SubscriptionPeriod/Unit-swift.enum
        public enum Unit: Hashable, Sendable {
            case day
            case week
            case month
            case year
        }
    }

    /// /documentation/StoreKit/Product/SubscriptionOffer
    public struct SubscriptionOffer: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionOffer/id
        public let id: String?
        /// /documentation/StoreKit/Product/SubscriptionOffer/type
        public let type: Product.SubscriptionOffer.OfferType
        /// /documentation/StoreKit/Product/SubscriptionOffer/price
        public let price: Decimal
        /// /documentation/StoreKit/Product/SubscriptionOffer/displayPrice
        public let displayPrice: String
        /// /documentation/StoreKit/Product/SubscriptionOffer/period
        public let period: Product.SubscriptionPeriod
        /// /documentation/StoreKit/Product/SubscriptionOffer/periodCount
        public let periodCount: Int
        /// /documentation/StoreKit/Product/SubscriptionOffer/paymentMode-swift.property
        public let paymentMode: Product.SubscriptionOffer.PaymentMode

        /// /documentation/StoreKit/Product/SubscriptionOffer/OfferType
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// /documentation/StoreKit/Product/SubscriptionOffer/OfferType/introductory
            public static let introductory = OfferType(rawValue: "introductory")
            /// /documentation/StoreKit/Product/SubscriptionOffer/OfferType/promotional
            public static let promotional = OfferType(rawValue: "promotional")
        }

        /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct/freeTrial
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
            /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct/payAsYouGo
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct/payUpFront
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
        }
    }
}
