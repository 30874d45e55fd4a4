import AppStoreModels
import Entitlements
import LocalAppStore
public import StoreKitInterface

/// What the customer holds, as StoreKit's `Transaction` and `Product.SubscriptionInfo` report it.
extension LocalStore {
    /// The customer's latest transaction for a product (`Transaction.latest(for:)`).
    public func latestTransaction(for productId: String) throws(StoreFailure) -> SignedJWS? {
        let store = try read()
        defer { release(store) }
        let latest = store.deviceTransactions(for: accountId).filter { $0.productId == productId }.max {
            ($0.payload.purchaseDate?.millisecondsSince1970 ?? 0, $0.id) < ($1.payload.purchaseDate?.millisecondsSince1970 ?? 0, $1.id)
        }
        return latest.map { handedOver($0, store: store) }
    }

    /// Every transaction of the customer (`Transaction.all`; finished consumables only with the store's
    /// `includeConsumableHistory`, as StoreKit's `SKIncludeConsumableInAppPurchaseHistory`).
    public func allTransactions() throws(StoreFailure) -> [SignedJWS] {
        let store = try read()
        defer { release(store) }
        return store.deviceTransactions(for: accountId).map { handedOver($0, store: store) }
    }

    /// Transactions the app has not finished (`Transaction.unfinished`).
    public func unfinishedTransactions() throws(StoreFailure) -> [SignedJWS] {
        let store = try read()
        defer { release(store) }
        return store.transactions(for: accountId).filter { !$0.isFinished }.map { handedOver($0, store: store) }
    }

    /// The statuses of the customer's subscriptions in a group (`Product.SubscriptionInfo.status(for:)`).
    public func subscriptionStatuses(groupId: String) throws(StoreFailure) -> [SignedSubscriptionStatus] {
        let store = try read()
        defer { release(store) }
        if let failure = store.settings.simulatedError(for: .subscriptionStatus) {
            throw StoreFailure.storeKit(failure, during: "subscription status")
        }
        let group = store.entitlements(for: accountId).subscriptionGroups.first { $0.subscriptionGroupIdentifier == groupId }
        var result: [SignedSubscriptionStatus] = []
        for status in group?.statuses ?? [] {
            guard
                let record = store.subscriptions.first(where: {
                    $0.accountId == accountId && $0.originalTransactionId == status.originalTransactionId
                })
            else { continue }
            let (transaction, renewalInfo) = try Self.failure { () throws(StoreError) in
                (try store.transaction(status.transaction.transactionId ?? ""), try store.signedRenewalInfo(for: record))
            }
            result.append(SignedSubscriptionStatus(transaction: handedOver(transaction, store: store), renewalInfo: SignedJWS(renewalInfo)))
        }
        return result
    }

    /// Whether the customer may take the introductory offer in `groupId`.
    public func isEligibleForIntroOffer(groupId: String) throws(StoreFailure) -> Bool {
        let store = try read()
        defer { release(store) }
        return store.isEligibleForIntroductoryOffer(groupId: groupId, accountId: accountId)
    }

    /// The customer's app transaction, signed now (`AppTransaction.shared`).
    public func appTransaction() throws(StoreFailure) -> SignedJWS {
        let store = try read()
        defer { release(store) }
        let account = accountId
        return SignedJWS(try Self.failure { () throws(StoreError) in try store.appTransaction(accountId: account) })
    }
}
