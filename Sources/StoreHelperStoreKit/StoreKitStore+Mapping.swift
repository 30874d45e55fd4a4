import AppStoreModels
import Foundation
import StoreKit
import StoreKitInterface

extension StoreKitStore {
    /// A promotional offer by its version 1 signature, which Apple deprecates in favour of the JWS: for a server
    /// that signs only it, and for apps built with an Xcode older than 26.
    static func signatureOption(_ offer: PromotionalOffer) throws(StoreFailure) -> Product.PurchaseOption {
        guard let signature = offer.signature, let bytes = Data(base64Encoded: signature.signature),
            let timestamp = Int(exactly: signature.timestamp)
        else {
            #if compiler(>=6.2)
            throw StoreFailure(.invalidRequest, "StoreKit buys a promotional offer only with its signature from the app's server")
            #else
            throw StoreFailure(.unsupported, "this app was built with an Xcode older than 26, whose StoreKit takes only version 1 offer signatures")
            #endif
        }
        return .promotionalOffer(
            offerID: offer.offerId,
            keyID: signature.keyIdentifier,
            nonce: signature.nonce,
            signature: bytes,
            timestamp: timestamp
        )
    }

    /// StoreKit's options for what an app asks; what StoreKit cannot take by option is `unsupported`.
    static func purchaseOptions(_ options: PurchaseOptions, for product: Product) throws(StoreFailure) -> Set<Product.PurchaseOption> {
        var choices: Set<Product.PurchaseOption> = []
        if options.quantity != 1 { choices.insert(.quantity(options.quantity)) }
        if let token = options.appAccountToken { choices.insert(.appAccountToken(token)) }
        if options.simulatesAskToBuyInSandbox { choices.insert(.simulatesAskToBuyInSandbox(true)) }
        if let jws = options.introductoryOfferEligibility { choices.insert(.introductoryOfferEligibility(compactJWS: jws)) }
        if let offer = options.promotionalOffer {
            #if compiler(>=6.2)  // promotionalOffer(_:compactJWS:) ships in the iOS 26 and macOS 26 SDKs (Xcode 26)
            if let jws = offer.compactJWS {
                choices.formUnion(Product.PurchaseOption.promotionalOffer(offer.offerId, compactJWS: jws))
            } else {
                choices.insert(try signatureOption(offer))
            }
            #else
            // Built with an older Xcode, whose SDK has only the version 1 signature.
            choices.insert(try signatureOption(offer))
            #endif
        }
        if options.offerCode != nil {
            throw StoreFailure(
                .unsupported,
                "StoreKit redeems offer codes in its own sheet (StoreKitSheets.redeemOfferCode(), offerCodeRedemption), not by purchase option"
            )
        }
        if let offerId = options.winBackOfferId { choices.insert(try winBackOption(offerId, of: product)) }
        if options.billingPlanType == .monthly { choices.insert(try monthlyPlanOption()) }
        return choices
    }

    /// StoreKit's option for a monthly plan with a 12-month commitment (iOS 26.4, macOS 26.4, in the SDKs of Xcode 26.4).
    /// Where StoreKit has none the purchase is refused, never made up front in its place: the customer chose to pay monthly.
    private static func monthlyPlanOption() throws(StoreFailure) -> Product.PurchaseOption {
        #if compiler(>=6.3)  // billingPlanType(_:) ships in the iOS 26.4 and macOS 26.4 SDKs (Xcode 26.4)
        if #available(iOS 26.4, macOS 26.4, *) { return .billingPlanType(.monthly) }
        throw StoreFailure(.unsupported, "a monthly plan with a 12-month commitment needs iOS 26.4 / macOS 26.4")
        #else
        throw StoreFailure(.unsupported, "a monthly plan with a 12-month commitment needs an app built with Xcode 26.4 or later")
        #endif
    }

    /// StoreKit's option for the product's win-back offer with this id (iOS 18, macOS 15).
    private static func winBackOption(_ offerId: String, of product: Product) throws(StoreFailure) -> Product.PurchaseOption {
        if #available(iOS 18.0, macOS 15.0, *) {
            guard let offer = product.subscription?.winBackOffers.first(where: { $0.id == offerId }) else {
                let name = caseName(Product.PurchaseError.invalidOfferIdentifier)
                throw .storeKit(StoreKitErrorName(name), during: "the purchase of \(product.id) with win-back offer \(offerId)")
            }
            return .winBackOffer(offer)
        }
        throw StoreFailure(.unsupported, "win-back offers by purchase option need iOS 18 / macOS 15")
    }
}

extension StoreProduct {
    /// A StoreKit product as StoreHelper reads products.
    init(_ product: Product) {
        self.init(
            id: product.id,
            type: ProductType(product.type),
            displayName: product.displayName,
            description: product.description,
            price: product.price,
            displayPrice: product.displayPrice,
            currencyCode: product.priceFormatStyle.currencyCode,
            isFamilyShareable: product.isFamilyShareable,
            subscription: product.subscription.map { info in
                StoreProduct.Subscription(
                    groupId: info.subscriptionGroupID,
                    groupDisplayName: info.groupDisplayName,
                    level: info.groupLevel,
                    period: CalendarDuration(info.subscriptionPeriod),
                    introductoryOffer: info.introductoryOffer.map { SubscriptionOffer($0) },
                    promotionalOffers: info.promotionalOffers.map { SubscriptionOffer($0) },
                    winBackOffers: offersToWinBack(of: info),
                    pricingTerms: pricingTerms(of: info)
                )
            }
        )
    }
}

/// The subscription's ways to pay, up front first, where StoreKit has them (`pricingTerms`: iOS 26.4, macOS 26.4, in the
/// SDKs of Xcode 26.4); none elsewhere, so a monthly plan is neither shown nor bought there. The shape read is 26.4's
/// (OS 27.3 deprecates `billingDisplayPrice` and `commitmentInfo` for a pricing model, `SinglePrice`).
private func pricingTerms(of info: Product.SubscriptionInfo) -> [PricingTerms] {
    #if compiler(>=6.3)  // pricingTerms ships in the iOS 26.4 and macOS 26.4 SDKs (Xcode 26.4)
    if #available(iOS 26.4, macOS 26.4, *) {
        return info.pricingTerms.map { terms in
            let monthly = terms.billingPlanType == .monthly
            let billingPeriod = CalendarDuration(terms.billingPeriod)
            let commitment = CalendarDuration(terms.commitmentInfo.period)
            return PricingTerms(
                billingPlanType: monthly ? .monthly : .billedUpfront,
                billingPrice: terms.billingPrice,
                billingDisplayPrice: terms.billingDisplayPrice,
                billingPeriod: billingPeriod,
                commitment: monthly
                    ? PricingTerms.Commitment(
                        price: terms.commitmentInfo.price,
                        displayPrice: terms.commitmentInfo.displayPrice,
                        period: commitment,
                        billingPeriods: commitment.wholeMonths.flatMap { total in billingPeriod.wholeMonths.map { total / max(1, $0) } } ?? 12
                    ) : nil
            )
        }
    }
    #endif
    return []
}

/// The subscription's win-back offers, where StoreKit has them (iOS 18, macOS 15).
private func offersToWinBack(of info: Product.SubscriptionInfo) -> [SubscriptionOffer] {
    if #available(iOS 18.0, macOS 15.0, *) {
        return info.winBackOffers.map { SubscriptionOffer($0, type: .winBack) }
    }
    return []
}

extension ProductType {
    init(_ type: Product.ProductType) {
        switch type {
        case .consumable: self = .consumable
        case .nonConsumable: self = .nonConsumable
        case .nonRenewable: self = .nonRenewing
        default: self = .autoRenewable
        }
    }
}

extension CalendarDuration {
    /// The months of a duration of whole months or years; nil for one with weeks or days.
    fileprivate var wholeMonths: Int? { weeks == 0 && days == 0 ? years * 12 + months : nil }

    init(_ period: Product.SubscriptionPeriod) {
        switch period.unit {
        case .day: self.init(days: period.value)
        case .week: self.init(weeks: period.value)
        case .month: self.init(months: period.value)
        case .year: self.init(years: period.value)
        @unknown default: self.init(days: period.value)
        }
    }
}

extension SubscriptionOffer {
    /// A StoreKit offer; `type` when its list says what it is (win-back offers).
    init(_ offer: Product.SubscriptionOffer, type: OfferType? = nil) {
        self.init(
            id: offer.id,
            type: type ?? (offer.type == .introductory ? .introductory : .promotional),
            paymentMode: offer.paymentMode == .freeTrial ? .freeTrial : offer.paymentMode == .payUpFront ? .payUpFront : .payAsYouGo,
            period: CalendarDuration(offer.period),
            periodCount: offer.periodCount,
            price: offer.price,
            displayPrice: offer.displayPrice
        )
    }
}
