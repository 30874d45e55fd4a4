import AppStoreSignature
import Foundation

/// What a purchase asks for beyond the product (StoreKit's `Product.PurchaseOption`s).
public struct PurchaseOptions: Codable, Hashable, Sendable {
    /// Consumables only: 1 to 10.
    public var quantity = 1
    /// Set on the transaction; defaults to the account's token.
    public var appAccountToken: UUID?
    /// A promotional offer (`adHocOffers`) by its `offerID`.
    public var promotionalOfferId: String?
    /// The signature for the promotional offer. Required when the store knows a key for offer
    /// signatures (the file's `subscriptionOffersKeyPair` or a configured key).
    public var promotionalOfferSignature: OfferSignatures.PromotionalOfferV1?
    /// An offer code, by its reference name.
    public var offerCode: String?
    /// A win-back offer, by its `offerID`.
    public var winBackOfferId: String?
    /// A purchase made in the past (test option `purchaseDate(_:renewalBehavior:)`).
    public var purchaseDate: Date?
    /// What happens between a past purchase date and now.
    public var renewalBehavior: RenewalBehavior = .renewUntilNow

    /// What happens between a past purchase date and the store's clock.
    public enum RenewalBehavior: String, Codable, Hashable, Sendable {
        /// Back-fill every renewal up to now (the default).
        case renewUntilNow
        /// Turn auto-renew off, so the subscription ends after its first period.
        case cancelImmediately
    }

    public init(
        quantity: Int = 1, appAccountToken: UUID? = nil, promotionalOfferId: String? = nil,
        promotionalOfferSignature: OfferSignatures.PromotionalOfferV1? = nil, offerCode: String? = nil,
        winBackOfferId: String? = nil, purchaseDate: Date? = nil, renewalBehavior: RenewalBehavior = .renewUntilNow
    ) {
        self.quantity = quantity
        self.appAccountToken = appAccountToken
        self.promotionalOfferId = promotionalOfferId
        self.promotionalOfferSignature = promotionalOfferSignature
        self.offerCode = offerCode
        self.winBackOfferId = winBackOfferId
        self.purchaseDate = purchaseDate
        self.renewalBehavior = renewalBehavior
    }
}
