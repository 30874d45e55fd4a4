public import Foundation

/// What an app's purchase asks for beyond the product (StoreKit's `Product.PurchaseOption`s). A local
/// store's test controls (a purchase date in the past) are the local store's own, apart from these.
public struct PurchaseOptions: Codable, Hashable, Sendable {
    /// Consumables only: 1 to 10.
    public var quantity: Int
    /// Set on the transaction, so the purchase can be tied to the app's user.
    public var appAccountToken: UUID?
    /// A promotional offer with its signature from the app's server.
    public var promotionalOffer: PromotionalOffer?
    /// A compact JWS from the app's server that decides whether this purchase takes the product's
    /// introductory offer (StoreKit's `introductoryOfferEligibility(compactJWS:)`), whatever the
    /// customer's history says.
    public var introductoryOfferEligibility: String?
    /// An offer code, by its reference name.
    public var offerCode: String?
    /// A win-back offer, by its `offerID`.
    public var winBackOfferId: String?
    /// In the sandbox (and the local store), the purchase waits for a parent's approval, as Ask to Buy
    /// does (StoreKit's `simulatesAskToBuyInSandbox(_:)`); the App Store's production ignores it.
    public var simulatesAskToBuyInSandbox: Bool
    /// For a one-year subscription with a monthly billing plan: `MONTHLY` pays monthly over a 12-month commitment
    /// (StoreKit's `billingPlanType(_:)` purchase option, OS 26.4); `nil` or `BILLED_UPFRONT` pays up front.
    public var billingPlanType: BillingPlanType?

    public init(
        quantity: Int = 1,
        appAccountToken: UUID? = nil,
        promotionalOffer: PromotionalOffer? = nil,
        introductoryOfferEligibility: String? = nil,
        offerCode: String? = nil,
        winBackOfferId: String? = nil,
        simulatesAskToBuyInSandbox: Bool = false,
        billingPlanType: BillingPlanType? = nil
    ) {
        self.quantity = quantity
        self.appAccountToken = appAccountToken
        self.promotionalOffer = promotionalOffer
        self.introductoryOfferEligibility = introductoryOfferEligibility
        self.offerCode = offerCode
        self.winBackOfferId = winBackOfferId
        self.simulatesAskToBuyInSandbox = simulatesAskToBuyInSandbox
        self.billingPlanType = billingPlanType
    }

    private enum CodingKeys: String, CodingKey {
        case quantity, appAccountToken, promotionalOffer, introductoryOfferEligibility, offerCode, winBackOfferId, simulatesAskToBuyInSandbox
        case billingPlanType
    }

    /// Reads options saved before `simulatesAskToBuyInSandbox` existed as not simulating Ask to Buy, and those saved
    /// before `billingPlanType` as paying up front.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            quantity: try container.decode(Int.self, forKey: .quantity),
            appAccountToken: try container.decodeIfPresent(UUID.self, forKey: .appAccountToken),
            promotionalOffer: try container.decodeIfPresent(PromotionalOffer.self, forKey: .promotionalOffer),
            introductoryOfferEligibility: try container.decodeIfPresent(String.self, forKey: .introductoryOfferEligibility),
            offerCode: try container.decodeIfPresent(String.self, forKey: .offerCode),
            winBackOfferId: try container.decodeIfPresent(String.self, forKey: .winBackOfferId),
            simulatesAskToBuyInSandbox: try container.decodeIfPresent(Bool.self, forKey: .simulatesAskToBuyInSandbox) ?? false,
            billingPlanType: try container.decodeIfPresent(BillingPlanType.self, forKey: .billingPlanType)
        )
    }
}

/// A promotional offer to buy with, by its `offerID`, and its signature from the app's server: the
/// compact JWS of version 2 (StoreKit's `promotionalOffer(_:compactJWS:)`), the fields of version 1
/// (`promotionalOffer(offerID:keyID:nonce:signature:timestamp:)`, deprecated by Apple), or both from a server that
/// signs both: `StoreKitStore` and `LocalStore` send the App Store the JWS when there is one (it takes one version,
/// never both: the local App Store refuses both together). The App Store always checks the signature; the local App Store does too (with
/// the catalog's key pair, or one it makes for a catalog without: `store offer-key`), but for a store saved before
/// it made one.
public struct PromotionalOffer: Codable, Hashable, Sendable {
    public var offerId: String
    /// The version 1 signature.
    public var signature: PromotionalOfferSignature?
    /// The version 2 signature: a compact JWS.
    public var compactJWS: String?

    public init(offerId: String, signature: PromotionalOfferSignature? = nil, compactJWS: String? = nil) {
        self.offerId = offerId
        self.signature = signature
        self.compactJWS = compactJWS
    }
}
