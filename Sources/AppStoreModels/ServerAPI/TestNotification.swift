/// The response of Request a Test Notification (`SendTestNotificationResponse`).
public struct SendTestNotificationResponse: Codable, Hashable, Sendable {
    public var testNotificationToken: String?

    public init() {}
}

/// The response of Get Test Notification Status (`CheckTestNotificationResponse`).
public struct CheckTestNotificationResponse: Codable, Hashable, Sendable {
    public var signedPayload: String?
    public var sendAttempts: [SendAttemptItem]?

    public init() {}
}
