#if Server
import AppStoreModels
import Foundation

/// Who owns a purchase, decided from what a backing read inside its transaction: one rule for every backing,
/// which only reads the inputs (tokens bound to users, current owners) and writes what it returns.
///
/// A claim (an app reporting transactions for a user) takes what nobody owns and binds the tokens nobody holds
/// among those vouched for the claimant; a purchase another user owns goes as the claim's policy says; a
/// purchase whose token is bound to another user is refused unless the policy only links the unowned. Without a
/// claim (a notification), a purchase nobody owns goes to the user its token is bound to.
enum OwnershipRule {
    /// The app account tokens (lowercased) each purchase's transactions carry, by original transaction id.
    static func tokens(of transactions: some Sequence<JWSTransactionDecodedPayload>) -> [String: Set<String>] {
        var tokensOf: [String: Set<String>] = [:]
        for payload in transactions {
            tokensOf[SignedVersions.original(of: payload), default: []].formUnion(payload.appAccountToken.map { [$0.uuidString.lowercased()] } ?? [])
        }
        return tokensOf
    }

    /// Without a claim: the owner of each purchase whose token is bound (the first such user by name).
    static func ownersByToken(_ tokensOf: [String: Set<String>], bound: [String: String]) -> [String: String] {
        var owners: [String: String] = [:]
        for (original, tokens) in tokensOf {
            if let owner = tokens.compactMap({ bound[$0] }).min() { owners[original] = owner }
        }
        return owners
    }

    /// What a claim takes: the purchases it claims (in order), and the tokens it binds to the claimant — only its
    /// own (vouched) ones, so reporting a token first never makes it the reporter's. Throws when a purchase's
    /// token is bound to another user and the policy is not to link only the unowned.
    static func claim(
        _ tokensOf: [String: Set<String>],
        bound: [String: String],
        by claim: PurchaseClaim
    ) throws(StorageError) -> (claimed: [String], binds: Set<String>) {
        var claimed: [String] = []
        for (original, tokens) in tokensOf.sorted(by: { $0.key < $1.key }) {
            guard tokens.allSatisfy({ bound[$0] == nil || bound[$0] == claim.appUserId }) else {
                if claim.policy == .linkUnowned { continue }
                throw StorageError(.ownedByAnotherUser, "the purchase \(original) carries an app account token bound to another app user")
            }
            claimed.append(original)
        }
        let vouched = claim.vouchedTokenKeys
        let binds = Set(claimed.flatMap { tokensOf[$0] ?? [] }.filter { bound[$0] == nil && vouched.contains($0) })
        return (claimed, binds)
    }

    /// What the claimed purchases' current `owners` mean: the ones that move to the claimant (from whom), and
    /// the ones nobody owns (the claimant takes them). Throws when the policy keeps another user's purchase.
    static func settle(
        _ claimed: [String],
        owners: [String: String],
        by claim: PurchaseClaim
    ) throws(StorageError) -> (transfers: [(original: String, from: String)], unowned: [String]) {
        var transfers: [(original: String, from: String)] = []
        for original in claimed {
            guard let owner = owners[original], owner != claim.appUserId else { continue }
            switch claim.policy {
            case .transfer: transfers.append((original, owner))
            case .keep: throw StorageError(.ownedByAnotherUser, "the purchase \(original) belongs to another app user")
            case .linkUnowned: continue
            }
        }
        return (transfers, claimed.filter { owners[$0] == nil })
    }
}
#endif
