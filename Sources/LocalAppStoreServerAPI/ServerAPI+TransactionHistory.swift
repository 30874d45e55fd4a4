public import AppStoreModels
import Foundation
public import LocalAppStore

/// Which Get Transaction History: version 1 leaves out consumables the app finished; version 2 does not.
public enum TransactionHistoryVersion: String, Sendable {
    case v1, v2
}

extension LocalAppStore.ServerAPI {
    /// Get Transaction History: the customer's transactions that match `query`, twenty per page, sorted
    /// by when each was last signed (a refund or an upgrade re-signs one); `revision` continues a list.
    public func transactionHistory(
        _ anyTransactionId: String,
        query: TransactionHistoryQuery = TransactionHistoryQuery(),
        revision: String? = nil,
        version: TransactionHistoryVersion = .v2
    ) throws(ServerAPIError) -> HistoryResponse {
        if let start = query.startDate, let end = query.endDate, start > end {
            throw ServerAPIError(.startDateAfterEndDate, "startDate is after endDate")
        }
        if let sort = query.sort, !sort.isDocumented { throw ServerAPIError(.invalidSort, "\(sort) is not ASCENDING or DESCENDING") }
        if let type = query.productTypes.first(where: { $0.productType == nil }) {
            throw ServerAPIError(.invalidProductType, "\(type) is not a product type")
        }
        if let ownership = query.inAppOwnershipType, !ownership.isDocumented {
            throw ServerAPIError(.invalidInAppOwnershipType, "\(ownership) is not an ownership type")
        }
        let accountId = try store.customer(ofAnyTransactionId: anyTransactionId)
        let types = Set(query.productTypes.compactMap(\.productType))
        var matching = store.state.transactions.held(by: accountId).filter { record in
            let payload = record.payload
            if version == .v1, payload.type == .consumable, record.isFinished, payload.revocationDate == nil { return false }
            if let start = query.startDate, (payload.purchaseDate ?? start) < start { return false }
            if let end = query.endDate, (payload.purchaseDate ?? end) >= end { return false }
            if !query.productIds.isEmpty, !query.productIds.contains(record.productId) { return false }
            if !types.isEmpty, !types.contains(payload.type ?? .consumable) { return false }
            if !query.subscriptionGroupIdentifiers.isEmpty,
                !query.subscriptionGroupIdentifiers.contains(payload.subscriptionGroupIdentifier ?? "")
            {
                return false
            }
            if let ownership = query.inAppOwnershipType, payload.inAppOwnershipType != ownership { return false }
            if let revoked = query.revoked, (payload.revocationDate != nil) != revoked { return false }
            return true
        }
        let signed = { (record: TransactionRecord) in record.payload.signedDate ?? record.payload.purchaseDate ?? MillisecondDate(milliseconds: 0) }
        matching = matching.enumerated().sorted { lhs, rhs in
            let (left, right) = (signed(lhs.element), signed(rhs.element))
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
        if query.sort == .descending { matching.reverse() }
        let list = "history-\(version.rawValue)"
        let offset = try PageToken.offset(revision, list: list, count: matching.count, invalid: .invalidRequestRevision)
        let page = PageToken.page(matching, from: offset, list: list)
        var response = HistoryResponse()
        response.revision = page.next
        response.hasMore = page.hasMore
        response.bundleId = store.state.bundleId
        response.environment = store.environment
        response.signedTransactions = page.items.map(\.jws)
        return response
    }

    /// Get Refund History: the customer's refunded and revoked transactions, oldest revocation first,
    /// twenty per page.
    public func refundHistory(_ anyTransactionId: String, revision: String? = nil) throws(ServerAPIError) -> RefundHistoryResponse {
        let accountId = try store.customer(ofAnyTransactionId: anyTransactionId)
        let revoked = store.state.transactions.held(by: accountId).filter { $0.payload.revocationDate != nil }.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.payload.revocationDate!, rhs.element.payload.revocationDate!)
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
        let list = "refunds"
        let offset = try PageToken.offset(revision, list: list, count: revoked.count, invalid: .invalidRequestRevision)
        let page = PageToken.page(revoked, from: offset, list: list)
        var response = RefundHistoryResponse()
        response.signedTransactions = page.items.map(\.jws)
        response.revision = page.next
        response.hasMore = page.hasMore
        return response
    }
}
