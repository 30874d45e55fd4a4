// DocC snippet of StoreHelperLocal's "Getting started" (compiled by CI; the article quotes it exactly).
// DocC StoreHelperLocal: imports
import LocalAppStore
import StoreHelper
import StoreHelperLocal

// DocC StoreHelperLocal: end

/// An app's StoreHelper over a local App Store, a month later on the store's clock.
@MainActor
func aMonthLater(localAppStore: LocalAppStore, configuration: ProductConfiguration, ledger: ConsumableLedger) async throws -> Bool {
    // DocC StoreHelperLocal: body
    let device = try LocalStore(store: localAppStore)
    let helper = StoreHelper(configuration: configuration, store: device, verifier: device.verifier, ledger: ledger)
    await helper.start()
    try await device.session { store in try store.advance(by: 31 * 86_400) }  // SKTestSession-style controls
    let renewed = await helper.wait(until: { helper.purchasedProducts.contains("com.example.gold") })
    // DocC StoreHelperLocal: end
    return renewed
}
