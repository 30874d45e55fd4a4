public import AppStoreModels
public import Foundation

/// A verified transaction as an app uses it, after StoreKit 2's `Transaction`: what decides access is
/// never optional. Apple's whole decoded payload stays reachable as ``payload``, and the signed token as
/// ``jwsRepresentation`` (for the app's server).
public struct StoreTransaction: Identifiable, Hashable, Sendable {
    /// The transaction identifier.
    public var id: String
    /// The identifier of the original purchase (the first of a subscription's renewals).
    public var originalId: String
    public var productId: String
    public var productType: ProductType
    public var purchaseDate: Date
    /// How many of a consumable were bought (1 for everything else).
    public var purchasedQuantity: Int
    /// Whether the customer bought it (`.purchased`) or has it through Family Sharing.
    public var ownershipType: InAppOwnershipType
    /// When a subscription's period ends.
    public var expirationDate: Date?
    /// When the App Store refunded or revoked it.
    public var revocationDate: Date?
    public var appAccountToken: UUID?
    /// The offer the purchase used (introductory, promotional, offer code, win-back).
    public var offerType: OfferType?
    /// What the customer paid, in ``currency`` (StoreKit's `Transaction.price`).
    public var price: Decimal?
    /// The ISO 4217 code of ``price``.
    public var currency: String?
    /// The verified transaction as the App Store signed it: the same type the server's storage and the local
    /// App Store keep.
    public let signed: SignedTransaction

    /// The signed token the App Store returned: what to send the app's server.
    public var jwsRepresentation: String { signed.jws }
    /// Apple's whole decoded payload.
    public var payload: JWSTransactionDecodedPayload { signed.payload }

    /// The transaction `signed` carries, once verified; nil when Apple's payload lacks a field every
    /// transaction has (its id, product, type or purchase date, and an auto-renewable subscription's expiry).
    public init?(_ signed: SignedTransaction) {
        let payload = signed.payload
        guard let id = payload.transactionId, let productId = payload.productId, let productType = payload.type,
            let purchaseDate = payload.purchaseDate, productType != .autoRenewable || payload.expiresDate != nil
        else { return nil }
        self.id = id
        self.originalId = payload.originalTransactionId ?? id
        self.productId = productId
        self.productType = productType
        self.purchaseDate = purchaseDate.date
        self.purchasedQuantity = Int(payload.quantity ?? 1)
        self.ownershipType = payload.inAppOwnershipType ?? .purchased
        self.expirationDate = payload.expiresDate?.date
        self.revocationDate = payload.revocationDate?.date
        self.appAccountToken = payload.appAccountToken
        self.offerType = payload.offerType
        self.price = payload.price.map(Decimal.init(milliunits:))
        self.currency = payload.currency
        self.signed = signed
    }
}

extension StoreTransaction {
    /// The transaction in the state it was delivered in: the same one handed over again changes nothing,
    /// while a refund, a revocation or an upgrade (each re-signs it) is delivered.
    var settlement: String { "\(id)|\(revocationDate != nil)|\(payload.isUpgraded == true)" }
}

extension Decimal {
    /// An amount Apple gives in milliunits of its currency (9990 is 9.99).
    init(milliunits: Int64) {
        self = Decimal(milliunits) / 1000
    }
}
