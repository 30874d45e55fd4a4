public import Foundation

#if os(iOS)
public import UIKit
#endif

// Declarations of Apple's StoreKit, each after its documentation page (path and USR beside it); the
// bodies ask the process's store (`StoreKitBackends.current`).

/// /documentation/StoreKit/Product · s:8StoreKit7ProductV
public struct Product: Identifiable, Hashable, Sendable {
    /// /documentation/StoreKit/Product/id · s:8StoreKit7ProductV2idSSvp
    public let id: String
    /// /documentation/StoreKit/Product/type · s:8StoreKit7ProductV4typeAC0C4TypeVvp
    public let type: Product.ProductType
    /// /documentation/StoreKit/Product/displayName · s:8StoreKit7ProductV11displayNameSSvp
    public let displayName: String
    /// /documentation/StoreKit/Product/description · as StoreKit's interface declares it
    public let description: String
    /// /documentation/StoreKit/Product/price · s:8StoreKit7ProductV5priceSo9NSDecimalavp
    public let price: Decimal
    /// /documentation/StoreKit/Product/displayPrice · s:8StoreKit7ProductV12displayPriceSSvp
    public let displayPrice: String
    /// /documentation/StoreKit/Product/priceFormatStyle · s:8StoreKit7ProductV16priceFormatStyleSo9NSDecimala10FoundationE0eF0V8CurrencyVvp
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: currencyCode) }
    /// /documentation/StoreKit/Product/isFamilyShareable · s:8StoreKit7ProductV17isFamilyShareableSbvp
    public let isFamilyShareable: Bool
    /// /documentation/StoreKit/Product/subscription · s:8StoreKit7ProductV12subscriptionAC16SubscriptionInfoVSgvp
    public let subscription: Product.SubscriptionInfo?

    private let currencyCode: String

    init(_ product: StoreKitStandIn.ProductData) {
        id = product.id
        type = product.type
        displayName = product.displayName
        description = product.description
        price = product.price
        displayPrice = product.displayPrice
        currencyCode = product.currencyCode
        isFamilyShareable = product.isFamilyShareable
        subscription = product.subscription
    }

    /// /documentation/StoreKit/Product/products(for:) · s:8StoreKit7ProductV8products3forSayACGx_tYaKSlRzSS7ElementRtzlFZ
    public static func products<Identifiers>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers: Collection, Identifiers.Element == String {
        try await StoreKitBackends.current.products(for: Array(identifiers))
    }

    /// /documentation/StoreKit/Product/purchase(options:) · s:8StoreKit7ProductV8purchase7optionsAC14PurchaseResultOShyAC0F6OptionVG_tYaKF
    @MainActor
    public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await StoreKitBackends.current.purchase(id, options: options)
    }

    #if os(iOS)
    /// /documentation/StoreKit/Product/purchase(confirmIn:options:)-6dj6y ·
    /// s:8StoreKit7ProductV8purchase9confirmIn7optionsAC14PurchaseResultOx_ShyAC0H6OptionVGtYaKSo7UISceneCRbzlF
    @MainActor
    public func purchase(confirmIn scene: some UIScene, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await StoreKitBackends.current.purchase(id, options: options)
    }
    #endif
}

extension Product {
    /// /documentation/StoreKit/Product/ProductType · s:8StoreKit7ProductV0C4TypeV
    public struct ProductType: Hashable, Sendable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }

        /// /documentation/StoreKit/Product/ProductType/consumable · s:8StoreKit7ProductV0C4TypeV10consumableAEvpZ
        public static let consumable = ProductType(rawValue: "Consumable")
        /// /documentation/StoreKit/Product/ProductType/nonConsumable · s:8StoreKit7ProductV0C4TypeV13nonConsumableAEvpZ
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// /documentation/StoreKit/Product/ProductType/nonRenewable · as StoreKit's interface declares it
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// /documentation/StoreKit/Product/ProductType/autoRenewable · as StoreKit's interface declares it
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// /documentation/StoreKit/Product/PurchaseOption · s:8StoreKit7ProductV14PurchaseOptionV
    public struct PurchaseOption: Hashable, Sendable {
        /// What the fake reads of an option.
        let value: StoreKitStandIn.Option

        /// /documentation/StoreKit/Product/PurchaseOption/appAccountToken(_:) · s:8StoreKit7ProductV14PurchaseOptionV15appAccountTokenyAE10Foundation4UUIDVFZ
        public static func appAccountToken(_ token: UUID) -> Product.PurchaseOption {
            PurchaseOption(value: .appAccountToken(token))
        }

        /// /documentation/StoreKit/Product/PurchaseOption/quantity(_:) · s:8StoreKit7ProductV14PurchaseOptionV8quantityyAESiFZ
        public static func quantity(_ quantity: Int) -> Product.PurchaseOption {
            PurchaseOption(value: .quantity(quantity))
        }

        /// /documentation/StoreKit/Product/PurchaseOption/promotionalOffer(offerID:keyID:nonce:signature:timestamp:) · s:8StoreKit7ProductV14PurchaseOptionV16promotionalOffer7offerID03keyI05nonce9signature9timestampAESS_SS10Foundation4UUIDVAL4DataVSitFZ
        @available(iOS, introduced: 15.0, deprecated: 26.0)
        @available(macOS, introduced: 12.0, deprecated: 26.0)
        public static func promotionalOffer(
            offerID: String,
            keyID: String,
            nonce: UUID,
            signature: Data,
            timestamp: Int
        )
            -> Product.PurchaseOption
        {
            PurchaseOption(value: .promotionalOffer(offerID: offerID, keyID: keyID, nonce: nonce, signature: signature, timestamp: timestamp))
        }

        /// /documentation/StoreKit/Product/PurchaseOption/promotionalOffer(_:compactJWS:) · s:8StoreKit7ProductV14PurchaseOptionV16promotionalOffer_10compactJWSSayAEGSS_SStFZ
        public static func promotionalOffer(_ offerID: String, compactJWS: String) -> [Product.PurchaseOption] {
            [PurchaseOption(value: .signedPromotionalOffer(offerID: offerID, compactJWS: compactJWS))]
        }

        /// /documentation/StoreKit/Product/PurchaseOption/introductoryOfferEligibility(compactJWS:) · s:8StoreKit7ProductV14PurchaseOptionV28introductoryOfferEligibility10compactJWSAESS_tFZ
        public static func introductoryOfferEligibility(compactJWS: String) -> Product.PurchaseOption {
            PurchaseOption(value: .introductoryOfferEligibility(compactJWS: compactJWS))
        }

        /// /documentation/StoreKit/Product/PurchaseOption/winBackOffer(_:) · s:8StoreKit7ProductV14PurchaseOptionV12winBackOfferyAeC012SubscriptionH0VFZ
        @available(iOS 18.0, macOS 15.0, *)
        public static func winBackOffer(_ offer: Product.SubscriptionOffer) -> Product.PurchaseOption {
            PurchaseOption(value: .winBackOffer(offerID: offer.id))
        }

        /// /documentation/StoreKit/Product/PurchaseOption/billingPlanType(_:) · as StoreKit's interface declares it
        @available(iOS 26.4, macOS 26.4, *)
        public static func billingPlanType(_ type: Product.SubscriptionInfo.BillingPlanType) -> Product.PurchaseOption {
            PurchaseOption(value: .billingPlanType(type.rawValue))
        }

        /// /documentation/StoreKit/Product/PurchaseOption/simulatesAskToBuyInSandbox(_:) · s:8StoreKit7ProductV14PurchaseOptionV26simulatesAskToBuyInSandboxyAESbFZ
        public static func simulatesAskToBuyInSandbox(_ simulateAskToBuy: Bool) -> Product.PurchaseOption {
            PurchaseOption(value: .simulatesAskToBuyInSandbox(simulateAskToBuy))
        }
    }

    /// /documentation/StoreKit/Product/PurchaseResult · s:8StoreKit7ProductV14PurchaseResultO
    public enum PurchaseResult: Sendable {
        /// /documentation/StoreKit/Product/PurchaseResult/success(_:) · s:8StoreKit7ProductV14PurchaseResultO7successyAeA012VerificationE0OyAA11TransactionVGcAEmF
        case success(VerificationResult<Transaction>)
        /// /documentation/StoreKit/Product/PurchaseResult/userCancelled · s:8StoreKit7ProductV14PurchaseResultO13userCancelledyA2EmF
        case userCancelled
        /// /documentation/StoreKit/Product/PurchaseResult/pending · s:8StoreKit7ProductV14PurchaseResultO7pendingyA2EmF
        case pending
    }

    /// /documentation/StoreKit/Product/PurchaseError · s:8StoreKit7ProductV13PurchaseErrorO
    public enum PurchaseError: Error, Hashable, Sendable {
        /// /documentation/StoreKit/Product/PurchaseError/invalidQuantity · as StoreKit's interface declares it
        case invalidQuantity
        /// /documentation/StoreKit/Product/PurchaseError/productUnavailable · s:8StoreKit7ProductV13PurchaseErrorO18productUnavailableyA2EmF
        case productUnavailable
        /// /documentation/StoreKit/Product/PurchaseError/purchaseNotAllowed · as StoreKit's interface declares it
        case purchaseNotAllowed
        /// /documentation/StoreKit/Product/PurchaseError/ineligibleForOffer · s:8StoreKit7ProductV13PurchaseErrorO18ineligibleForOfferyA2EmF
        case ineligibleForOffer
        /// /documentation/StoreKit/Product/PurchaseError/invalidOfferIdentifier · as StoreKit's interface declares it
        case invalidOfferIdentifier
        /// /documentation/StoreKit/Product/PurchaseError/invalidOfferPrice · as StoreKit's interface declares it
        case invalidOfferPrice
        /// /documentation/StoreKit/Product/PurchaseError/invalidOfferSignature · s:8StoreKit7ProductV13PurchaseErrorO21invalidOfferSignatureyA2EmF
        case invalidOfferSignature
        /// /documentation/StoreKit/Product/PurchaseError/missingOfferParameters · as StoreKit's interface declares it
        case missingOfferParameters
    }
}
