#if Server
import AppStoreModels
import Foundation

/// The memory twin's writes: ownership settled, versions kept, revisions counted, consumables used; the rules
/// are the ones ``SQLServerStorage`` applies (``OwnershipRule``, ``SignedVersions``, ``ConsumptionRule``), over
/// the twin's state instead of rows.
extension MemoryServerStorage {
    /// Settles ownership, keeps the versions that supersede, and counts a change for each user concerned.
    static func keep(
        transactions: [SignedTransaction],
        renewalInfos: [SignedRenewalInfo],
        claim: PurchaseClaim?,
        at now: Date,
        in state: inout State
    ) throws(StorageError) {
        let affected = try settleOwnership(of: transactions, claim: claim, at: now, in: &state)
        for record in transactions {
            guard let id = record.payload.transactionId else { continue }
            if let kept = state.transactions[id], !SignedVersions.supersedes(record.payload, kept.payload) { continue }
            state.transactions[id] = record
        }
        for record in renewalInfos {
            let original = record.payload.originalTransactionId ?? ""
            if let kept = state.renewalInfos[original], !SignedVersions.supersedes(record.payload, kept.payload) { continue }
            state.renewalInfos[original] = record
        }
        let originals = Set(
            transactions.map { SignedVersions.original(of: $0.payload) } + renewalInfos.map { $0.payload.originalTransactionId ?? "" }
        )
        let owners = Set(originals.compactMap { state.owners[$0] })
        for user in owners.union(affected) where state.users[user] != nil { state.users[user, default: 0] += 1 }
    }

    /// Who owns the purchases of `transactions`, as ``OwnershipRule`` decides. Returns the users whose purchases
    /// changed.
    static func settleOwnership(
        of transactions: [SignedTransaction],
        claim: PurchaseClaim?,
        at now: Date,
        in state: inout State
    ) throws(StorageError) -> Set<String> {
        let tokensOf = OwnershipRule.tokens(of: transactions.lazy.map(\.payload))
        var affected: Set<String> = claim.map { [$0.appUserId] } ?? []
        guard !tokensOf.isEmpty else { return affected }
        let bound = state.tokens
        guard let claim else {
            let owners = OwnershipRule.ownersByToken(tokensOf, bound: bound)
            for (original, owner) in owners where state.owners[original] == nil { state.owners[original] = owner }
            return Set(owners.values)
        }
        let user = claim.appUserId
        let (claimed, binds) = try OwnershipRule.claim(tokensOf, bound: bound, by: claim)
        for token in binds { state.tokens[token] = user }
        // Purchases stored earlier with a token now bound, which nobody owns, go to the claimant too.
        for record in state.transactions.values {
            guard let token = record.payload.appAccountToken?.uuidString.lowercased(), binds.contains(token) else { continue }
            let original = SignedVersions.original(of: record.payload)
            if state.owners[original] == nil { state.owners[original] = user }
        }
        let (transfers, unowned) = try OwnershipRule.settle(claimed, owners: state.owners, by: claim)
        for (original, from) in transfers {
            state.owners[original] = user
            state.changes.append(OwnershipChange(originalTransactionId: original, fromAppUserId: from, toAppUserId: user, date: milliseconds(now)))
            affected.insert(from)
        }
        for original in unowned { state.owners[original] = user }
        return affected
    }

    public func consume(_ consumption: Consumption, from purchases: [ConsumablePurchase]) async throws(StorageError) -> ConsumptionOutcome {
        try Consumption.check(consumption)
        return try change { state throws(StorageError) in
            let user = consumption.appUserId
            if state.users[user] != nil { state.users[user, default: 0] += 1 }
            let live = purchases.filter { purchase in
                state.transactions[purchase.transactionId].map { state.owners[SignedVersions.original(of: $0.payload)] == user } ?? false
            }
            var used: [String: Int] = [:]
            for taken in state.purchaseConsumptions { used[taken.transactionId, default: 0] += taken.quantity }
            let attributed = Set(state.purchaseConsumptions.map(\.requestId))
            let unattributed = state.consumptions.values
                .filter { $0.appUserId == user && $0.productId == consumption.productId && !attributed.contains($0.requestId) }
                .reduce(0) { $0 + $1.quantity }
            let earlier = state.consumptions[consumption.requestId].map { ($0.appUserId, $0.productId, $0.quantity) }
            let decision = ConsumptionRule.decide(
                consumption,
                .init(owned: live, used: used, unattributed: unattributed, earlier: earlier)
            )
            guard case .consumed = decision.outcome else { return decision.outcome }
            state.consumptions[consumption.requestId] = consumption
            for take in decision.takes { state.purchaseConsumptions.append((consumption.requestId, take.transactionId, take.quantity)) }
            return decision.outcome
        }
    }
}
#endif
