import AppStoreModels
import Foundation
import StoreKit
import StoreKitInterface

extension StoreKitStore {
    /// StoreKit's options for what an app asks; what StoreKit cannot take by option is `unsupported`.
    static func purchaseOptions(_ options: PurchaseOptions, for product: Product) throws(StoreFailure) -> Set<Product.PurchaseOption> {
        var choices: Set<Product.PurchaseOption> = []
        if options.quantity != 1 { choices.insert(.quantity(options.quantity)) }
        if let token = options.appAccountToken { choices.insert(.appAccountToken(token)) }
        if options.simulatesAskToBuyInSandbox { choices.insert(.simulatesAskToBuyInSandbox(true)) }
        if let jws = options.introductoryOfferEligibility { choices.insert(.introductoryOfferEligibility(compactJWS: jws)) }
        if let offer = options.promotionalOffer {
            if let jws = offer.compactJWS {
                choices.formUnion(Product.PurchaseOption.promotionalOffer(offer.offerId, compactJWS: jws))
            } else if let signature = offer.signature, let bytes = Data(base64Encoded: signature.signature),
                let timestamp = Int(exactly: signature.timestamp)
            {
                // Version 1, which Apple deprecates in favour of the JWS: for a server that signs only it.
                choices.insert(
                    .promotionalOffer(
                        offerID: offer.offerId,
                        keyID: signature.keyIdentifier,
                        nonce: signature.nonce,
                        signature: bytes,
                        timestamp: timestamp
                    )
                )
            } else {
                throw StoreFailure(.invalidRequest, "StoreKit buys a promotional offer only with its signature from the app's server")
            }
        }
        if options.offerCode != nil {
            throw StoreFailure(
                .unsupported,
                "StoreKit redeems offer codes in its own sheet (StoreKitSheets.redeemOfferCode(), offerCodeRedemption), not by purchase option"
            )
        }
        if let offerId = options.winBackOfferId { choices.insert(try winBackOption(offerId, of: product)) }
        return choices
    }

    /// StoreKit's option for the product's win-back offer with this id (iOS 18, macOS 15).
    private static func winBackOption(_ offerId: String, of product: Product) throws(StoreFailure) -> Product.PurchaseOption {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            guard let offer = product.subscription?.winBackOffers.first(where: { $0.id == offerId }) else {
                throw .storeKit(StoreKitFailure("invalidOfferIdentifier"), during: "the purchase of \(product.id) with win-back offer \(offerId)")
            }
            return .winBackOffer(offer)
        }
        throw StoreFailure(.unsupported, "win-back offers by purchase option need iOS 18 / macOS 15")
    }

    /// A StoreKit error by its case name; anything else means StoreKit could not be reached.
    static func failure(_ error: any Error, during api: String) -> StoreFailure {
        let name: String? =
            switch error {
            case let error as StoreKitError: storeKitErrorName(error)
            case let error as Product.PurchaseError: "\(error)"
            case let error as Transaction.RefundRequestError: "\(error)"
            default: nil
            }
        guard let name else { return StoreFailure(.unavailable, "\(api) failed: \(error)") }
        return .storeKit(StoreKitFailure(name), during: api)
    }

    /// What became of a refund request StoreKit showed.
    static func outcome(_ status: Transaction.RefundRequestStatus) throws(StoreFailure) -> RefundRequestOutcome {
        switch status {
        case .success: .submitted
        case .userCancelled: .userCancelled
        @unknown default: throw StoreFailure(.unsupported, "StoreKit returned a refund request status this version does not know")
        }
    }

    private static func storeKitErrorName(_ error: StoreKitError) -> String {
        switch error {
        case .networkError: "networkError"
        case .systemError: "systemError"
        // The cases without a payload print their name: those named here and those Apple added after the
        // floor (`unsupported`, iOS 18.4), which this code may not name.
        default: "\(error)"
        }
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
            isFamilyShareable: product.isFamilyShareable,
            subscription: product.subscription.map { info in
                StoreProduct.Subscription(
                    groupId: info.subscriptionGroupID,
                    groupDisplayName: info.groupDisplayName,
                    level: info.groupLevel,
                    period: SubscriptionPeriod(info.subscriptionPeriod),
                    introductoryOffer: info.introductoryOffer.map { SubscriptionOffer($0) },
                    promotionalOffers: info.promotionalOffers.map { SubscriptionOffer($0) },
                    winBackOffers: offersToWinBack(of: info)
                )
            }
        )
    }
}

/// The subscription's win-back offers, where StoreKit has them (iOS 18, macOS 15).
private func offersToWinBack(of info: Product.SubscriptionInfo) -> [SubscriptionOffer] {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
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

extension SubscriptionPeriod {
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
            period: SubscriptionPeriod(offer.period),
            periodCount: offer.periodCount,
            price: offer.price,
            displayPrice: offer.displayPrice
        )
    }
}
