// README snippet "verification": a server verifying what the App Store sends (compiled by CI; the README
// quotes the imports and the lines between the markers exactly).
// README snippet verification: imports
import AppStoreModels
import AppStoreSignature

// README snippet verification: end

/// A notification's body and a transaction an app reported, verified.
func verifyWhatTheAppStoreSends(body: ResponseBodyV2, jws: String) async throws -> (VerifiedNotification, JWSTransactionDecodedPayload) {
    // README snippet verification: body
    let verifier = SignedDataVerifier(
        policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1_234_567_890, environment: .production)
    )
    let notification = try await verifier.verifyNotification(body.signedPayload)  // with its nested tokens
    let transaction = try await verifier.verifyTransaction(jws)  // or verifyRenewalInfo / verifyAppTransaction
    // README snippet verification: end
    return (notification, transaction)
}
