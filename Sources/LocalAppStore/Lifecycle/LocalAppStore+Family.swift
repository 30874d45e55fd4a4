import AppStoreModels
import Foundation
import StoreKitConfiguration

extension LocalAppStore {
    /// Puts `accountId` in family `familyId`. Family Sharing then works both ways at once: the
    /// newcomer gets a copy of every family-shareable non-consumable the others bought
    /// (`ONE_TIME_CHARGE`) and of each of their live shareable subscriptions (`SUBSCRIBED`
    /// `INITIAL_BUY`, or `RESUBSCRIBE` for one it had shared before), and the others get the
    /// newcomer's the same way.
    public mutating func joinFamily(_ accountId: String, familyId: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            guard !familyId.isEmpty, !familyId.contains(where: \.isWhitespace) else {
                throw StoreError.invalidRequest("a family id is a non-empty word")
            }
            let newcomer = try store.account(accountId)
            if let current = newcomer.familyId {
                throw StoreError.invalidAction("account '\(accountId)' is already in family '\(current)'; it leaves that one first")
            }
            guard let position = store.positions.accounts[accountId] else { throw StoreError.unknownAccount(accountId) }
            store.state.accounts[position].familyId = familyId
            let joined = store.state.accounts[position]
            for member in store.familyMembers(of: joined) {
                try store.shareExistingPurchases(of: member, with: joined)
                try store.shareExistingPurchases(of: joined, with: member)
            }
        }
    }

    /// Takes `accountId` out of its family: it loses every purchase shared with it, and the others
    /// lose what it shared with them. Each lost copy is re-signed with `revocationDate` and
    /// `revocationType` `FAMILY_REVOKE`, and its holder gets `REVOKE`.
    public mutating func leaveFamily(_ accountId: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in
            let leaver = try store.account(accountId)
            guard leaver.familyId != nil else { throw StoreError.invalidAction("account '\(accountId)' is not in a family") }
            let others = Set(store.familyMembers(of: leaver).map(\.id))
            let now = MillisecondDate(store.state.now)
            let held = store.state.transactions.held(by: accountId)
            let sharedWithLeaver = held.filter { $0.sharedFrom != nil }
            let sharedByLeaver = held.filter { $0.sharedFrom == nil }
                .flatMap { store.state.transactions.copies(of: $0.id) }.filter { others.contains($0.accountId) }
            for copy in sharedWithLeaver + sharedByLeaver where copy.payload.revocationDate == nil {
                var subscription: Int?
                if copy.payload.type == .autoRenewable {
                    // Only the current period of a live shared subscription is taken back.
                    subscription = store.state.subscriptions.firstIndex {
                        $0.accountId == copy.accountId && $0.sharedFrom != nil && $0.latestTransactionId == copy.id && $0.isLive
                    }
                    guard subscription != nil else { continue }
                }
                try store.takeBack(copy.id, subscriptionAt: subscription, at: now, reason: .other)
            }
            if let position = store.positions.accounts[accountId] { store.state.accounts[position].familyId = nil }
        }
    }

    /// Gives `member` a copy of each family-shareable purchase `purchaser` holds now, with the
    /// notification the member's server would get.
    private mutating func shareExistingPurchases(of purchaser: Account, with member: Account) throws(StoreError) {
        let nonConsumables = state.transactions.held(by: purchaser.id).filter { owned in
            owned.sharedFrom == nil && owned.payload.type == .nonConsumable && owned.payload.revocationDate == nil
                && catalog[owned.productId]?.product.familyShareable == true
                && !state.transactions.copies(of: owned.id).contains { $0.accountId == member.id && $0.payload.revocationDate == nil }
        }
        for owned in nonConsumables {
            let copy = try shareTransaction(owned, with: member)
            try notify(.oneTimeCharge, accountId: member.id, transaction: copy)
        }
        for index in state.subscriptions.indices {
            let record = state.subscriptions[index]
            guard record.accountId == purchaser.id, record.sharedFrom == nil, record.isLive,
                catalog[record.productId]?.product.familyShareable == true
            else { continue }
            let sharedBefore = state.subscriptions.contains { $0.accountId == member.id && $0.sharedFrom == record.originalTransactionId }
            let copy = try shareTransaction(try transaction(record.latestTransactionId), with: member)
            syncFamilyCopies(ofSubscriptionAt: index)
            guard
                let memberIndex = state.subscriptions.firstIndex(where: { $0.accountId == member.id && $0.sharedFrom == record.originalTransactionId }
                )
            else { continue }
            try notify(
                .subscribed,
                sharedBefore ? .resubscribe : .initialBuy,
                accountId: member.id,
                transaction: copy,
                subscription: state.subscriptions[memberIndex]
            )
        }
    }

    /// Marks a family member's copy as taken back at `date`: `FAMILY_REVOKE`, with `reason`.
    /// Takes back a family member's copy `copyId` (and the member's shared subscription at `index`, when it is one):
    /// the copy is re-signed with `revocationType` `FAMILY_REVOKE`, and its holder gets `REVOKE`.
    mutating func takeBack(_ copyId: String, subscriptionAt index: Int?, at date: MillisecondDate, reason: RevocationReason) throws(StoreError) {
        let revoked = try revise(copyId) { Self.revokeFamilyShare(&$0, at: date, reason: reason) }
        if let index { state.subscriptions[index].revoke() }
        try notify(.revoke, accountId: revoked.accountId, transaction: revoked, subscription: index.map { state.subscriptions[$0] })
    }

    static func revokeFamilyShare(_ payload: inout JWSTransactionDecodedPayload, at date: MillisecondDate, reason: RevocationReason) {
        payload.revocationDate = date
        payload.revocationReason = reason
        payload.revocationType = .familyRevoke
    }
}
