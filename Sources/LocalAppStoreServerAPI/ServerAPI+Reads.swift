public import AppStoreModels
import Foundation
public import LocalAppStore

/// What the App Store Server API's endpoints ask of the store: whose a transaction is, and the subscription an
/// original transaction starts.
extension LocalAppStore {
    /// The customer a transaction id, original transaction id or app transaction id belongs to.
    func customer(ofAnyTransactionId id: String) throws(ServerAPIError) -> String {
        try Self.checkTransactionId(id)
        if let record = state.transactions[id] { return record.accountId }
        if let account = state.accounts.first(where: { $0.appTransactionId == id }) { return account.id }
        throw ServerAPIError(.transactionIdNotFound, "no transaction \(id)")
    }

    /// Apple's transaction ids are decimal numbers.
    static func checkTransactionId(_ id: String, code: APIErrorCode = .invalidTransactionId) throws(ServerAPIError) {
        guard !id.isEmpty, id.count <= 32, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw ServerAPIError(code, "'\(id.prefix(40))' is not a transaction id")
        }
    }

    /// The subscription whose chain `originalTransactionId` starts, for endpoints that take one.
    func subscription(original originalTransactionId: String) throws(ServerAPIError) -> SubscriptionRecord {
        try Self.checkTransactionId(originalTransactionId, code: .invalidOriginalTransactionId)
        guard let record = state.transactions[originalTransactionId] else {
            throw ServerAPIError(.originalTransactionIdNotFound, "no transaction \(originalTransactionId)")
        }
        guard record.originalTransactionId == record.id else {
            throw ServerAPIError(.transactionIdIsNotOriginalTransactionId, "\(originalTransactionId) is not an original transaction id")
        }
        guard
            let subscription = state.subscriptions.first(where: {
                $0.originalTransactionId == originalTransactionId && $0.accountId == record.accountId
            })
        else { throw ServerAPIError(.originalTransactionIdNotFound, "\(originalTransactionId) does not start an auto-renewable subscription") }
        return subscription
    }
}

/// The App Store Server API's reads, answered from the store's state. Each throws a ``ServerAPIError`` with Apple's
/// code, and changes nothing.
extension LocalAppStore.ServerAPI {
    /// Get Transaction Info: the transaction's latest signed version.
    public func transactionInfo(_ transactionId: String) throws(ServerAPIError) -> TransactionInfoResponse {
        try LocalAppStore.checkTransactionId(transactionId)
        guard let record = store.state.transactions[transactionId] else {
            throw ServerAPIError(.transactionIdNotFound, "no transaction \(transactionId)")
        }
        var response = TransactionInfoResponse()
        response.signedTransactionInfo = record.jws
        return response
    }

    /// Get All Subscription Statuses: the customer's subscriptions by group, each with its latest
    /// transaction and renewal info signed now; only those of `statuses` when given.
    public func subscriptionStatuses(
        _ anyTransactionId: String,
        statuses: [AutoRenewableSubscriptionStatus] = []
    ) throws(ServerAPIError) -> StatusResponse {
        if let unknown = statuses.first(where: { !$0.isDocumented }) {
            throw ServerAPIError(.invalidStatus, "\(unknown) is not a subscription status")
        }
        let accountId = try store.customer(ofAnyTransactionId: anyTransactionId)
        var groups: [String: [LastTransactionsItem]] = [:]
        var order: [String] = []
        for record in store.state.subscriptions where record.accountId == accountId {
            let status = store.status(of: record)
            guard statuses.isEmpty || statuses.contains(status) else { continue }
            guard let latest = store.state.transactions[record.latestTransactionId] else { continue }
            var item = LastTransactionsItem()
            item.status = status
            item.originalTransactionId = record.originalTransactionId
            item.signedTransactionInfo = latest.jws
            do { item.signedRenewalInfo = try store.signedRenewalInfo(for: record) } catch { throw ServerAPIError(error) }
            if groups[record.groupId] == nil { order.append(record.groupId) }
            groups[record.groupId, default: []].append(item)
        }
        var response = StatusResponse()
        response.environment = store.environment
        response.bundleId = store.state.bundleId
        response.data = order.map { group in
            var item = SubscriptionGroupIdentifierItem()
            item.subscriptionGroupIdentifier = group
            item.lastTransactions = groups[group]
            return item
        }
        return response
    }

    /// The order id of a purchase (nil for a family member's shared copy, which has no order).
    public func orderId(of record: TransactionRecord) -> String? {
        guard record.sharedFrom == nil, let number = Int64(record.id) else { return nil }
        return OrderId.make(transactionNumber: number)
    }

    /// Look Up Order ID: the transactions of the order, or status `1` (invalid) for an order id that
    /// is not one of this app's.
    public func lookUpOrder(_ orderId: String) -> OrderLookupResponse {
        guard let number = OrderId.transactionNumber(of: orderId), let record = store.state.transactions[String(number)], record.sharedFrom == nil
        else {
            return OrderLookupResponse(status: .invalid, signedTransactions: [])
        }
        return OrderLookupResponse(status: .valid, signedTransactions: [record.jws])
    }

    /// Get App Transaction Info: the customer's app transaction, signed now.
    public func appTransactionInfo(_ anyTransactionId: String) throws(ServerAPIError) -> AppTransactionInfoResponse {
        let accountId = try store.customer(ofAnyTransactionId: anyTransactionId)
        guard let account = store.state.accounts.first(where: { $0.id == accountId }) else {
            throw ServerAPIError(.appTransactionDoesNotExist, "no app transaction for \(anyTransactionId)")
        }
        do { return AppTransactionInfoResponse(signedAppTransactionInfo: try store.sign(store.appTransactionPayload(for: account))) } catch {
            throw ServerAPIError(error)
        }
    }
}
