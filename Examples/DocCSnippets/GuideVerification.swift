// DocC guide snippet "verification": a server verifying what the App Store sends (compiled by CI; the article
// quotes the imports and the lines between the markers exactly).
// DocC Guide verification: imports
import AppStoreModels
import AppStoreSignature

// DocC Guide verification: end

/// A notification's body and a transaction an app reported, verified.
func verifyWhatTheAppStoreSends(body: ResponseBodyV2, jws: String) async throws -> (VerifiedNotification, JWSTransactionDecodedPayload) {
    // DocC Guide verification: body
    let verifier = SignedDataVerifier(
        policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1_234_567_890, environment: .production)
    )
    let notification = try await verifier.verifyNotification(body.signedPayload)  // with its nested tokens
    let transaction = try await verifier.verifyTransaction(jws)  // or verifyRenewalInfo / verifyAppTransaction
    // DocC Guide verification: end
    return (notification, transaction)
}
