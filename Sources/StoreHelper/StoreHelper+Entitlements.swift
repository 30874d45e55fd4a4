import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import Logging
import StoreKitInterface

extension StoreHelper {
    /// Recomputes what the customer owns from the store's verified transactions and renewal infos, at
    /// the store's time, and sets a timer on the store's clock for the next instant at which that can
    /// change without new data (an expiry, a grace period's end, a scheduled revocation).
    public func refreshEntitlements() async {
        do {
            try await evaluateNow()
        } catch {
            report(error)
        }
    }

    /// Evaluates entitlements now (``refreshEntitlements()``), throwing what kept it from doing so;
    /// returns the store's instant it judged at.
    @discardableResult
    func evaluateNow() async throws(StoreHelperError) -> Date {
        try await ensureProducts()
        do {
            let now = try await store.now()
            var history = History()
            for jws in try await store.allTransactions() {
                if let transaction = await verify(jws) { history.add(transaction.payload) }
            }
            for groupId in Set(products.compactMap(\.subscription?.groupId)) {
                for status in try await store.subscriptionStatuses(groupId: groupId) {
                    do {
                        history.add(try await verifier.verifyRenewalInfo(status.renewalInfo))
                    } catch {
                        logger.error("ignored a renewal info that did not verify: \(error)")
                        lastError = .verification(error)
                        broadcast.send(.unverified(reason: error.description))
                    }
                }
            }
            await reportVerified()
            let consumableIds = Set(history.transactions.values.filter { $0.type == .consumable }.compactMap(\.transactionId))
            let evaluated = EntitlementEngine(catalog: catalog).evaluate(history, at: now, finishedConsumables: consumableIds)
            let previous = snapshot
            snapshot = evaluated
            scheduleEvaluation(at: evaluated.nextChange)
            let owned = Set(evaluated.entitlements.map(\.productId))
            if owned != purchasedProducts {
                purchasedProducts = owned
                broadcast.send(.purchasedProducts(owned))
            }
            let before = Dictionary((previous?.subscriptionGroups ?? []).map { ($0.subscriptionGroupIdentifier, $0) }) { first, _ in first }
            for group in evaluated.subscriptionGroups where before[group.subscriptionGroupIdentifier]?.statuses != group.statuses {
                broadcast.send(.subscriptionStatus(groupId: group.subscriptionGroupIdentifier))
            }
            return now
        } catch {
            throw .store(error, "refreshing entitlements")
        }
    }

    /// Evaluates again when the store's clock reaches `instant` (replacing the timer set before).
    private func scheduleEvaluation(at instant: Date?) {
        guard instant != scheduledEvaluation?.instant else { return }
        scheduledEvaluation?.task.cancel()
        scheduledEvaluation = instant.map { instant in
            let task = Task { [weak self, store] in
                await store.wait(until: instant)
                guard !Task.isCancelled, let self else { return }
                self.scheduledEvaluation = nil
                await self.refreshEntitlements()
            }
            return (instant, task)
        }
    }

    /// The products as the engine sees them: levels from the configuration's group order when it
    /// names one (else the store's), non-renewing durations from the configuration.
    static func catalog(of products: [StoreProduct], configuration: ProductConfiguration) -> ProductCatalog {
        ProductCatalog(
            products.map { product in
                var product = product
                if let index = configuration.subscriptionGroups.lazy.compactMap({ $0.productIds.firstIndex(of: product.id) }).first {
                    product.subscription?.level = index + 1
                }
                product.nonRenewingDuration = configuration.nonRenewingDurations[product.id] ?? product.nonRenewingDuration
                return product
            }
        )
    }

    /// Whether the customer is entitled to `productId` now, judged when asked from what the store has
    /// at its time (StoreKit's `currentEntitlements`), so an expiry, a grace period's end or a refund
    /// the listener has not yet seen is already counted. ``purchasedProducts`` is the observable
    /// counterpart, kept current by the listener and a timer on the store's clock. Throws when the
    /// store cannot be read.
    public func isPurchased(productId: String) async throws(StoreHelperError) -> Bool {
        try await evaluateNow()
        return purchasedProducts.contains(productId)
    }

    /// Purchase details of a non-consumable or non-renewing subscription the customer bought, at the
    /// store's time, judged when asked (before ``start()`` too); nil when they never bought it or it is
    /// another kind of product. Throws when the store cannot be read or does not sell `productId`.
    public func purchaseInfo(for productId: String) async throws(StoreHelperError) -> PurchaseInfo? {
        let now = try await evaluateNow()
        guard let product = product(productId) else { throw .unknownProduct(productId) }
        guard product.type == .nonConsumable || product.type == .nonRenewing else { return nil }
        let candidates = verifiedTransactions.values.filter { $0.productId == productId }
        guard let latest = candidates.max(by: { $0.purchaseDate < $1.purchaseDate }) else { return nil }
        let expires =
            snapshot?.entitlements.first { $0.transactionId == latest.id }?.expiresDate?.date
            ?? catalog[productId]?.nonRenewingEnd(after: latest.purchaseDate)
        return PurchaseInfo(latest, expires: expires, asOf: now)
    }

    /// The customer's subscription in a group (by configured group name, group id or a product id of
    /// the group), at the store's time, judged when asked (before ``start()`` too); nil when they never
    /// subscribed. Throws when the store cannot be read or no product of the store is in such a group.
    public func subscriptionInfo(for group: String) async throws(StoreHelperError) -> GroupSubscriptionInfo? {
        let now = try await evaluateNow()
        let groupId =
            configuration.subscriptionGroups.first { $0.name == group }?.productIds.compactMap { product($0)?.subscription?.groupId }.first
            ?? products.first { $0.id == group || $0.subscription?.groupDisplayName == group }?.subscription?.groupId
            ?? group
        guard products.contains(where: { $0.subscription?.groupId == groupId }) else { throw .unknownSubscriptionGroup(group) }
        guard let status = snapshot?.subscriptionGroups.first(where: { $0.subscriptionGroupIdentifier == groupId }) else { return nil }
        guard let lead = status.highestServiceLevel ?? status.statuses.first, let product = product(lead.productId),
            let transaction = lead.transaction.transactionId.flatMap({ verifiedTransactions[$0] }), let expires = transaction.expirationDate
        else { return nil }
        let name =
            configuration.subscriptionGroups.first { $0.productIds.contains(product.id) }?.name
            ?? product.subscription?.groupDisplayName ?? groupId
        return GroupSubscriptionInfo(
            groupName: name,
            status: lead,
            transaction: transaction,
            expirationDate: expires,
            product: product,
            changeTo: lead.autoRenewProductId.flatMap(self.product),
            asOf: now
        )
    }
}
