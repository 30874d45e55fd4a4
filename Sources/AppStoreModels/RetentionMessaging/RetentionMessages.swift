/// Where Apple's review of an uploaded message stands (`messageState`).
public typealias MessageState = ReviewState

/// Where a message's header goes (`headerPosition`); above the body when absent.
public struct HeaderPosition: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let aboveBody = Self(rawValue: "ABOVE_BODY")
    /// Above the image: the message needs one.
    public static let aboveImage = Self(rawValue: "ABOVE_IMAGE")

    public static let documentedValues: [Self] = [.aboveBody, .aboveImage]
}

/// The request body of Upload Message (`UploadMessageRequestBody`).
public struct UploadMessageRequestBody: Codable, Hashable, Sendable {
    /// At most 66 characters.
    public var header: String?
    /// At most 144 characters.
    public var body: String?
    /// An image above the body (text-based messages only).
    public var image: UploadMessageImage?
    public var headerPosition: HeaderPosition?
    /// At most five.
    public var bulletPoints: [BulletPoint]?

    public init(header: String? = nil, body: String? = nil, image: UploadMessageImage? = nil) {
        self.header = header
        self.body = body
        self.image = image
    }
}

/// An uploaded image and its alternative text, as a message names it (`UploadMessageImage`).
public struct UploadMessageImage: Codable, Hashable, Sendable {
    public var imageIdentifier: String?
    /// At most 150 characters.
    public var altText: String?

    public init(imageIdentifier: String? = nil, altText: String? = nil) {
        self.imageIdentifier = imageIdentifier
        self.altText = altText
    }
}

/// One bullet point of a message: its text and its icon (`BulletPoint`).
public struct BulletPoint: Codable, Hashable, Sendable {
    /// At most 66 characters.
    public var text: String?
    public var imageIdentifier: String?
    /// At most 150 characters.
    public var altText: String?

    public init(text: String? = nil, imageIdentifier: String? = nil, altText: String? = nil) {
        self.text = text
        self.imageIdentifier = imageIdentifier
        self.altText = altText
    }
}

/// The answer of Get Message List (`GetMessageListResponse`).
public struct GetMessageListResponse: Codable, Hashable, Sendable {
    public var messageIdentifiers: [GetMessageListResponseItem]?

    public init(messageIdentifiers: [GetMessageListResponseItem]? = nil) { self.messageIdentifiers = messageIdentifiers }
}

/// One uploaded message and its review state (`GetMessageListResponseItem`).
public struct GetMessageListResponseItem: Codable, Hashable, Sendable {
    public var messageIdentifier: String?
    public var messageState: MessageState?

    public init(messageIdentifier: String? = nil, messageState: MessageState? = nil) {
        self.messageIdentifier = messageIdentifier
        self.messageState = messageState
    }
}

/// The request body of Configure Default Message (`DefaultConfigurationRequest`).
public struct DefaultConfigurationRequest: Codable, Hashable, Sendable {
    /// An approved message.
    public var messageIdentifier: String?

    public init(messageIdentifier: String? = nil) { self.messageIdentifier = messageIdentifier }
}

/// The answer of Get Default Message (`DefaultConfigurationResponse`).
public struct DefaultConfigurationResponse: Codable, Hashable, Sendable {
    public var messageIdentifier: String?

    public init(messageIdentifier: String? = nil) { self.messageIdentifier = messageIdentifier }
}

/// The request body of Configure Realtime URL (`RealtimeUrlRequest`).
public struct RealtimeUrlRequest: Codable, Hashable, Sendable {
    /// The HTTPS URL of the app server's Get Retention Message endpoint, at most 256 characters.
    public var realtimeURL: String?

    public init(realtimeURL: String? = nil) { self.realtimeURL = realtimeURL }
}

/// The answer of Get Realtime URL (`RealtimeUrlResponse`).
public struct RealtimeUrlResponse: Codable, Hashable, Sendable {
    public var realtimeURL: String?

    public init(realtimeURL: String? = nil) { self.realtimeURL = realtimeURL }
}
