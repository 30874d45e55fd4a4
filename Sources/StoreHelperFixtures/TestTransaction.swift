public import AppStoreModels
public import Foundation

/// The one builder of decoded transactions the tests write by hand (the storage's, the server's and the
/// tool's tests each wrap it): the fields a test names, Apple's defaults for the rest.
public enum TestTransaction {
    /// A transaction `id` of `product`, purchased at `purchased` and signed at `signed` (the purchase when
    /// not given); its chain is `original` (itself when not given).
    public static func payload(
        _ id: String,
        product: String,
        type: ProductType = .autoRenewable,
        original: String? = nil,
        purchased: Date,
        expires: Date? = nil,
        signed: Date? = nil,
        revoked: Date? = nil,
        quantity: Int = 1,
        appAccountToken: UUID? = nil,
        environment: AppStoreEnvironment? = nil,
        bundleId: String? = nil,
        ownership: InAppOwnershipType? = nil
    ) -> JWSTransactionDecodedPayload {
        var payload = JWSTransactionDecodedPayload()
        payload.transactionId = id
        payload.originalTransactionId = original ?? id
        payload.productId = product
        payload.type = type
        payload.purchaseDate = MillisecondDate(purchased)
        payload.expiresDate = expires.map { MillisecondDate($0) }
        payload.signedDate = MillisecondDate(signed ?? purchased)
        payload.revocationDate = revoked.map { MillisecondDate($0) }
        payload.quantity = Int32(quantity)
        payload.appAccountToken = appAccountToken
        payload.environment = environment
        payload.bundleId = bundleId
        payload.inAppOwnershipType = ownership
        return payload
    }
}
