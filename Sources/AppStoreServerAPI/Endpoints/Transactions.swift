#if Server
public import AppStoreModels
public import Foundation
import NIOHTTP1

extension AppStoreServerAPIClient {
    /// Get Transaction Info.
    public func transactionInfo(_ transactionId: String) async throws(AppStoreServerAPIError) -> TransactionInfoResponse {
        try await send(.GET, "/inApps/v1/transactions/\(Self.segment(transactionId))", as: TransactionInfoResponse.self)
    }

    /// Get Transaction History (version 2 unless told): one page, from `revision` (nil: the first).
    public func transactionHistory(
        _ anyTransactionId: String,
        query: TransactionHistoryQuery = TransactionHistoryQuery(),
        revision: String? = nil,
        version: Int = 2
    ) async throws(AppStoreServerAPIError) -> HistoryResponse {
        guard version == 1 || version == 2 else { throw AppStoreServerAPIError(.invalidRequest, "Get Transaction History has versions 1 and 2") }
        var parameters = query.parameters
        if let revision { parameters.insert(("revision", revision), at: 0) }
        return try await send(.GET, "/inApps/v\(version)/history/\(Self.segment(anyTransactionId))", query: parameters, as: HistoryResponse.self)
    }

    /// Every page of Get Transaction History, fetched as the sequence is read.
    public func transactionHistoryPages(
        _ anyTransactionId: String,
        query: TransactionHistoryQuery = TransactionHistoryQuery(),
        version: Int = 2
    ) -> PageSequence<HistoryResponse> {
        PageSequence { (revision) async throws(AppStoreServerAPIError) in
            let page = try await transactionHistory(anyTransactionId, query: query, revision: revision, version: version)
            return (page, page.hasMore == true ? page.revision : nil)
        }
    }

    /// Look Up Order ID.
    public func lookUpOrder(_ orderId: String) async throws(AppStoreServerAPIError) -> OrderLookupResponse {
        try await send(.GET, "/inApps/v1/lookup/\(Self.segment(orderId))", as: OrderLookupResponse.self)
    }

    /// Get Refund History (version 2): one page, from `revision` (nil: the first).
    public func refundHistory(_ anyTransactionId: String, revision: String? = nil) async throws(AppStoreServerAPIError) -> RefundHistoryResponse {
        try await send(
            .GET,
            "/inApps/v2/refund/lookup/\(Self.segment(anyTransactionId))",
            query: revision.map { [("revision", $0)] } ?? [],
            as: RefundHistoryResponse.self
        )
    }

    /// Every page of Get Refund History.
    public func refundHistoryPages(_ anyTransactionId: String) -> PageSequence<RefundHistoryResponse> {
        PageSequence { (revision) async throws(AppStoreServerAPIError) in
            let page = try await refundHistory(anyTransactionId, revision: revision)
            return (page, page.hasMore == true ? page.revision : nil)
        }
    }

    /// Get App Transaction Info.
    public func appTransactionInfo(_ anyTransactionId: String) async throws(AppStoreServerAPIError) -> AppTransactionInfoResponse {
        try await send(.GET, "/inApps/v1/transactions/appTransactions/\(Self.segment(anyTransactionId))", as: AppTransactionInfoResponse.self)
    }

    /// Send Consumption Information (version 2 of the endpoint).
    public func sendConsumptionInformation(_ transactionId: String, _ request: ConsumptionRequest) async throws(AppStoreServerAPIError) {
        try await send(.PUT, "/inApps/v2/transactions/consumption/\(Self.segment(transactionId))", body: request)
    }

    /// Send Consumption Information (version 1, deprecated by Apple; consumables only).
    public func sendConsumptionData(_ transactionId: String, _ request: ConsumptionRequestV1) async throws(AppStoreServerAPIError) {
        try await send(.PUT, "/inApps/v1/transactions/consumption/\(Self.segment(transactionId))", body: request)
    }

    /// Set App Account Token on the purchase `originalTransactionId` starts (nil clears it).
    public func setAppAccountToken(_ originalTransactionId: String, _ token: UUID?) async throws(AppStoreServerAPIError) {
        let body = UpdateAppAccountTokenRequest(appAccountToken: token?.uuidString.lowercased() ?? "")
        try await send(.PUT, "/inApps/v1/transactions/\(Self.segment(originalTransactionId))/appAccountToken", body: body)
    }

    /// Finish Transaction: the server delivered the transaction.
    public func finishTransaction(_ transactionId: String) async throws(AppStoreServerAPIError) {
        try await send(.POST, "/inApps/v1/transactions/\(Self.segment(transactionId))/finish")
    }
}
#endif
