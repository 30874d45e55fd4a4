public import AppStoreModels
public import Foundation

/// One App Store Server Notification V2 the store produced, kept in order until it is sent.
public struct OutboxEntry: Codable, Hashable, Sendable {
    public var notificationUUID: String
    public var notificationType: NotificationType
    public var subtype: NotificationSubtype?
    /// The customer the event concerns.
    public var accountId: String
    /// The signed `responseBodyV2` payload, exactly as it would be posted.
    public var signedPayload: String
    public var signedDate: Date
    /// Each attempt to deliver it to the notification URL, oldest first (nil: none yet).
    public var sendAttempts: [SendAttemptItem]?

    /// Whether an attempt delivered it.
    public var isDelivered: Bool { sendAttempts?.contains { $0.sendAttemptResult == .success } ?? false }
}
