// The code of StoreHelper's DocC article "Getting started", as an app's code: compiled with the README's
// example (the article quotes the lines between the markers exactly; a test checks that it does).
import Foundation
import StoreHelper

/// The app's launch: one helper, started, then a purchase. `store` is the app's store (StoreKit on a
/// device; the local App Store in tests).
@MainActor
func gettingStarted(productsPlist: URL, ledgerURL: URL, store: any Store) async throws -> Bool {
    // Getting started: body
    let helper = StoreHelper(
        configuration: try ProductConfiguration(contentsOf: productsPlist),
        store: store,
        verifier: SignedDataVerifier(
            policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1_234_567_890, environment: .production)
        ),
        ledger: try ConsumableLedger(store: FileLedgerStore(url: ledgerURL))
    )
    await helper.start()
    if let gold = helper.product("com.example.gold"), case .purchased(let transaction) = try await helper.purchase(gold) {
        print("bought \(transaction.productId) on \(transaction.purchaseDate)")
    }
    let owned = try await helper.isPurchased(productId: "com.example.gold")
    // Getting started: end
    return owned
}
