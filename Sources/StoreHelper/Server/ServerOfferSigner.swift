public import Foundation
import StoreHelperJSON
public import StoreKitInterface

/// The ``PromotionalOfferSigner`` that has the app's server sign offers (`POST /v1/offers/sign`):
/// the key stays on the server.
public struct ServerOfferSigner: PromotionalOfferSigner {
    public let connection: ServerConnection

    public init(_ connection: ServerConnection) { self.connection = connection }

    public func sign(productId: String, offerId: String, appAccountToken: UUID?) async throws -> PromotionalOffer {
        let answer = try await connection.signOffer(productId: productId, offerId: offerId, appAccountToken: appAccountToken)
        return PromotionalOffer(offerId: answer.offerId, signature: answer.signature, compactJWS: answer.compactJWS)
    }
}
