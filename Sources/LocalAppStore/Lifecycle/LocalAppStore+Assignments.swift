import AppStoreModels
import Foundation

/// Subscriptions an organization or group assigns to a customer (multiseat purchases: Volume Purchasing through
/// Apple Business or Apple School Manager, Group Purchases). The customer gets a transaction of their own with
/// `inAppOwnershipType` `ASSIGNED` (https://developer.apple.com/documentation/appstoreserverapi/inappownershiptype);
/// it renews on the purchaser's schedule
/// (https://developer.apple.com/documentation/appstoreserverapi/assignedsubscriptionextensionineligibleerror), and
/// the purchaser can take it back: `revocationType` `ASSIGNMENT_REVOKE`, after which the app revokes the customer's
/// access (https://developer.apple.com/documentation/appstoreserverapi/revocationtype).
extension LocalAppStore {
    /// Organization `organization` assigns a seat of auto-renewable subscription `productId` to `accountId`: a new
    /// `ASSIGNED` subscription of the account's (never shared with its family), with `SUBSCRIBED` `INITIAL_BUY`.
    /// Apple assigns subscriptions only, and one seat of a group at a time to a customer.
    public mutating func assign(_ productId: String, to accountId: String, organization: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in try store.assignSeat(productId, to: accountId, organization: organization)
        }
    }

    /// The organization takes back the seat whose subscription starts with `originalTransactionId`: its current
    /// transaction is re-signed with `revocationDate` now, `revocationType` `ASSIGNMENT_REVOKE` and
    /// `revocationReason` `0` (as for a Family Sharing revocation), the subscription ends, and the customer gets
    /// `REVOKE`. Apple's notification pages name Family Sharing for `REVOKE`; that an assignment revocation sends
    /// it too is this store's reading.
    public mutating func revokeAssignment(_ originalTransactionId: String) throws(StoreError) {
        try atomically { (store: inout LocalAppStore) throws(StoreError) in try store.revokeSeat(originalTransactionId) }
    }

    private mutating func assignSeat(_ productId: String, to accountId: String, organization: String) throws(StoreError) {
        guard !organization.isEmpty, !organization.contains(where: \.isWhitespace) else {
            throw StoreError.invalidRequest("an organization is a non-empty word")
        }
        guard let item = catalog[productId] else { throw StoreError.unknownProduct(productId) }
        guard item.type == .autoRenewable else {
            throw StoreError.invalidAction("\(productId) is not an auto-renewable subscription; organizations assign subscriptions only")
        }
        let account = try account(accountId)
        if let seat = state.subscriptions.first(where: {
            $0.accountId == accountId && $0.groupId == item.groupId && $0.assignedBy != nil && $0.isLive
        }) {
            throw StoreError.invalidAction("\(accountId) already has a seat of group \(item.groupId ?? "") from \(seat.assignedBy ?? "")")
        }
        let now = state.now
        var record = SubscriptionRecord.starting(item, for: account.id, at: now)
        record.assignedBy = organization
        let index = state.subscriptions.count
        state.subscriptions.append(record)
        let issued = try startPeriod(ofSubscriptionAt: index, product: item, at: now, reason: .purchase, appAccountToken: nil)
        try notify(.subscribed, .initialBuy, accountId: accountId, transaction: issued, subscription: state.subscriptions[index])
    }

    private mutating func revokeSeat(_ originalTransactionId: String) throws(StoreError) {
        guard let index = state.subscriptions.firstIndex(where: { $0.originalTransactionId == originalTransactionId && $0.sharedFrom == nil })
        else { throw StoreError.noSubscription("with original transaction \(originalTransactionId)") }
        let record = state.subscriptions[index]
        guard record.assignedBy != nil else {
            throw StoreError.invalidAction("\(originalTransactionId) is the customer's own purchase, not an assigned seat")
        }
        guard record.isLive else { throw StoreError.invalidAction("the seat \(originalTransactionId) has \(record.phase.rawValue)") }
        let now = MillisecondDate(state.now)
        let revoked = try revise(record.latestTransactionId) { payload in
            payload.revocationDate = now
            payload.revocationReason = .other
            payload.revocationType = .assignmentRevoke
        }
        state.subscriptions[index].revoke()
        try notify(.revoke, accountId: record.accountId, transaction: revoked, subscription: state.subscriptions[index])
    }
}
