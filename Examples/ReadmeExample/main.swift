// swift-format-ignore-file: OrderedImports
// The README's StoreHelper example, as an app's code (`swift run ReadmeExample`, from the repository root;
// CI runs it). The README quotes the lines between the markers exactly; a test checks that it does.
// README example: imports
import Foundation
import StoreHelper  // also brings the verifier, the ledger and the product types
import StoreHelperLocal  // the local App Store as the helper's Store (an app's tests; a device uses StoreKit)
// README example: end

let ledgerURL = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString).json")
defer {
    try? FileManager.default.removeItem(at: ledgerURL)
    try? FileManager.default.removeItem(at: ledgerURL.appendingPathExtension("getting-started"))
}

// README example: body
let file = try ConfigurationFile.load(Data(contentsOf: URL(fileURLWithPath: "Examples/Florist/Products.storekit")))
let device = try LocalStore(store: LocalAppStore(configuration: file, bundleId: "com.storehelper.florist", now: Date()))
let helper = StoreHelper(
    configuration: try ProductConfiguration(contentsOf: URL(fileURLWithPath: "Examples/Florist/Products.plist")),
    store: device,  // any Store: on a device, StoreKitStore (above)
    verifier: device.verifier,  // trusts this store's root; for the App Store, Apple's root (below)
    ledger: try ConsumableLedger(store: FileLedgerStore(url: ledgerURL))
)
await helper.start()  // products, transaction updates, entitlements
guard let silver = helper.product("com.storehelper.subscription.vip.silver") else { fatalError("the store does not sell it") }
let outcome = try await helper.purchase(silver)  // .purchased(transaction), .pending or .userCancelled; failures throw
let owned = try await helper.isPurchased(productId: silver.id)  // true
let vip = try await helper.subscriptionInfo(for: "VIP")  // .subscribed, renewalDate, renewalPrice, pendingChange…
let info = vip.map { StatusFormatter().text(for: $0) }  // ["Renews on <in a month> for $9.99."] (the user's locale)

try await device.session { store in  // drive the store: SKTestSession's controls, the clock
    try store.set("billingRetry", to: "on")
    try store.advance(by: 32 * 86_400)  // the renewal fails
}
await helper.catchUp()  // or wait: the helper follows the store's updates and clock by itself
let stillOwned = try await helper.isPurchased(productId: silver.id)  // false: billing retry, no grace period
let failure = helper.lastError  // nil; what fails where nobody awaits (the listener, a refresh) lands here

let production = SignedDataVerifier(  // Apple's root: what an app checks the App Store's data with
    policy: try VerificationPolicy(bundleId: "com.storehelper.florist", appAppleId: 1_234_567_890, environment: .production)
)
// README example: end

// The DocC article's code, on the same store: under Apple's root the local store's data grants nothing.
let grantedUnderApplesRoot = try await gettingStarted(
    productsPlist: URL(fileURLWithPath: "Examples/Florist/Products.plist"),
    ledgerURL: ledgerURL.appendingPathExtension("getting-started"),
    store: device
)

// What each step must have given; the example fails (exit 1) naming the first that did not.
let steps: [(String, Bool)] = [
    ("the purchase is verified and purchased", outcome.transaction?.productId == silver.id),
    ("the subscription is owned", owned),
    (
        "it renews at 9.99 and its status reads 'Renews on … for <9.99 in the locale>.'",
        vip?.renewalPrice == Decimal(string: "9.99") && info?.count == 1 && info?.first?.hasPrefix("Renews on ") == true
            && info?.first?.hasSuffix("9.99.") == true
    ),
    ("billing retry without a grace period ends access", !stillOwned && !helper.purchasedProducts.contains(silver.id)),
    ("no failure was reported", failure == nil),
    ("Apple's verifier expects production data", production.policy.environment == .production),
    ("the getting-started code ran and granted nothing it could not verify", !grantedUnderApplesRoot),
]
for (step, held) in steps where !held {
    print("readme example: \(step): did not hold")
    exit(1)
}
print("readme example: all \(steps.count) steps held")
