import AppStoreModels
import Entitlements
import LocalAppStore
public import StoreKitInterface

/// What the customer holds, as StoreKit's `Transaction` and `Product.SubscriptionInfo` report it.
extension LocalStore {
    /// The customer's latest transaction for a product (`Transaction.latest(for:)`).
    public func latestTransaction(for productId: String) async throws(StoreFailure) -> SignedJWS? {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in
            let latest = store.deviceTransactions(for: account).filter { $0.productId == productId }.max {
                ($0.payload.purchaseDate?.millisecondsSince1970 ?? 0, $0.id) < ($1.payload.purchaseDate?.millisecondsSince1970 ?? 0, $1.id)
            }
            return latest.map { Self.handedOver($0, store: store) }
        }
    }

    /// Every transaction of the customer (`Transaction.all`; finished consumables only with the store's
    /// `includeConsumableHistory`, as StoreKit's `SKIncludeConsumableInAppPurchaseHistory`).
    public func allTransactions() async throws(StoreFailure) -> [SignedJWS] {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in
            store.deviceTransactions(for: account).map { Self.handedOver($0, store: store) }
        }
    }

    /// Transactions the app has not finished (`Transaction.unfinished`).
    public func unfinishedTransactions() async throws(StoreFailure) -> [SignedJWS] {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in
            store.transactions(for: account).filter { !$0.isFinished }.map { Self.handedOver($0, store: store) }
        }
    }

    /// What the customer is entitled to now (`Transaction.currentEntitlements`).
    public func currentEntitlements() async throws(StoreFailure) -> [SignedJWS] {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in
            try store.entitlements(for: account).entitlements.map { entitlement throws(StoreError) in
                Self.handedOver(try store.transaction(entitlement.transactionId), store: store)
            }
        }
    }

    /// The statuses of the customer's subscriptions in a group (`Product.SubscriptionInfo.status(for:)`).
    public func subscriptionStatuses(groupId: String) async throws(StoreFailure) -> [SignedSubscriptionStatus] {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in
            if let failure = store.settings.simulatedError(for: .subscriptionStatus) { throw Self.simulated(failure, during: "subscription status") }
            let group = store.entitlements(for: account).subscriptionGroups.first { $0.subscriptionGroupIdentifier == groupId }
            var result: [SignedSubscriptionStatus] = []
            for status in group?.statuses ?? [] {
                guard
                    let record = store.subscriptions.first(where: {
                        $0.accountId == account && $0.originalTransactionId == status.originalTransactionId
                    })
                else { continue }
                let transaction = try store.transaction(status.transaction.transactionId ?? "")
                let renewalInfo = try store.signedRenewalInfo(for: record)
                result.append(SignedSubscriptionStatus(transaction: Self.handedOver(transaction, store: store), renewalInfo: SignedJWS(renewalInfo)))
            }
            return result
        }
    }

    /// Whether the customer may take the introductory offer in `groupId`.
    public func isEligibleForIntroOffer(groupId: String) async throws(StoreFailure) -> Bool {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in
            store.isEligibleForIntroductoryOffer(groupId: groupId, accountId: account)
        }
    }

    /// The customer's app transaction, signed now (`AppTransaction.shared`).
    public func appTransaction() async throws(StoreFailure) -> SignedJWS {
        let account = accountId
        return try await reading { (store: LocalAppStore) throws(StoreError) in SignedJWS(try store.appTransaction(accountId: account)) }
    }
}
