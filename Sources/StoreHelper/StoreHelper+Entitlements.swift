import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import Logging
import StoreKitInterface

extension StoreHelper {
    /// Reads every transaction and renewal info the store has again, verifies them, and recomputes what the
    /// customer owns at the store's time; sets a timer on the store's clock for the next instant at which
    /// that can change without new data (an expiry, a grace period's end, a scheduled revocation). The
    /// helper does this at ``start()``, in ``catchUp()`` and when that timer fires; between those, it
    /// answers from the history it keeps, fed by purchases and the store's updates.
    public func refreshEntitlements() async {
        do {
            try await evaluateNow(rereading: true)
        } catch {
            report(error)
        }
    }

    /// Recomputes what the customer owns from the history kept, after a purchase or an update added to it.
    func reevaluate() async {
        do {
            try await evaluateNow(rereading: false)
        } catch {
            report(error)
        }
    }

    /// Evaluates entitlements at the store's instant, which it returns, throwing what kept it from doing so.
    /// The history is read from the store again when `rereading`, when it never was, when the store says it changed
    /// since (its ``Store/changeCount()``: a local store's session or purchase, another process's change), and when
    /// the store's clock has passed the last evaluation's `nextChange` (a renewal may be waiting there); otherwise the
    /// kept history is evaluated, and an evaluation of the same history still current at this instant is reused.
    ///
    /// The instant and the change count are read before the history, and the history is evaluated at that instant:
    /// a history read while the store moved on holds at least what the store had then, never less (evaluated at a
    /// later instant, renewals made in between would be missing, and access with them).
    @discardableResult
    func evaluateNow(rereading: Bool) async throws(StoreHelperError) -> Date {
        try await ensureProducts()
        do {
            let now = try await store.now()
            let changeCount = try await store.changeCount()
            if rereading || !historyIsCurrent(at: now, changeCount: changeCount) {
                try await rereadHistory(readAt: (now, changeCount))
            }
            await reportVerified()
            if let evaluation, evaluation.revision == history.revision, evaluation.holds(at: now) { return now }
            if let evaluation, evaluation.revision == history.revision, evaluation.instant > now {
                // Another question evaluated this history at a later instant meanwhile: its answer stands.
                return evaluation.instant
            }
            let evaluated = EntitlementEngine(catalog: catalog).evaluate(
                history.engineHistory,
                at: now,
                finishedConsumables: history.consumableIds
            )
            let previous = evaluation?.snapshot
            evaluation = Evaluation(snapshot: evaluated, revision: history.revision, instant: now)
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

    /// Whether the kept history answers for the store at `now` with change count `changeCount`: it was read, the
    /// store has not changed since (when it can tell), and the last evaluation still holds — or, with none yet,
    /// the history was read at this very instant.
    private func historyIsCurrent(at now: Date, changeCount: Int?) -> Bool {
        guard historyRead, let readAt = historyReadAt else { return false }
        if let changeCount, changeCount != readAt.changeCount { return false }
        guard let evaluation else { return readAt.instant == now }
        return evaluation.holds(at: now)
    }

    /// Builds the history anew from every transaction and every subscription group's statuses the store has
    /// (a transaction the store deleted leaves it), keeping what arrived meanwhile; `readAt` is the store's instant
    /// and change count sampled before.
    private func rereadHistory(readAt: (instant: Date, changeCount: Int?)) async throws(StoreFailure) {
        let mark = history.revision
        var fresh = VerifiedHistory()
        for jws in try await store.allTransactions() {
            if let transaction = await verify(jws, keeping: false) { fresh.add(transaction) }
        }
        for groupId in Set(products.compactMap(\.subscription?.groupId)) {
            for renewalInfo in try await verifiedRenewalInfos(groupId: groupId) { fresh.add(renewalInfo) }
        }
        fresh.adopt(from: history, since: mark)
        history = fresh
        historyRead = true
        historyReadAt = readAt
        evaluation = nil
    }

    /// Reads the statuses of one subscription group again (after the store reported a change in it, or a
    /// transaction of it arrived) into the history.
    func rereadStatuses(groupId: String) async throws(StoreFailure) {
        for renewalInfo in try await verifiedRenewalInfos(groupId: groupId) { history.add(renewalInfo, current: true) }
    }

    /// The renewal infos of a group's statuses that verify; each that does not is reported and left out.
    private func verifiedRenewalInfos(groupId: String) async throws(StoreFailure) -> [JWSRenewalInfoDecodedPayload] {
        var verified: [JWSRenewalInfoDecodedPayload] = []
        for status in try await store.subscriptionStatuses(groupId: groupId) {
            if let known = verifiedRenewalTokens[status.renewalInfo] {
                verified.append(known)
                continue
            }
            do {
                let renewalInfo = try await verifier.verifyRenewalInfo(status.renewalInfo.compact)
                if rememberVerdicts { verifiedRenewalTokens[status.renewalInfo] = renewalInfo }
                verified.append(renewalInfo)
            } catch {
                logger.error("ignored a renewal info that did not verify: \(error)")
                lastError = .verification(error)
                broadcast.send(.unverified(reason: error.description))
            }
        }
        return verified
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

    /// Whether the customer is entitled to `productId` at the store's time, judged from the verified
    /// history the helper keeps (read from the store at ``start()`` or at the first question before it,
    /// then fed by purchases and the store's updates), so an expiry or a grace period's end is counted when
    /// its instant comes; ``catchUp()`` takes in what the store did that its updates have not yet brought.
    /// ``purchasedProducts`` is the observable counterpart. Throws when the store cannot be read.
    public func isPurchased(productId: String) async throws(StoreHelperError) -> Bool {
        try await evaluateNow(rereading: false)
        return purchasedProducts.contains(productId)
    }

    /// Purchase details of a non-consumable or non-renewing subscription the customer bought, at the
    /// store's time, judged from the kept history as ``isPurchased(productId:)`` is (before ``start()`` too); nil when they never bought it or it is
    /// another kind of product. Throws when the store cannot be read or does not sell `productId`.
    public func purchaseInfo(for productId: String) async throws(StoreHelperError) -> PurchaseInfo? {
        let now = try await evaluateNow(rereading: false)
        guard let product = product(productId) else { throw .unknownProduct(productId) }
        guard product.type == .nonConsumable || product.type == .nonRenewing else { return nil }
        let candidates = history.transactions.values.filter { $0.productId == productId }
        guard let latest = candidates.max(by: { $0.purchaseDate < $1.purchaseDate }) else { return nil }
        let expires =
            evaluation?.snapshot.entitlements.first { $0.transactionId == latest.id }?.expiresDate?.date
            ?? catalog[productId]?.nonRenewingEnd(after: latest.purchaseDate)
        return PurchaseInfo(latest, expires: expires, asOf: now)
    }

    /// The customer's subscription in a group (by configured group name, group id or a product id of
    /// the group), at the store's time, judged from the kept history as ``isPurchased(productId:)`` is (before ``start()`` too); nil when they never
    /// subscribed. Throws when the store cannot be read or no product of the store is in such a group.
    public func subscriptionInfo(for group: String) async throws(StoreHelperError) -> GroupSubscriptionInfo? {
        try await ensureProducts()
        let groupId =
            configuration.subscriptionGroups.first { $0.name == group }?.productIds.compactMap { product($0)?.subscription?.groupId }.first
            ?? products.first { $0.id == group || $0.subscription?.groupDisplayName == group }?.subscription?.groupId
            ?? group
        guard products.contains(where: { $0.subscription?.groupId == groupId }) else { throw .unknownSubscriptionGroup(group) }
        // The group's statuses are read when asked, as StoreKit's `status` is: auto-renew turned off or a change
        // scheduled reaches no listener when the store reports only transactions.
        if historyRead {
            do { try await rereadStatuses(groupId: groupId) } catch { throw .store(error, "reading subscription statuses") }
        }
        let now = try await evaluateNow(rereading: false)
        guard let status = evaluation?.snapshot.subscriptionGroups.first(where: { $0.subscriptionGroupIdentifier == groupId }) else { return nil }
        guard let lead = status.highestServiceLevel ?? status.statuses.first, let product = product(lead.productId),
            let transaction = lead.transaction.transactionId.flatMap({ history.transactions[$0] }), let expires = transaction.expirationDate
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

extension StoreHelper {
    /// An evaluation of the kept history, and what it holds for.
    struct Evaluation {
        let snapshot: EntitlementSnapshot
        /// The history's revision it evaluated.
        let revision: Int
        /// The store's instant it was made at.
        let instant: Date

        /// Whether its answer still stands at `now`: not before it was made, nor at or after its `nextChange`.
        func holds(at now: Date) -> Bool {
            now >= instant && snapshot.nextChange.map { now < $0 } ?? true
        }
    }
}
