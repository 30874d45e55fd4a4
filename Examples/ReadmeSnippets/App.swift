// README snippet "app": StoreHelper in a shipping app, over Apple's StoreKit 2 (compiled by CI; on Linux
// against the StoreKit stand-in; the README quotes the imports and the lines between the markers exactly).
// README snippet app: imports
import Foundation
import StoreHelper
import StoreHelperStoreKit

// README snippet app: end

/// The app's helper, made and started at launch.
@MainActor
func launchStoreHelper(productsPlist: URL, ledgerURL: URL) async throws -> StoreHelper {
    // README snippet app: body
    let helper = StoreHelper(
        configuration: try ProductConfiguration(contentsOf: productsPlist),
        store: StoreKitStore(),  // Apple's StoreKit 2: create it at launch, when StoreKit hands over unfinished transactions
        verifier: SignedDataVerifier(  // Apple's root; App Review and TestFlight buy in Sandbox from the build that ships
            policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1_234_567_890, environments: [.production, .sandbox])
        ),
        ledger: try ConsumableLedger(store: FileLedgerStore(url: ledgerURL))  // consumables, credited once per transaction
    )
    await helper.start()  // products, transaction updates, entitlements
    if let gold = helper.product("com.example.gold"), case .purchased(let transaction) = try await helper.purchase(gold) {
        print("bought \(transaction.productId) on \(transaction.purchaseDate)")
    }
    for intent in helper.purchaseIntents {  // started on the App Store (a promoted purchase, a win-back offer)
        _ = try await helper.purchase(intent)  // the product, with the offer the customer chose
    }
    let app = try await helper.appTransaction()  // AppTransaction.shared, verified like every transaction
    print("first got the app in version \(app.originalApplicationVersion ?? "?")")
    // README snippet app: end
    return helper
}
