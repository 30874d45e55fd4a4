/// The request body of Get Notification History (`NotificationHistoryRequest`).
public struct NotificationHistoryRequest: Codable, Hashable, Sendable {
    public var startDate: MillisecondDate?
    public var endDate: MillisecondDate?
    public var notificationType: NotificationType?
    public var notificationSubtype: NotificationSubtype?
    public var transactionId: String?
    /// Only notifications that did not reach the server.
    public var onlyFailures: Bool?

    public init() {}
}

/// A page of Get Notification History (`NotificationHistoryResponse`).
public struct NotificationHistoryResponse: Codable, Hashable, Sendable {
    /// Token for the next page.
    public var paginationToken: String?
    public var hasMore: Bool?
    public var notificationHistory: [NotificationHistoryResponseItem]?

    public init() {}
}

/// One notification and its delivery attempts (`NotificationHistoryResponseItem`).
public struct NotificationHistoryResponseItem: Codable, Hashable, Sendable {
    public var signedPayload: String?
    public var sendAttempts: [SendAttemptItem]?

    public init() {}
}

/// One attempt to deliver a notification (`SendAttemptItem`).
public struct SendAttemptItem: Codable, Hashable, Sendable {
    public var attemptDate: MillisecondDate?
    public var sendAttemptResult: SendAttemptResult?

    public init() {}
}
