public import AppStoreModels
public import LocalAppStore

// The App Store Server API as members of the store itself, as it was before it had a type of its own
// (`LocalAppStore.ServerAPI`): each forwards to `serverAPI`, and goes in a later major version.
extension LocalAppStore {
    @available(*, deprecated, message: "use serverAPI.apiKeys")
    public var apiKeys: [APIKey] { serverAPI.apiKeys }

    @available(*, deprecated, message: "use serverAPI.apiIssuerId")
    public var apiIssuerId: String? { serverAPI.apiIssuerId }

    @available(*, deprecated, message: "use serverAPI.createAPIKey()")
    public mutating func createAPIKey() -> (key: APIKey, privateKeyPEM: String) { serverAPI.createAPIKey() }

    @available(*, deprecated, message: "use serverAPI.revokeAPIKey(_:)")
    public mutating func revokeAPIKey(_ keyId: String) throws(StoreError) { try serverAPI.revokeAPIKey(keyId) }

    @available(*, deprecated, message: "use serverAPI.transactionInfo(_:)")
    public func transactionInfo(_ transactionId: String) throws(ServerAPIError) -> TransactionInfoResponse {
        try serverAPI.transactionInfo(transactionId)
    }

    @available(*, deprecated, message: "use serverAPI.subscriptionStatuses(_:statuses:)")
    public func subscriptionStatuses(
        _ anyTransactionId: String,
        statuses: [AutoRenewableSubscriptionStatus] = []
    ) throws(ServerAPIError) -> StatusResponse {
        try serverAPI.subscriptionStatuses(anyTransactionId, statuses: statuses)
    }

    @available(*, deprecated, message: "use serverAPI.orderId(of:)")
    public func orderId(of record: TransactionRecord) -> String? { serverAPI.orderId(of: record) }

    @available(*, deprecated, message: "use serverAPI.lookUpOrder(_:)")
    public func lookUpOrder(_ orderId: String) -> OrderLookupResponse { serverAPI.lookUpOrder(orderId) }

    @available(*, deprecated, message: "use serverAPI.appTransactionInfo(_:)")
    public func appTransactionInfo(_ anyTransactionId: String) throws(ServerAPIError) -> AppTransactionInfoResponse {
        try serverAPI.appTransactionInfo(anyTransactionId)
    }

    @available(*, deprecated, message: "use serverAPI.transactionHistory(_:query:revision:version:)")
    public func transactionHistory(
        _ anyTransactionId: String,
        query: TransactionHistoryQuery = TransactionHistoryQuery(),
        revision: String? = nil,
        version: TransactionHistoryVersion = .v2
    ) throws(ServerAPIError) -> HistoryResponse {
        try serverAPI.transactionHistory(anyTransactionId, query: query, revision: revision, version: version)
    }

    @available(*, deprecated, message: "use serverAPI.refundHistory(_:revision:)")
    public func refundHistory(_ anyTransactionId: String, revision: String? = nil) throws(ServerAPIError) -> RefundHistoryResponse {
        try serverAPI.refundHistory(anyTransactionId, revision: revision)
    }

    @available(*, deprecated, message: "use serverAPI.notificationHistory(_:paginationToken:)")
    public func notificationHistory(
        _ request: NotificationHistoryRequest,
        paginationToken: String? = nil
    ) throws(ServerAPIError) -> NotificationHistoryResponse {
        try serverAPI.notificationHistory(request, paginationToken: paginationToken)
    }

    @available(*, deprecated, message: "use serverAPI.testNotificationStatus(_:)")
    public func testNotificationStatus(_ token: String) throws(ServerAPIError) -> CheckTestNotificationResponse {
        try serverAPI.testNotificationStatus(token)
    }

    @available(*, deprecated, message: "use serverAPI.requestTestNotificationFromAPI()")
    public mutating func requestTestNotificationFromAPI() throws(ServerAPIError) -> SendTestNotificationResponse {
        try serverAPI.requestTestNotificationFromAPI()
    }

    @available(*, deprecated, message: "use serverAPI.extendRenewalDate(_:_:)")
    public mutating func extendRenewalDate(
        _ originalTransactionId: String,
        _ request: ExtendRenewalDateRequest
    ) throws(ServerAPIError) -> ExtendRenewalDateResponse {
        try serverAPI.extendRenewalDate(originalTransactionId, request)
    }

    @available(*, deprecated, message: "use serverAPI.massExtendRenewalDate(_:)")
    public mutating func massExtendRenewalDate(_ request: MassExtendRenewalDateRequest) throws(ServerAPIError) -> MassExtendRenewalDateResponse {
        try serverAPI.massExtendRenewalDate(request)
    }

    @available(*, deprecated, message: "use serverAPI.massExtensionStatus(productId:requestIdentifier:)")
    public func massExtensionStatus(productId: String, requestIdentifier: String) throws(ServerAPIError) -> MassExtendRenewalDateStatusResponse {
        try serverAPI.massExtensionStatus(productId: productId, requestIdentifier: requestIdentifier)
    }

    @available(*, deprecated, message: "use serverAPI.setAppAccountToken(_:_:)")
    public mutating func setAppAccountToken(_ originalTransactionId: String, _ request: UpdateAppAccountTokenRequest) throws(ServerAPIError) {
        try serverAPI.setAppAccountToken(originalTransactionId, request)
    }

    @available(*, deprecated, message: "use serverAPI.sendConsumptionInformation(_:body:version:)")
    public mutating func sendConsumptionInformation(_ transactionId: String, body: String, version: Int) throws(ServerAPIError) {
        try serverAPI.sendConsumptionInformation(transactionId, body: body, version: version)
    }

    @available(*, deprecated, message: "use serverAPI.finishTransactionFromAPI(_:)")
    public mutating func finishTransactionFromAPI(_ transactionId: String) throws(ServerAPIError) {
        try serverAPI.finishTransactionFromAPI(transactionId)
    }

    @available(*, deprecated, message: "use serverAPI.consumptionReport(for:)")
    public func consumptionReport(for id: String) -> ConsumptionReport? { serverAPI.consumptionReport(for: id) }

    @available(*, deprecated, message: "use serverAPI.consumptionReports")
    public var consumptionReports: [String: ConsumptionReport] { serverAPI.consumptionReports }
}
