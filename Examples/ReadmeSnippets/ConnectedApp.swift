// An app connected to its server (StoreServer), with `import StoreHelper` alone (compiled by CI): the server's
// response-signing key pinned from the text the server printed, and the server's customer info.
import Foundation
import StoreHelper

/// The helper of an app whose purchases its server also follows, and what the server says the user has.
@MainActor
func connectedCustomerInfo(
    store: any Store,  // StoreKitStore() on a device (StoreHelperStoreKit), LocalStore in tests (StoreHelperLocal)
    productsPlist: URL,
    stateDirectory: URL,
    serverURL: URL,
    appKey: String,
    printedServerKey: String,  // what `storehelper server` printed at start
    appUserId: String
) async throws -> [String] {
    let server = try ServerConnection(
        ServerConnection.Configuration(
            baseURL: serverURL,
            appKey: appKey,
            appUserId: appUserId,
            signingKey: try ServerSigningKey(base64: printedServerKey),
            stateDirectory: stateDirectory
        )
    )
    let helper = StoreHelper(
        configuration: try ProductConfiguration(contentsOf: productsPlist),
        store: store,
        verifier: SignedDataVerifier(
            policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1_234_567_890, environment: .production)
        ),
        ledger: try ConsumableLedger(store: FileLedgerStore(url: stateDirectory.appendingPathComponent("ledger.json"))),
        server: server
    )
    await helper.start()
    let answer: ServerCustomerInfo = try await helper.serverCustomerInfo()
    let info: CustomerInfo = answer.info
    return info.subscriptions.filter(\.isActive).map(\.productId) + info.entitlements.keys.sorted()
}
