import AppStoreModels
import Foundation

/// The memory twin's writes: ownership settled, versions kept, revisions counted, consumables used; each as
/// ``SQLServerStorage`` does it (``SQLServerStorage/settleOwnership(of:claim:at:in:)`` and its peers).
extension MemoryServerStorage {
    /// Settles ownership, keeps the versions that supersede, and counts a change for each user concerned.
    static func keep(
        transactions: [TransactionRecord],
        renewalInfos: [RenewalInfoRecord],
        claim: PurchaseClaim?,
        at now: Date,
        in state: inout State
    ) throws(StorageError) {
        let affected = try settleOwnership(of: transactions, claim: claim, at: now, in: &state)
        for record in transactions {
            guard let id = record.payload.transactionId else { continue }
            if let kept = state.transactions[id], !SQLServerStorage.Rows.supersedes(record.payload, kept.payload) { continue }
            state.transactions[id] = record
        }
        for record in renewalInfos {
            let original = record.payload.originalTransactionId ?? ""
            if let kept = state.renewalInfos[original],
                (record.payload.signedDate?.wholeMilliseconds ?? 0) < (kept.payload.signedDate?.wholeMilliseconds ?? 0)
            {
                continue
            }
            state.renewalInfos[original] = record
        }
        let originals = Set(transactions.map { original(of: $0.payload) } + renewalInfos.map { $0.payload.originalTransactionId ?? "" })
        let owners = Set(originals.compactMap { state.owners[$0] })
        for user in owners.union(affected) where state.users[user] != nil { state.users[user, default: 0] += 1 }
    }

    /// Who owns the purchases of `transactions`: the claimant what nobody owns (binding the tokens nobody holds
    /// among those vouched for it), a
    /// purchase another user owns as the claim's policy says, a token bound to another user refused; without a
    /// claim, a purchase nobody owns goes to the user its token is bound to. Returns the users whose purchases changed.
    static func settleOwnership(
        of transactions: [TransactionRecord],
        claim: PurchaseClaim?,
        at now: Date,
        in state: inout State
    ) throws(StorageError) -> Set<String> {
        var tokensOf: [String: Set<String>] = [:]
        for record in transactions {
            tokensOf[original(of: record.payload), default: []].formUnion(record.payload.appAccountToken.map { [$0.uuidString.lowercased()] } ?? [])
        }
        var affected: Set<String> = claim.map { [$0.appUserId] } ?? []
        guard !tokensOf.isEmpty else { return affected }
        guard let claim else {
            var proposed: Set<String> = []
            for (original, tokens) in tokensOf {
                guard let owner = tokens.compactMap({ state.tokens[$0] }).min() else { continue }
                proposed.insert(owner)
                if state.owners[original] == nil { state.owners[original] = owner }
            }
            return proposed
        }
        let user = claim.appUserId
        var claimed: [String] = []
        for (original, tokens) in tokensOf.sorted(by: { $0.key < $1.key }) {
            guard tokens.allSatisfy({ state.tokens[$0] == nil || state.tokens[$0] == user }) else {
                if claim.policy == .linkUnowned { continue }
                throw StorageError(.ownedByAnotherUser, "the purchase \(original) carries an app account token bound to another app user")
            }
            claimed.append(original)
        }
        // Only the claimant's own tokens are bound: reporting a token first never makes it the reporter's.
        let vouched = claim.vouchedTokenKeys
        let unbound = Set(claimed.flatMap { tokensOf[$0] ?? [] }.filter { state.tokens[$0] == nil && vouched.contains($0) })
        for token in unbound { state.tokens[token] = user }
        // Purchases stored earlier with a token now bound, which nobody owns, go to the claimant too.
        for record in state.transactions.values {
            guard let token = record.payload.appAccountToken?.uuidString.lowercased(), unbound.contains(token) else { continue }
            let original = original(of: record.payload)
            if state.owners[original] == nil { state.owners[original] = user }
        }
        for original in claimed {
            guard let owner = state.owners[original] else {
                state.owners[original] = user
                continue
            }
            guard owner != user else { continue }
            switch claim.policy {
            case .transfer:
                state.owners[original] = user
                state.changes.append(
                    OwnershipChange(originalTransactionId: original, fromAppUserId: owner, toAppUserId: user, date: milliseconds(now))
                )
                affected.insert(owner)
            case .keep: throw StorageError(.ownedByAnotherUser, "the purchase \(original) belongs to another app user")
            case .linkUnowned: continue
            }
        }
        return affected
    }

    public func consume(_ consumption: Consumption, from purchases: [ConsumablePurchase]) async throws(StorageError) -> ConsumptionOutcome {
        try Consumption.check(consumption)
        return try change { state throws(StorageError) in
            let user = consumption.appUserId
            if state.users[user] != nil { state.users[user, default: 0] += 1 }
            let live = purchases.filter { purchase in
                state.transactions[purchase.transactionId].map { state.owners[Self.original(of: $0.payload)] == user } ?? false
            }
            var used: [String: Int] = [:]
            for taken in state.purchaseConsumptions { used[taken.transactionId, default: 0] += taken.quantity }
            let attributed = Set(state.purchaseConsumptions.map(\.requestId))
            let unattributed = state.consumptions.values
                .filter { $0.appUserId == user && $0.productId == consumption.productId && !attributed.contains($0.requestId) }
                .reduce(0) { $0 + $1.quantity }
            let remaining = live.map { ($0.transactionId, max(0, $0.units - used[$0.transactionId, default: 0])) }
            let balance = max(0, remaining.reduce(0) { $0 + $1.1 } - unattributed)
            if let earlier = state.consumptions[consumption.requestId] {
                let same = earlier.appUserId == user && earlier.productId == consumption.productId && earlier.quantity == consumption.quantity
                return same ? .alreadyApplied(balance: balance) : .requestIdReused
            }
            guard balance >= consumption.quantity else { return .insufficientBalance(balance: balance) }
            state.consumptions[consumption.requestId] = consumption
            var left = consumption.quantity
            for (transactionId, units) in remaining where left > 0 && units > 0 {
                let take = min(units, left)
                left -= take
                state.purchaseConsumptions.append((consumption.requestId, transactionId, take))
            }
            return .consumed(balance: balance - consumption.quantity)
        }
    }
}
