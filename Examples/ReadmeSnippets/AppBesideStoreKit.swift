// An app file that imports Apple's StoreKit beside StoreHelper (compiled by CI; on Linux against the StoreKit
// stand-in, which declares every top-level name of Apple's StoreKit and its SwiftUI views): every StoreHelper
// name the README and the DocC articles show an app using, unqualified. A public name of ours equal to one of
// StoreKit's would make this file ambiguous ("'X' is ambiguous for type lookup"), as it would on a Mac.
import Foundation
import StoreHelper
import StoreHelperStoreKit
import StoreKit

/// What a paywall shows and does, in an app that also talks to StoreKit itself.
@MainActor
struct Paywall {
    let helper: StoreHelper

    /// The helper over Apple's StoreKit, made at launch.
    static func make(productsPlist: URL, ledgerURL: URL) throws -> Paywall {
        let verifier = SignedDataVerifier(
            policy: try VerificationPolicy(bundleId: "com.example.app", appAppleId: 1_234_567_890, environments: [.production, .sandbox])
        )
        let configuration: ProductConfiguration = try ProductConfiguration(contentsOf: productsPlist)
        let ledger: ConsumableLedger = try ConsumableLedger(store: FileLedgerStore(url: ledgerURL))
        let store: StoreKitStore = StoreKitStore()
        return Paywall(helper: StoreHelper(configuration: configuration, store: store, verifier: verifier, ledger: ledger))
    }

    /// A line for each subscription group the customer has, as StatusFormatter words it.
    func subscriptionLines() async throws(StoreHelperError) -> [String] {
        var lines: [String] = []
        for group: SubscriptionGroup in helper.subscriptionGroups {
            guard let info: GroupSubscriptionInfo = try await helper.subscriptionInfo(for: group.name) else { continue }
            let period: CalendarDuration? = info.product.subscription?.period
            lines += StatusFormatter().text(for: info).map { "\($0) (every \(period?.description ?? "?"))" }
        }
        return lines
    }

    /// Buys a product: what StoreHelper reports, beside what StoreKit itself holds for it.
    func buy(_ product: StoreProduct) async throws(StoreHelperError) -> StoreTransaction? {
        let outcome: PurchaseResult<StoreTransaction> = try await helper.purchase(product, options: PurchaseOptions())
        let latest: VerificationResult<Transaction>? = await Transaction.latest(for: product.id)  // StoreKit's own
        _ = latest
        return outcome.transaction
    }

    /// The app's original purchase, as StoreHelper verified it.
    func original() async throws(StoreHelperError) -> JWSAppTransactionDecodedPayload {
        try await helper.appTransaction()
    }

    /// What the helper reports as it happens.
    func follow() async {
        for await change: StoreHelperChange in helper.changes {
            if case .subscriptionStatus(let groupId) = change { print("status of \(groupId) changed") }
        }
    }

    /// A failure from the store, as StoreHelper reports it.
    func explain(_ error: StoreHelperError) -> String {
        let failure: StoreFailure? = error.underlying as? StoreFailure
        return failure?.message ?? error.description
    }
}
