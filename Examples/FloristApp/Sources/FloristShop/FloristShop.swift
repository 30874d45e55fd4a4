import AppStoreSignature
public import Foundation
public import StoreHelper
public import StoreHelperStoreKit

/// What the florist app makes once, at launch: its catalog, StoreHelper over Apple's StoreKit, and the verifier it
/// trusts. No screen: its tests run wherever StoreKit does (on a Mac over StoreKitTest, on Linux over StoreHelper's
/// StoreKit on Linux).
@MainActor
public final class FloristShop {
    /// The florist's products, as `Examples/Florist/Products.storekit` sells them: four bouquets, a plant
    /// installation (consumable), the VIP subscriptions (highest service first) and a three-month seasonal pass.
    public static let catalog = ProductConfiguration(
        productIds: [
            "com.storehelper.nonconsumable.flowers-large", "com.storehelper.nonconsumable.flowers-small",
            "com.storehelper.nonconsumable.roses-large", "com.storehelper.nonconsumable.chocolates-small",
            "com.storehelper.consumable.plant-installation", "com.storehelper.nonrenewing.seasonal-pass",
            "com.storehelper.subscription.vip.gold", "com.storehelper.subscription.vip.silver",
            "com.storehelper.subscription.vip.bronze",
        ],
        subscriptionGroups: [
            ProductConfiguration.Group(
                name: "VIP",
                productIds: [
                    "com.storehelper.subscription.vip.gold", "com.storehelper.subscription.vip.silver",
                    "com.storehelper.subscription.vip.bronze",
                ]
            )
        ],
        nonRenewingDurations: ["com.storehelper.nonrenewing.seasonal-pass": CalendarDuration(months: 3)]
    )
    /// The VIP subscription group's id in App Store Connect (and in the `.storekit` file): the paywall's.
    public static let vipGroupId = "21482001"
    /// The app's bundle identifier.
    public static let bundleId = "com.storehelper.florist"
    /// The environment variable naming Xcode's StoreKit testing certificate (a `.cer` file; see ``verifier(environment:)``).
    public static let xcodeCertificateVariable = "FLORIST_XCODE_CERTIFICATE"

    /// The store over StoreKit: made first, so it hears StoreKit's updates from launch on.
    public let store: StoreKitStore
    /// The helper the screens show and buy through.
    public let helper: StoreHelper

    /// The shop over StoreKit, its purchases verified by `verifier` and its consumables kept in `ledger`.
    public init(verifier: SignedDataVerifier, ledger: any LedgerStore) throws {
        store = StoreKitStore()
        helper = StoreHelper(configuration: Self.catalog, store: store, verifier: verifier, ledger: try ConsumableLedger(store: ledger))
    }

    /// What the app trusts. Apple's root, for the App Store and TestFlight (Production and Sandbox, this app's bundle
    /// identifier and Apple ID); or, when `environment` names Xcode's StoreKit testing certificate (the
    /// `.storekit` file's editor: Editor ▸ Save Public Certificate; the scheme sets the variable), that certificate
    /// alone, for purchases Xcode signs. Never neither: a named certificate that cannot be read throws.
    public static func verifier(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SignedDataVerifier {
        if let path = environment[xcodeCertificateVariable] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            return SignedDataVerifier(
                trust: try TrustAnchor.xcode(derEncoded: Array(bytes)),
                policy: try VerificationPolicy(bundleId: bundleId, environment: .xcode)
            )
        }
        // Your app's Apple ID in App Store Connect (App Information): Production data must carry it.
        return SignedDataVerifier(
            policy: try VerificationPolicy(bundleId: bundleId, appAppleId: 6_700_000_001, environments: [.production, .sandbox])
        )
    }
}
