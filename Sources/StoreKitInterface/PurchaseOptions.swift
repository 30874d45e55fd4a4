import AppStoreModels
import Foundation

/// What an app's purchase asks for beyond the product (StoreKit's `Product.PurchaseOption`s). A local
/// store's test controls (a purchase date in the past) are the local store's own, apart from these.
public struct PurchaseOptions: Codable, Hashable, Sendable {
    /// Consumables only: 1 to 10.
    public var quantity: Int
    /// Set on the transaction, so the purchase can be tied to the app's user.
    public var appAccountToken: UUID?
    /// A promotional offer with its signature from the app's server.
    public var promotionalOffer: PromotionalOffer?
    /// An offer code, by its reference name.
    public var offerCode: String?
    /// A win-back offer, by its `offerID`.
    public var winBackOfferId: String?
    /// In the sandbox (and the local store), the purchase waits for a parent's approval, as Ask to Buy
    /// does (StoreKit's `simulatesAskToBuyInSandbox(_:)`); the App Store's production ignores it.
    public var simulatesAskToBuyInSandbox: Bool

    public init(
        quantity: Int = 1,
        appAccountToken: UUID? = nil,
        promotionalOffer: PromotionalOffer? = nil,
        offerCode: String? = nil,
        winBackOfferId: String? = nil,
        simulatesAskToBuyInSandbox: Bool = false
    ) {
        self.quantity = quantity
        self.appAccountToken = appAccountToken
        self.promotionalOffer = promotionalOffer
        self.offerCode = offerCode
        self.winBackOfferId = winBackOfferId
        self.simulatesAskToBuyInSandbox = simulatesAskToBuyInSandbox
    }

    private enum CodingKeys: String, CodingKey {
        case quantity, appAccountToken, promotionalOffer, offerCode, winBackOfferId, simulatesAskToBuyInSandbox
    }

    /// Reads options saved before `simulatesAskToBuyInSandbox` existed as not simulating Ask to Buy.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            quantity: try container.decode(Int.self, forKey: .quantity),
            appAccountToken: try container.decodeIfPresent(UUID.self, forKey: .appAccountToken),
            promotionalOffer: try container.decodeIfPresent(PromotionalOffer.self, forKey: .promotionalOffer),
            offerCode: try container.decodeIfPresent(String.self, forKey: .offerCode),
            winBackOfferId: try container.decodeIfPresent(String.self, forKey: .winBackOfferId),
            simulatesAskToBuyInSandbox: try container.decodeIfPresent(Bool.self, forKey: .simulatesAskToBuyInSandbox) ?? false
        )
    }
}

/// A promotional offer to buy with, by its `offerID`, and its version 1 signature. A store that knows
/// no key for offer signatures (Xcode's testing without a key pair) accepts it unsigned.
public struct PromotionalOffer: Codable, Hashable, Sendable {
    public var offerId: String
    public var signature: PromotionalOfferSignature?

    public init(offerId: String, signature: PromotionalOfferSignature?) {
        self.offerId = offerId
        self.signature = signature
    }
}
