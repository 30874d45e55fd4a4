// DocC snippets of AppStoreSignature's "Getting started" (compiled by CI; the article quotes them exactly).
// DocC AppStoreSignature: imports
import AppStoreModels
import AppStoreSignature

// DocC AppStoreSignature: end

/// A notification and a transaction, verified under Apple's root.
func verify(body: ResponseBodyV2, jws: String) async throws -> (VerifiedNotification, JWSTransactionDecodedPayload) {
    // DocC AppStoreSignature: body
    let verifier = SignedDataVerifier(
        policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1_234_567_890, environment: .production)
    )
    let notification = try await verifier.verifyNotification(body.signedPayload)  // nested tokens too
    let transaction = try await verifier.verifyTransaction(jws)
    // DocC AppStoreSignature: end
    return (notification, transaction)
}

/// What a server signs with its In-App Purchase key.
func signWithTheKey(p8Text: String, issuer: String) throws -> (String, PromotionalOfferSignature) {
    // DocC AppStoreSignature 2: body
    let key = try InAppPurchaseKey(pem: p8Text, keyId: "ABC123DEFG", issuerId: issuer, bundleId: "com.example.app")
    let token = try AppStoreServerAPIToken(key: key).make()  // Authorization: Bearer …
    let offer = try OfferSignatures(key: key).promotionalOfferV1(productId: "gold", offerId: "winback", appAccountToken: nil)
    // DocC AppStoreSignature 2: end
    return (token, offer)
}
