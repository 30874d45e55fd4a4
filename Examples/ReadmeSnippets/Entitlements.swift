// README snippet "entitlements": what a customer owns at an instant, from verified history.
// README snippet entitlements: imports
import AppStoreModels
import Entitlements
import Foundation

// README snippet entitlements: end

/// Whether the customer owns Gold at `now`, and their subscription group's leading status.
func entitledToGold(
    verifiedTransactions: [JWSTransactionDecodedPayload],
    verifiedRenewalInfos: [JWSRenewalInfoDecodedPayload],
    catalog: ProductCatalog,
    finished: Set<String>,
    now: Date
) -> (Bool, SubscriptionRenewalStatus?) {
    // README snippet entitlements: body
    let history = History(transactions: verifiedTransactions, renewalInfos: verifiedRenewalInfos)
    let snapshot = EntitlementEngine(catalog: catalog).evaluate(history, at: now, finishedConsumables: finished)
    let gold = snapshot.isEntitled(to: "com.example.gold")
    let lead = snapshot.subscriptionGroups.first?.highestServiceLevel  // state, renewal info, scheduled downgrade/crossgrade
    // README snippet entitlements: end
    return (gold, lead)
}
