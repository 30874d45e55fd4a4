import AppStoreModels
import AppStoreSignature
import Foundation
public import StoreHelperJSON

/// Signs promotional offers for an app's users with the In-App Purchase key, only for offers the
/// catalog has for that product: the version 1 fields StoreKit's `promotionalOffer(offerID:keyID:nonce:signature:timestamp:)`
/// takes, and the version 2 compact JWS of `promotionalOffer(_:compactJWS:)`.
public struct OfferSigning: Sendable {
    /// What an app sends to `POST /v1/offers/sign`.
    public typealias Request = OfferSignatureRequest
    /// The signed offer.
    public typealias Answer = OfferSignatureRequest.Answer

    let signatures: OfferSignatures?
    /// Product id → its promotional offers' ids.
    let offers: [String: Set<String>]

    /// Signs `request`'s offer: `unknown-offer` for an offer the product does not have, `not-configured`
    /// without a key.
    public func sign(_ request: Request) throws(ServerError) -> Answer {
        try AppUserId.check(request.appUserId)
        guard let signatures else {
            throw ServerError(.notConfigured, "signing offers needs an In-App Purchase key (offerKey)")
        }
        guard offers[request.productId]?.contains(request.offerId) == true else {
            throw ServerError(.unknownOffer, "\(request.productId) has no promotional offer \(request.offerId)")
        }
        do {
            return Answer(
                productId: request.productId,
                offerId: request.offerId,
                signature: try signatures.promotionalOfferV1(
                    productId: request.productId,
                    offerId: request.offerId,
                    appAccountToken: request.appAccountToken
                ),
                compactJWS: try signatures.promotionalOfferV2(
                    productId: request.productId,
                    offerIdentifier: request.offerId,
                    transactionId: request.transactionId
                )
            )
        } catch {
            throw ServerError(.signingFailed, "the offer could not be signed", detail: error.description)
        }
    }
}
