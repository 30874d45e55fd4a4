public import AppStoreModels
public import LocalAppStore
public import LocalAppStoreServerAPI

// Retention Messaging as members of the store itself, as it was before it had a type of its own
// (`LocalAppStore.RetentionMessaging`): each forwards to `retentionMessaging`, and goes in a later major version.
extension LocalAppStore {
    @available(*, deprecated, message: "use retentionMessaging.abandonPerformanceTests()")
    public mutating func abandonPerformanceTests() { retentionMessaging.abandonPerformanceTests() }

    @available(*, deprecated, message: "use retentionMessaging.choose(_:inCancelFlow:)")
    public mutating func choose(_ choice: CancelFlow.Choice, inCancelFlow id: String) throws(StoreError) -> CancelFlow {
        try retentionMessaging.choose(choice, inCancelFlow: id)
    }

    @available(*, deprecated, message: "use retentionMessaging.configureDefaultMessage(_:_:)")
    public mutating func configureDefaultMessage(_ key: DefaultMessageKey, _ request: DefaultConfigurationRequest) throws(ServerAPIError) {
        try retentionMessaging.configureDefaultMessage(key, request)
    }

    @available(*, deprecated, message: "use retentionMessaging.configureRealtimeURL(_:)")
    public mutating func configureRealtimeURL(_ request: RealtimeUrlRequest) throws(ServerAPIError) {
        try retentionMessaging.configureRealtimeURL(request)
    }

    @available(*, deprecated, message: "use retentionMessaging.defaultMessage(_:)")
    public func defaultMessage(_ key: DefaultMessageKey) throws(ServerAPIError) -> DefaultConfigurationResponse {
        try retentionMessaging.defaultMessage(key)
    }

    @available(*, deprecated, message: "use retentionMessaging.deleteDefaultMessage(_:)")
    public mutating func deleteDefaultMessage(_ key: DefaultMessageKey) throws(ServerAPIError) { try retentionMessaging.deleteDefaultMessage(key) }

    @available(*, deprecated, message: "use retentionMessaging.deleteImage(_:)")
    public mutating func deleteImage(_ identifier: String) throws(ServerAPIError) { try retentionMessaging.deleteImage(identifier) }

    @available(*, deprecated, message: "use retentionMessaging.deleteMessage(_:)")
    public mutating func deleteMessage(_ identifier: String) throws(ServerAPIError) { try retentionMessaging.deleteMessage(identifier) }

    @available(*, deprecated, message: "use retentionMessaging.deleteRealtimeURL()")
    public mutating func deleteRealtimeURL() throws(ServerAPIError) { try retentionMessaging.deleteRealtimeURL() }

    @available(*, deprecated, message: "use retentionMessaging.imageList()")
    public func imageList() -> GetImageListResponse { retentionMessaging.imageList() }

    @available(*, deprecated, message: "use retentionMessaging.messageList()")
    public func messageList() -> GetMessageListResponse { retentionMessaging.messageList() }

    @available(*, deprecated, message: "use retentionMessaging.performanceTestResult(_:)")
    public func performanceTestResult(_ requestId: String) throws(ServerAPIError) -> PerformanceTestResultResponse {
        try retentionMessaging.performanceTestResult(requestId)
    }

    @available(*, deprecated, message: "use retentionMessaging.prepareCancelFlow(product:accountId:locale:)")
    public func prepareCancelFlow(
        product productId: String,
        accountId: String = LocalAppStore.defaultAccountId,
        locale: String? = nil
    ) throws(StoreError) -> PreparedCancelFlow { try retentionMessaging.prepareCancelFlow(product: productId, accountId: accountId, locale: locale) }

    @available(*, deprecated, message: "use retentionMessaging.realtimeURL()")
    public func realtimeURL() throws(ServerAPIError) -> RealtimeUrlResponse { try retentionMessaging.realtimeURL() }

    @available(*, deprecated, message: "use retentionMessaging.recordCancelFlow(_:attempt:timeLimit:)")
    public mutating func recordCancelFlow(
        _ prepared: PreparedCancelFlow,
        attempt: RealtimeAttempt?,
        timeLimit: Duration = LocalAppStore.realtimeResponseTimeLimit
    ) throws(StoreError) -> CancelFlow { try retentionMessaging.recordCancelFlow(prepared, attempt: attempt, timeLimit: timeLimit) }

    @available(*, deprecated, message: "use retentionMessaging.recordPerformanceSamples(_:test:finished:)")
    public mutating func recordPerformanceSamples(_ samples: [PerformanceTestRun.Sample], test requestId: String, finished: Bool) {
        retentionMessaging.recordPerformanceSamples(samples, test: requestId, finished: finished)
    }

    @available(*, deprecated, message: "use retentionMessaging.removeConnectRetentionMessage(_:)")
    public mutating func removeConnectRetentionMessage(_ referenceName: String) throws(StoreError) {
        try retentionMessaging.removeConnectRetentionMessage(referenceName)
    }

    @available(*, deprecated, message: "use retentionMessaging.removeRetentionOffer(_:)")
    public mutating func removeRetentionOffer(_ id: String) throws(StoreError) { try retentionMessaging.removeRetentionOffer(id) }

    @available(*, deprecated, message: "use retentionMessaging.review(_:approve:)")
    public mutating func review(_ identifier: String, approve: Bool) throws(StoreError) {
        try retentionMessaging.review(identifier, approve: approve)
    }

    @available(*, deprecated, message: "use retentionMessaging.setConnectRetentionMessage(_:)")
    public mutating func setConnectRetentionMessage(_ message: ConnectRetentionMessage) throws(StoreError) {
        try retentionMessaging.setConnectRetentionMessage(message)
    }

    @available(*, deprecated, message: "use retentionMessaging.setRetentionOffer(_:)")
    public mutating func setRetentionOffer(_ offer: RetentionOffer) throws(StoreError) { try retentionMessaging.setRetentionOffer(offer) }

    @available(*, deprecated, message: "use retentionMessaging.startPerformanceTest(_:config:)")
    public mutating func startPerformanceTest(
        _ request: PerformanceTestRequest,
        config: PerformanceTestConfig
    ) throws(ServerAPIError) -> (response: PerformanceTestResponse, bodies: [[UInt8]]) {
        try retentionMessaging.startPerformanceTest(request, config: config)
    }

    @available(*, deprecated, message: "use retentionMessaging.uploadImage(_:size:png:)")
    public mutating func uploadImage(_ identifier: String, size: ImageSize?, png: [UInt8]) throws(ServerAPIError) {
        try retentionMessaging.uploadImage(identifier, size: size, png: png)
    }

    @available(*, deprecated, message: "use retentionMessaging.uploadMessage(_:_:)")
    public mutating func uploadMessage(_ identifier: String, _ body: UploadMessageRequestBody) throws(ServerAPIError) {
        try retentionMessaging.uploadMessage(identifier, body)
    }

    @available(*, deprecated, message: "use retentionMessaging.cancelFlows")
    public var cancelFlows: [CancelFlow] { retentionMessaging.cancelFlows }

    @available(*, deprecated, message: "use retentionMessaging.connectRetentionMessages")
    public var connectRetentionMessages: [ConnectRetentionMessage] { retentionMessaging.connectRetentionMessages }

    @available(*, deprecated, message: "use retentionMessaging.performanceTests")
    public var performanceTests: [PerformanceTestRun] { retentionMessaging.performanceTests }

    @available(*, deprecated, message: "use retentionMessaging.realtimeURLLeniency")
    public var realtimeURLLeniency: String? { retentionMessaging.realtimeURLLeniency }

    @available(*, deprecated, message: "use retentionMessaging.retentionContent")
    public var retentionContent: RetentionContent { retentionMessaging.retentionContent }

    @available(*, deprecated, message: "use retentionMessaging.retentionOffers")
    public var retentionOffers: [RetentionOffer] { retentionMessaging.retentionOffers }

    @available(*, deprecated, message: "use RetentionMessaging.performanceTestConfig(duration:)")
    public static func performanceTestConfig(duration: Duration) -> PerformanceTestConfig {
        RetentionMessaging.performanceTestConfig(duration: duration)
    }

    @available(*, deprecated, message: "use RetentionMessaging.maximumRealtimeAnswerBytes")
    public static let maximumRealtimeAnswerBytes: Int = RetentionMessaging.maximumRealtimeAnswerBytes

    @available(*, deprecated, message: "use RetentionMessaging.maximumRetentionLocalizations")
    public static let maximumRetentionLocalizations: Int = RetentionMessaging.maximumRetentionLocalizations

    @available(*, deprecated, message: "use RetentionMessaging.maximumRetentionNameLength")
    public static let maximumRetentionNameLength: Int = RetentionMessaging.maximumRetentionNameLength

    @available(*, deprecated, message: "use RetentionMessaging.maximumRetentionOffersPerProduct")
    public static let maximumRetentionOffersPerProduct: Int = RetentionMessaging.maximumRetentionOffersPerProduct

    @available(*, deprecated, message: "use RetentionMessaging.realtimeResponseTimeLimit")
    public static let realtimeResponseTimeLimit: Duration = RetentionMessaging.realtimeResponseTimeLimit
}
