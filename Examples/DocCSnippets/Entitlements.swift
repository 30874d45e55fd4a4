// DocC snippets of Entitlements' "Getting started" (compiled by CI; the article quotes them exactly).
// DocC Entitlements: imports
import AppStoreModels
import Entitlements
import Foundation

// DocC Entitlements: end

/// What the customer owns at `now`, from their verified history.
func whatTheCustomerOwns(
    verifiedTransactions: [JWSTransactionDecodedPayload],
    verifiedRenewalInfos: [JWSRenewalInfoDecodedPayload],
    catalog: ProductCatalog,
    finished: Set<String>,
    now: Date
) -> (Bool, SubscriptionState?) {
    // DocC Entitlements: body
    var history = History()
    for transaction in verifiedTransactions { history.add(transaction) }
    for renewalInfo in verifiedRenewalInfos { history.add(renewalInfo) }
    // DocC Entitlements: end
    // DocC Entitlements 2: body
    let snapshot = EntitlementEngine(catalog: catalog).evaluate(history, at: now, finishedConsumables: finished)
    let gold = snapshot.isEntitled(to: "com.example.gold")
    let state = snapshot.subscriptionGroups.first?.highestServiceLevel?.state
    // DocC Entitlements 2: end
    return (gold, state)
}
