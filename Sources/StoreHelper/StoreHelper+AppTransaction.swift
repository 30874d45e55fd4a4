import AppStoreModels
import AppStoreSignature
import Logging
import StoreKitInterface

extension StoreHelper {
    /// The app's own transaction (StoreKit's `AppTransaction.shared`), verified by the helper's
    /// verifier like every transaction: when and in which version the customer first got the app
    /// (`originalPurchaseDate`, `originalApplicationVersion`, to honour what the customers of a once
    /// paid app already bought) and its `appTransactionId`. Throws the store's failure, or the
    /// verification error of a token that does not verify.
    public func appTransaction() async throws(StoreHelperError) -> JWSAppTransactionDecodedPayload {
        let jws: SignedJWS
        do { jws = try await store.appTransaction() } catch { throw .store(error, "reading the app transaction") }
        do { return try await verifier.verifyAppTransaction(jws.compact) } catch {
            logger.error("the app transaction did not verify: \(error)")
            throw .verification(error)
        }
    }
}
