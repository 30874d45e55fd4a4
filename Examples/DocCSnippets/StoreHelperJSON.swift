// DocC snippet of StoreHelperJSON's "Getting started" (compiled by CI; the article quotes it exactly).
// DocC StoreHelperJSON: imports
import AppStoreModels
import Entitlements
import Foundation
import StoreHelperJSON

// DocC StoreHelperJSON: end

/// A customer's entitlements at `now` as the JSON the CLI prints.
func entitlementJSON(history: History, catalog: ProductCatalog, now: Date) throws -> Data {
    // DocC StoreHelperJSON: body
    let snapshot = EntitlementEngine(catalog: catalog).evaluate(history, at: now)
    let report = EntitlementReport(snapshot, verified: true, levelsKnown: catalog.knowsLevels)
    let json = try JSONEncoder().encode(report)
    // DocC StoreHelperJSON: end
    return json
}
