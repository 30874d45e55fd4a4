// DocC guide snippet "entitlements": what a customer owns at an instant, from verified history.
// DocC Guide entitlements: imports
import AppStoreModels
import Entitlements
import Foundation

// DocC Guide entitlements: end

/// Whether the customer owns Gold at `now`, and their subscription group's leading status.
func entitledToGold(
    verifiedTransactions: [JWSTransactionDecodedPayload],
    verifiedRenewalInfos: [JWSRenewalInfoDecodedPayload],
    catalog: ProductCatalog,
    finished: Set<String>,
    now: Date
) -> (Bool, SubscriptionRenewalStatus?) {
    // DocC Guide entitlements: body
    let history = History(transactions: verifiedTransactions, renewalInfos: verifiedRenewalInfos)
    let snapshot = EntitlementEngine(catalog: catalog).evaluate(history, at: now, finishedConsumables: finished)
    let gold = snapshot.isEntitled(to: "com.example.gold")
    let lead = snapshot.subscriptionGroups.first?.highestServiceLevel  // state, renewal info, scheduled downgrade/crossgrade
    // DocC Guide entitlements: end
    return (gold, lead)
}
