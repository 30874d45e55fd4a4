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
        /// /documentation/StoreKit/Product/SubscriptionInfo/pricingTerms-swift.property ·
        /// s:8StoreKit7ProductV16SubscriptionInfoV12pricingTermsSayAE07PricingG0VGvp
        @available(iOS 26.4, macOS 26.4, *)
        public var pricingTerms: [Product.SubscriptionInfo.PricingTerms] { terms.map(PricingTerms.init) }
        /// What ``pricingTerms`` gives.
        let terms: [StoreKitStandIn.PricingTermsData]
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
            terms = info.pricingTerms
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
            /// /documentation/StoreKit/Product/SubscriptionInfo/Status-swift.struct/state · s:8StoreKit7ProductV16SubscriptionInfoV6StatusV5stateAE12RenewalStateVvp
            public let state: Product.SubscriptionInfo.RenewalState

            /// A status whose state is read from its transaction and renewal info at `now` (the store's clock).
            init(transaction: VerificationResult<Transaction>, renewalInfo: VerificationResult<RenewalInfo>, now: Date) {
                self.transaction = transaction
                self.renewalInfo = renewalInfo
                state = RenewalState(transaction: transaction.signed, renewalInfo: renewalInfo.signed, now: now)
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
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/originalTransactionID ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V21originalTransactionIDs6UInt64Vvp
            public let originalTransactionID: UInt64
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/currentProductID · s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V07currentC2IDSSvp
            public let currentProductID: String
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/willAutoRenew · s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V13willAutoRenewSbvp
            public let willAutoRenew: Bool
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/autoRenewPreference ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V19autoRenewPreferenceSSSgvp
            ///
            /// Nil when the subscription will not renew, as the page says (the signed payload names the product either way).
            public let autoRenewPreference: String?
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/isInBillingRetry · s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V16isInBillingRetrySbvp
            public let isInBillingRetry: Bool
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/gracePeriodExpirationDate ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V25gracePeriodExpirationDate10Foundation0J0VSgvp
            public let gracePeriodExpirationDate: Date?
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/expirationReason-swift.property ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V16expirationReasonAG010ExpirationH0VSgvp
            ///
            /// Nil while the subscription is active, as the page says.
            public let expirationReason: Product.SubscriptionInfo.RenewalInfo.ExpirationReason?
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/priceIncreaseStatus-swift.property ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V19priceIncreaseStatusAG05PricehI0Ovp
            public let priceIncreaseStatus: Product.SubscriptionInfo.RenewalInfo.PriceIncreaseStatus
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/renewalDate ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V11renewalDate10Foundation0H0VSgvp
            ///
            /// The expiration date of the most recent purchase, renewals included (the next renewal while it renews).
            public var renewalDate: Date? { renewal }
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/recentSubscriptionStartDate ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V06recentD9StartDate10Foundation0I0Vvp
            public var recentSubscriptionStartDate: Date { recentStart }
            /// The signed renewal info (what `VerificationResult.jwsRepresentation` gives).
            let jws: String
            private let renewal: Date?
            private let recentStart: Date

            /// The renewal info a JWS signs, read from its payload (https://developer.apple.com/documentation/appstoreserverapi/jwsrenewalinfodecodedpayload);
            /// nil without the original transaction id and product id every renewal info has.
            package init?(jws: String) {
                guard let payload = SignedPayload(jws), let original = payload.identifier("originalTransactionId"),
                    let productID = payload.string("productId")
                else { return nil }
                self.jws = jws
                originalTransactionID = original
                currentProductID = productID
                willAutoRenew = payload.integer("autoRenewStatus") == 1
                autoRenewPreference = willAutoRenew ? payload.string("autoRenewProductId") ?? productID : nil
                isInBillingRetry = payload.bool("isInBillingRetryPeriod") ?? false
                gracePeriodExpirationDate = payload.date("gracePeriodExpiresDate")
                expirationReason = payload.integer("expirationIntent").map(ExpirationReason.init(rawValue:))
                // https://developer.apple.com/documentation/appstoreserverapi/priceincreasestatus: 0 the customer has not
                // responded, 1 consented or was notified; absent, no increase is pending.
                switch payload.integer("priceIncreaseStatus") {
                case 0: priceIncreaseStatus = .pending
                case 1: priceIncreaseStatus = .agreed
                default: priceIncreaseStatus = .noIncreasePending
                }
                renewal = payload.date("renewalDate")
                recentStart = payload.date("recentSubscriptionStartDate") ?? Date(timeIntervalSince1970: 0)
            }

            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/ExpirationReason-swift.struct ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V16ExpirationReasonV (the context of its members' identifiers)
            ///
            /// The reasons by the signed payload's `expirationIntent`
            /// (https://developer.apple.com/documentation/appstoreserverapi/expirationintent).
            public struct ExpirationReason: Hashable, Sendable {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }

                /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/ExpirationReason-swift.struct/autoRenewDisabled ·
                /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V16ExpirationReasonV17autoRenewDisabledAIvpZ
                public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
                /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/ExpirationReason-swift.struct/billingError ·
                /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V16ExpirationReasonV12billingErrorAIvpZ
                public static let billingError = ExpirationReason(rawValue: 2)
                /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/ExpirationReason-swift.struct/didNotConsentToPriceIncrease ·
                /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V16ExpirationReasonV28didNotConsentToPriceIncreaseAIvpZ
                public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
                /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/ExpirationReason-swift.struct/productUnavailable ·
                /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V16ExpirationReasonV18productUnavailableAIvpZ
                public static let productUnavailable = ExpirationReason(rawValue: 4)
            }

            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/PriceIncreaseStatus-swift.enum ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V19PriceIncreaseStatusO
            public enum PriceIncreaseStatus: Hashable, Sendable {
                /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/PriceIncreaseStatus-swift.enum/noIncreasePending
                case noIncreasePending
                /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/PriceIncreaseStatus-swift.enum/pending ·
                /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V19PriceIncreaseStatusO7pendingyA2ImF
                case pending
                /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalInfo/PriceIncreaseStatus-swift.enum/agreed ·
                /// s:8StoreKit7ProductV16SubscriptionInfoV07RenewalE0V19PriceIncreaseStatusO6agreedyA2ImF
                case agreed
            }
        }

        /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState · s:8StoreKit7ProductV16SubscriptionInfoV12RenewalStateV
        public struct RenewalState: Hashable, Sendable {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }

            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/subscribed · s:8StoreKit7ProductV16SubscriptionInfoV12RenewalStateV10subscribedAGvpZ
            public static let subscribed = RenewalState(rawValue: 1)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/expired · s:8StoreKit7ProductV16SubscriptionInfoV12RenewalStateV7expiredAGvpZ
            public static let expired = RenewalState(rawValue: 2)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/inBillingRetryPeriod ·
            /// s:8StoreKit7ProductV16SubscriptionInfoV12RenewalStateV20inBillingRetryPeriodAGvpZ
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/inGracePeriod · s:8StoreKit7ProductV16SubscriptionInfoV12RenewalStateV13inGracePeriodAGvpZ
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// /documentation/StoreKit/Product/SubscriptionInfo/RenewalState/revoked · s:8StoreKit7ProductV16SubscriptionInfoV12RenewalStateV7revokedAGvpZ
            public static let revoked = RenewalState(rawValue: 5)

            /// A date to the millisecond, as signed data carries it.
            private static func milliseconds(_ date: Date) -> Double { (date.timeIntervalSince1970 * 1_000).rounded() }

            /// The state a subscription is in at `now`, as the state's page describes each: revoked when its transaction
            /// was; in a grace period while billing retry runs before the grace period's end (entitled); in billing
            /// retry otherwise while Apple retries; expired once its transaction's expiration date has passed;
            /// subscribed before it.
            init(transaction: Transaction, renewalInfo: RenewalInfo, now: Date) {
                if transaction.revocationDate != nil {
                    self = .revoked
                } else if renewalInfo.isInBillingRetry, let end = renewalInfo.gracePeriodExpirationDate, end > now {
                    self = .inGracePeriod
                } else if renewalInfo.isInBillingRetry {
                    self = .inBillingRetryPeriod
                } else if let expiration = transaction.expirationDate, Self.milliseconds(expiration) <= Self.milliseconds(now) {
                    self = .expired
                } else {
                    self = .subscribed
                }
            }
        }
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
        /// /documentation/StoreKit/Product/SubscriptionInfo/BillingPlanType/upFront · as StoreKit's interface declares it
        public static let upFront = BillingPlanType(rawValue: "upFront")
    }
}
