public import AppStoreModels
public import Foundation

/// What an app uploaded for Retention Messaging, and how Apple's review of it stands: images, messages,
/// default messages and the realtime URL (the App Store Connect side of the API, held by the store).
public struct RetentionContent: Codable, Hashable, Sendable {
    /// Uploaded images, by lowercase identifier.
    public var images: [String: RetentionImage] = [:]
    /// Uploaded messages, by lowercase identifier.
    public var messages: [String: RetentionMessage] = [:]
    /// Default messages (their identifiers), by product and locale.
    public var defaultMessages: [String: String] = [:]
    /// Where real-time retention requests are POSTed.
    public var realtimeURL: String?
    /// Retention messages set up in App Store Connect, by reference name (nil in a state saved before they were).
    public var connectMessages: [String: ConnectRetentionMessage]?
    /// Retention offers set up in App Store Connect, by offer identifier.
    public var retentionOffers: [String: RetentionOffer]?

    public init() {}
}

/// An uploaded image: what the store read of it (it keeps no pixels) and Apple's review.
public struct RetentionImage: Codable, Hashable, Sendable {
    public var identifier: String
    public var size: ImageSize
    public var state: ImageState
    public var width: Int
    public var height: Int
    public var byteCount: Int
    public var uploadDate: Date

    package init(identifier: String, size: ImageSize, state: ImageState, width: Int, height: Int, byteCount: Int, uploadDate: Date) {
        self.identifier = identifier
        self.size = size
        self.state = state
        self.width = width
        self.height = height
        self.byteCount = byteCount
        self.uploadDate = uploadDate
    }
}

/// An uploaded message and Apple's review.
public struct RetentionMessage: Codable, Hashable, Sendable {
    public var identifier: String
    public var content: UploadMessageRequestBody
    public var state: MessageState
    public var uploadDate: Date

    package init(identifier: String, content: UploadMessageRequestBody, state: MessageState, uploadDate: Date) {
        self.identifier = identifier
        self.content = content
        self.state = state
        self.uploadDate = uploadDate
    }
}
