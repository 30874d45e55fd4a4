public import Foundation
public import StoreKitInterface

/// Signs promotional offers for the app, usually by asking the app's server (which holds the key).
public protocol PromotionalOfferSigner: Sendable {
    func sign(productId: String, offerId: String, appAccountToken: UUID?) async throws -> PromotionalOffer
}
