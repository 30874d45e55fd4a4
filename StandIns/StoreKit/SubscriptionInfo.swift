public import Foundation

extension Product {
    /// /documentation/StoreKit/Product/SubscriptionInfo · s:8StoreKit7ProductV16SubscriptionInfoV
    public struct SubscriptionInfo: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionInfo/subscriptionGroupID · s:8StoreKit7ProductV16SubscriptionInfoV19subscriptionGroupIDSSvp
        public let subscriptionGroupID: String
        /// /documentation/StoreKit/Product/SubscriptionInfo/subscriptionPeriod · s:8StoreKit7ProductV16SubscriptionInfoV18subscriptionPeriodAC0dG0Vvp
        public let subscriptionPeriod: Product.SubscriptionPeriod
        /// /documentation/StoreKit/Product/SubscriptionInfo/introductoryOffer · s:8StoreKit7ProductV16SubscriptionInfoV17introductoryOfferAC0dG0VSgvp
        public let introductoryOffer: Product.SubscriptionOffer?
        /// /documentation/StoreKit/Product/SubscriptionInfo/promotionalOffers · s:8StoreKit7ProductV16SubscriptionInfoV17promotionalOffersSayAC0D5OfferVGvp
        public let promotionalOffers: [Product.SubscriptionOffer]
        /// /documentation/StoreKit/Product/SubscriptionInfo/winBackOffers · s:8StoreKit7ProductV16SubscriptionInfoV13winBackOffersSayAC0D5OfferVGvp
        @available(iOS 18.0, macOS 15.0, *)
        public var winBackOffers: [Product.SubscriptionOffer] { offersToWinBack }
        /// What ``winBackOffers`` gives.
        let offersToWinBack: [Product.SubscriptionOffer]
        /// /documentation/StoreKit/Product/SubscriptionInfo/groupLevel · s:8StoreKit7ProductV16SubscriptionInfoV10groupLevelSivp
        public let groupLevel: Int
        /// /documentation/StoreKit/Product/SubscriptionInfo/groupDisplayName · s:8StoreKit7ProductV16SubscriptionInfoV16groupDisplayNameSSvp
        public let groupDisplayName: String

        init(_ info: StoreKitStandIn.SubscriptionData) {
            subscriptionGroupID = info.groupID
            subscriptionPeriod = info.period
            introductoryOffer = info.introductoryOffer
            promotionalOffers = info.promotionalOffers
            offersToWinBack = info.winBackOffers
            groupLevel = info.groupLevel
            groupDisplayName = info.groupDisplayName
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/status(for:) · s:8StoreKit7ProductV16SubscriptionInfoV6status3forSayAE6StatusVGSS_tYaKFZ
        public static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] {
            try await StoreKitBackends.current.statuses(for: groupID)
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/isEligibleForIntroOffer(for:) · s:8StoreKit7ProductV16SubscriptionInfoV23isEligibleForIntroOffer3forSbSS_tYaFZ
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            await StoreKitBackends.current.isEligibleForIntroOffer(for: groupID)
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct · s:8StoreKit7ProductV16SubscriptionInfoV6StatusV
        public struct Status: Sendable {
            /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/transaction · s:8StoreKit7ProductV16SubscriptionInfoV6StatusV11transactionAA18VerificationResultOyAA11TransactionVGvp
            public let transaction: VerificationResult<Transaction>
            /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/renewalInfo · s:8StoreKit7ProductV16SubscriptionInfoV6StatusV07renewalE0AA18VerificationResultOyAE07RenewalE0VGvp
            public let renewalInfo: VerificationResult<Product.SubscriptionInfo.RenewalInfo>

            init(transaction: VerificationResult<Transaction>, renewalInfo: VerificationResult<RenewalInfo>) {
                self.transaction = transaction
                self.renewalInfo = renewalInfo
            }

            /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/updates ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV6StatusV7updatesAG8StatusesVvpZ
            public static var updates: Product.SubscriptionInfo.Status.Statuses {
                Statuses(base: StoreKitBackends.current.statusUpdates())
            }

            /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/Statuses · as StoreKit's interface declares it
            public struct Statuses: AsyncSequence, Sendable {
                /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/Statuses/Element · as StoreKit's interface declares it
                public typealias Element = Product.SubscriptionInfo.Status
                let base: AsyncStream<Product.SubscriptionInfo.Status>

                /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/Statuses/makeAsyncIterator() · as StoreKit's
                /// interface declares it
                public func makeAsyncIterator() -> Product.SubscriptionInfo.Status.Statuses.AsyncIterator {
                    AsyncIterator(base: base.makeAsyncIterator())
                }

                /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/Statuses/AsyncIterator · as StoreKit's interface
                /// declares it
                public struct AsyncIterator: AsyncIteratorProtocol {
                    var base: AsyncStream<Product.SubscriptionInfo.Status>.AsyncIterator
                    /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/Statuses/AsyncIterator/next() · as StoreKit's
                    /// interface declares it
                    public mutating func next() async -> Product.SubscriptionInfo.Status.Statuses.Element? { await base.next() }
                }
            }
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo · s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V
        public struct RenewalInfo: Sendable {
            /// The signed renewal info the fake hands over.
            let jws: String
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState · as StoreKit's interface declares it (named by the top-level
        /// `SubscriptionRenewalState`; the fake has no use for its values)
        public struct RenewalState: Hashable, Sendable {}
    }

    /// /documentation/StoreKit/Product/SubscriptionPeriod · s:8StoreKit7ProductV18SubscriptionPeriodV
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionPeriod/unit-swift.property · s:8StoreKit7ProductV18SubscriptionPeriodV4unitAE4UnitOvp
        public let unit: Product.SubscriptionPeriod.Unit
        /// /documentation/StoreKit/Product/SubscriptionPeriod/value · s:8StoreKit7ProductV18SubscriptionPeriodV5valueSivp
        public let value: Int

        init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        /// /documentation/StoreKit/Product/SubscriptionPeriod/Unit-swift.enum · s:8StoreKit7ProductV18SubscriptionPeriodV4UnitO
        public enum Unit: Hashable, Sendable {
            case day
            case week
            case month
            case year
        }
    }

    /// /documentation/StoreKit/Product/SubscriptionOffer · s:8StoreKit7ProductV17SubscriptionOfferV
    public struct SubscriptionOffer: Hashable, Sendable {
        /// /documentation/StoreKit/Product/SubscriptionOffer/id · s:8StoreKit7ProductV17SubscriptionOfferV2idSSSgvp
        public let id: String?
        /// /documentation/StoreKit/Product/SubscriptionOffer/type · s:8StoreKit7ProductV17SubscriptionOfferV4typeAE0E4TypeVvp
        public let type: Product.SubscriptionOffer.OfferType
        /// /documentation/StoreKit/Product/SubscriptionOffer/price · s:8StoreKit7ProductV17SubscriptionOfferV5priceSo9NSDecimalavp
        public let price: Decimal
        /// /documentation/StoreKit/Product/SubscriptionOffer/displayPrice · s:8StoreKit7ProductV17SubscriptionOfferV12displayPriceSSvp
        public let displayPrice: String
        /// /documentation/StoreKit/Product/SubscriptionOffer/period · s:8StoreKit7ProductV17SubscriptionOfferV6periodAC0D6PeriodVvp
        public let period: Product.SubscriptionPeriod
        /// /documentation/StoreKit/Product/SubscriptionOffer/periodCount · s:8StoreKit7ProductV17SubscriptionOfferV11periodCountSivp
        public let periodCount: Int
        /// /documentation/StoreKit/Product/SubscriptionOffer/paymentMode-swift.property · s:8StoreKit7ProductV17SubscriptionOfferV11paymentModeAE07PaymentG0Vvp
        public let paymentMode: Product.SubscriptionOffer.PaymentMode

        /// /documentation/StoreKit/Product/SubscriptionOffer/OfferType · s:8StoreKit7ProductV17SubscriptionOfferV0E4TypeV
        public struct OfferType: Hashable, Sendable {
            let rawValue: String
            init(rawValue: String) { self.rawValue = rawValue }
            /// /documentation/StoreKit/Product/SubscriptionOffer/OfferType/introductory · as StoreKit's interface declares it
            public static let introductory = OfferType(rawValue: "introductory")
            /// /documentation/StoreKit/Product/SubscriptionOffer/OfferType/promotional · as StoreKit's interface declares it
            public static let promotional = OfferType(rawValue: "promotional")
        }

        /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct · s:8StoreKit7ProductV17SubscriptionOfferV11PaymentModeV
        public struct PaymentMode: Hashable, Sendable {
            let rawValue: String
            init(rawValue: String) { self.rawValue = rawValue }
            /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct/freeTrial · as StoreKit's interface declares it
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
            /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct/payAsYouGo · as StoreKit's interface declares it
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            /// /documentation/StoreKit/Product/SubscriptionOffer/PaymentMode-swift.struct/payUpFront · as StoreKit's interface declares it
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
        }
    }
}

extension Product.SubscriptionInfo {
    /// /documentation/StoreKit/Product/SubscriptionInfo/BillingPlanType · s:8StoreKit7ProductV16SubscriptionInfoV15BillingPlanTypeV
    @available(iOS 26.4, macOS 26.4, *)
    public struct BillingPlanType: Hashable, Sendable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }

        /// /documentation/StoreKit/Product/SubscriptionInfo/BillingPlanType/monthly · as StoreKit's interface declares it
        public static let monthly = BillingPlanType(rawValue: "monthly")
    }
}
