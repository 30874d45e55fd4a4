// DocC snippet of StoreKitInterface's "Getting started" (compiled by CI; the article quotes it exactly).
// DocC StoreKitInterface: imports
import AppStoreModels
import AppStoreSignature
import StoreKitInterface

// DocC StoreKitInterface: end

/// Gold bought through any store, its transaction verified; nil while pending or cancelled.
func buyGold(from store: any Store, verifier: SignedDataVerifier) async throws -> JWSTransactionDecodedPayload? {
    // DocC StoreKitInterface: body
    let products = try await store.products(for: ["com.example.gold"])
    guard let gold = products.first else { return nil }
    switch try await store.purchase(gold.id, options: PurchaseOptions()) {
    case .purchased(let jws): return try await verifier.verifyTransaction(jws.compact)
    case .pending: return nil  // the transaction arrives later in `store.updates`
    case .userCancelled: return nil
    }
    // DocC StoreKitInterface: end
}
