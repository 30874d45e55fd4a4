#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
public import StoreHelperJSON
import StoreStorage

/// Signs promotional offers for an app's users with the In-App Purchase key, only for offers the catalog has for
/// that product, and only for a customer the server knows who may have it (``OfferEligibility``): the version 1
/// fields StoreKit's `promotionalOffer(offerID:keyID:nonce:signature:timestamp:)` takes, and the version 2 compact
/// JWS of `promotionalOffer(_:compactJWS:)`. A transaction id signed into the offer must be one of the customer's
/// purchases, and an app account token the customer's own (the one StoreHelper derives from the user id).
public struct OfferSigning: Sendable {
    /// What an app sends to `POST /v1/offers/sign`.
    public typealias Request = OfferSignatureRequest
    /// The signed offer.
    public typealias Answer = OfferSignatureRequest.Answer

    let signatures: OfferSignatures?
    /// Product id → its promotional offers' ids.
    let offers: [String: Set<String>]
    let catalog: ProductCatalog
    let eligibility: OfferEligibility
    let storage: any PurchaseStore
    let customers: CustomerInfoService

    /// Signs `request`'s offer: `unknown-offer` for an offer the product does not have, `not-configured` without a
    /// key, `unknown-user` for a user the server has no purchase of, `not-eligible` (saying why) for a customer the
    /// policy does not give the offer, a transaction of someone else's or a token that is not the customer's.
    public func sign(_ request: Request) async throws(ServerError) -> Answer {
        try AppUserId.check(request.appUserId)
        if let transactionId = request.transactionId { try TextInput.check(transactionId, "a transaction id") }
        guard let signatures else {
            throw ServerError(.notConfigured, "signing offers needs an In-App Purchase key (offerKey)")
        }
        guard offers[request.productId]?.contains(request.offerId) == true else {
            throw ServerError(.unknownOffer, "\(request.productId) has no promotional offer \(request.offerId)")
        }
        if let token = request.appAccountToken, token != AppAccountToken.derived(for: request.appUserId) {
            throw ServerError(.notEligible, "the app account token is not \(request.appUserId)'s own")
        }
        let records: CustomerRecords
        do {
            guard try await storage.customerRevision(request.appUserId) != nil else {
                throw ServerError(.unknownUser, "no purchase of \(request.appUserId) was reported: offers are signed for known customers")
            }
            records = try await storage.customer(request.appUserId)
        } catch let error as StorageError {
            throw .storage(error)
        } catch {
            throw error as? ServerError ?? ServerError(.storageFailure, "the database cannot answer now")
        }
        if let transactionId = request.transactionId,
            !records.transactions.contains(where: { $0.payload.transactionId == transactionId || $0.payload.originalTransactionId == transactionId })
        {
            throw ServerError(.notEligible, "the transaction \(transactionId) is not one of \(request.appUserId)'s purchases")
        }
        let groupId = catalog[request.productId]?.subscription?.groupId
        let groupProducts = Set(catalog.products.values.filter { groupId != nil && $0.subscription?.groupId == groupId }.map(\.id))
        let info = try await customers.customerInfo(request.appUserId)
        if let refusal = eligibility.refusal(of: request.offerId, groupProducts: groupProducts, groupId: groupId, for: info) {
            throw ServerError(.notEligible, refusal)
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
#endif
