#if os(Linux)
import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
package import StoreKitInterface

extension LocalAppStoreBackend {
    /// StoreKit's reason for a message the local App Store raises.
    static func reason(_ reason: StoreMessageReason) -> Message.Reason {
        switch reason {
        case .generic: .generic
        case .priceIncreaseConsent: .priceIncreaseConsent
        case .billingIssue: .billingIssue
        case .winBackOffer: .winBackOffer
        }
    }

    /// What the app asked for, as the local App Store takes it. The version 1 promotional offer signature is sent as
    /// the App Store receives it (key id, nonce, timestamp, signature); the version 2 one as its JWS.
    package static func purchaseOptions(_ options: Set<Product.PurchaseOption>) throws -> PurchaseOptions {
        var result = PurchaseOptions()
        for option in options {
            switch option.value {
            case .appAccountToken(let token): result.appAccountToken = token
            case .quantity(let quantity): result.quantity = quantity
            case .promotionalOffer(let offerID, let keyID, let nonce, let signature, let timestamp):
                result.promotionalOffer = PromotionalOffer(
                    offerId: offerID,
                    signature: PromotionalOfferSignature(
                        keyIdentifier: keyID,
                        nonce: nonce,
                        timestamp: Int64(timestamp),
                        signature: signature.base64EncodedString()
                    )
                )
            case .signedPromotionalOffer(let offerID, let compactJWS):
                result.promotionalOffer = PromotionalOffer(offerId: offerID, compactJWS: compactJWS)
            case .introductoryOfferEligibility(let compactJWS): result.introductoryOfferEligibility = compactJWS
            case .winBackOffer(let offerID): result.winBackOfferId = offerID
            case .simulatesAskToBuyInSandbox(let on): result.simulatesAskToBuyInSandbox = on
            case .billingPlanType(let type):
                // StoreKit's one billing plan option is the monthly plan (`BillingPlanType.monthly`).
                guard type == "monthly" else { throw Product.PurchaseError.purchaseNotAllowed }
                result.billingPlanType = .monthly
            }
        }
        return result
    }

    /// The StoreKit error a failure of the local App Store stands for: its StoreKit error by name when it has one
    /// (a simulated error, a refused offer), `productUnavailable` for a product it does not sell, else `unknown`.
    static func storeKitError(_ error: any Error) -> any Error {
        guard let failure = error as? StoreFailure else { return StoreKitError.unknown }
        if let name = failure.storeKitError?.name {
            if let purchase = purchaseErrors[name] { return purchase }
            if let generic = genericErrors[name] { return generic }
        }
        if failure.kind == .unknownProduct { return Product.PurchaseError.productUnavailable }
        return StoreKitError.unknown
    }

    private static let purchaseErrors: [String: Product.PurchaseError] = [
        "invalidQuantity": .invalidQuantity, "productUnavailable": .productUnavailable, "purchaseNotAllowed": .purchaseNotAllowed,
        "ineligibleForOffer": .ineligibleForOffer, "invalidOfferIdentifier": .invalidOfferIdentifier, "invalidOfferPrice": .invalidOfferPrice,
        "invalidOfferSignature": .invalidOfferSignature, "missingOfferParameters": .missingOfferParameters,
    ]

    private static var genericErrors: [String: StoreKitError] {
        [
            "unknown": .unknown, "userCancelled": .userCancelled, "networkError": .networkError(URLError(.notConnectedToInternet)),
            "systemError": .systemError(StoreKitError.unknown), "notAvailableInStorefront": .notAvailableInStorefront,
            "notEntitled": .notEntitled, "unsupported": .unsupported,
        ]
    }
}

extension VerificationResult.VerificationError {
    /// StoreKit's reason for a token the verifier rejected: a broken signature, a chain that does not lead to the
    /// store's root, a revoked certificate, a token that does not decode, or one without the fields it needs.
    init(_ error: any Error) {
        guard let failure = error as? AppStoreSignature.VerificationError else {
            self = .invalidSignature
            return
        }
        switch failure.kind {
        case .malformedJWS, .inputTooLarge, .payloadNotDecodable, .unsupportedAlgorithm: self = .invalidEncoding
        case .missingCertificateChain, .wrongCertificateCount, .malformedCertificate, .untrustedChain, .missingAppleExtension,
            .certificateNotValidAtCheckTime, .xcodeCertificateMismatch:
            self = .invalidCertificateChain
        case .bundleIdMismatch, .appAppleIdMismatch, .environmentMismatch: self = .invalidDeviceVerification
        default: self = .invalidSignature
        }
    }
}

extension StoreKitStandIn.ProductData {
    /// A product of the local App Store as StoreKit shows it.
    init(_ product: StoreProduct) {
        self.init(
            id: product.id,
            type: Product.ProductType(rawValue: product.type.rawValue),
            displayName: product.displayName,
            description: product.description,
            price: product.price,
            displayPrice: product.displayPrice,
            currencyCode: product.currencyCode ?? "USD",
            isFamilyShareable: product.isFamilyShareable,
            subscription: product.subscription.map { info in
                let offers = [info.introductoryOffer].compactMap { $0 } + info.promotionalOffers + info.winBackOffers
                return StoreKitStandIn.SubscriptionData(
                    groupID: info.groupId,
                    period: Product.SubscriptionPeriod(info.period),
                    introductoryOffer: info.introductoryOffer.map { Product.SubscriptionOffer($0) },
                    promotionalOffers: info.promotionalOffers.map { Product.SubscriptionOffer($0) },
                    winBackOffers: info.winBackOffers.map { Product.SubscriptionOffer($0) },
                    groupLevel: info.level ?? 1,
                    groupDisplayName: info.groupDisplayName,
                    pricingTerms: info.pricingTerms.map { terms in
                        StoreKitStandIn.PricingTermsData(
                            isMonthly: terms.billingPlanType == .monthly,
                            billingPeriod: Product.SubscriptionPeriod(terms.billingPeriod),
                            billingPrice: terms.billingPrice,
                            billingDisplayPrice: terms.billingDisplayPrice,
                            commitmentPrice: terms.commitment?.price ?? terms.billingPrice,
                            commitmentDisplayPrice: terms.commitment?.displayPrice ?? terms.billingDisplayPrice,
                            commitmentPeriod: Product.SubscriptionPeriod(terms.commitment?.period ?? terms.billingPeriod),
                            // The local store keeps no offers on a monthly plan yet: up front has them all.
                            subscriptionOffers: terms.billingPlanType == .monthly ? [] : offers.map { Product.SubscriptionOffer($0) }
                        )
                    }
                )
            }
        )
    }
}

extension Product.SubscriptionPeriod {
    /// A `.storekit` duration in StoreKit's one unit and count (the largest unit it uses).
    init(_ duration: CalendarDuration) {
        if duration.years > 0 {
            self.init(unit: .year, value: duration.years)
        } else if duration.months > 0 {
            self.init(unit: .month, value: duration.months)
        } else if duration.weeks > 0 {
            self.init(unit: .week, value: duration.weeks)
        } else {
            self.init(unit: .day, value: duration.days)
        }
    }
}

extension Product.SubscriptionOffer {
    init(_ offer: SubscriptionOffer) {
        let mode: PaymentMode =
            switch offer.paymentMode {
            case .freeTrial: .freeTrial
            case .payUpFront: .payUpFront
            default: .payAsYouGo
            }
        self.init(
            id: offer.id,
            type: offer.type == .introductory ? .introductory : .promotional,
            price: offer.price,
            displayPrice: offer.displayPrice,
            period: Product.SubscriptionPeriod(offer.period),
            periodCount: offer.periodCount,
            paymentMode: mode
        )
    }
}
#endif
