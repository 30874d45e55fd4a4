/// What an uploaded retention image is for (`imageSize`): above a message's body, or a bullet point's icon.
public struct ImageSize: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// An image shown above the message body: 3840 pixels wide, 160 to 2160 high.
    public static let fullSize = Self(rawValue: "FULL_SIZE")
    /// A bullet point's icon.
    public static let bulletPoint = Self(rawValue: "BULLET_POINT")

    public static let documentedValues: [Self] = [.fullSize, .bulletPoint]
}

/// Where Apple's review of an uploaded image or message stands: Apple's `imageState` and `messageState`,
/// which have the same values.
public struct ReviewState: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let pending = Self(rawValue: "PENDING")
    public static let approved = Self(rawValue: "APPROVED")
    public static let rejected = Self(rawValue: "REJECTED")

    public static let documentedValues: [Self] = [.pending, .approved, .rejected]
}

/// Where Apple's review of an uploaded image stands (`imageState`).
public typealias ImageState = ReviewState

/// The answer of Get Image List (`GetImageListResponse`).
public struct GetImageListResponse: Codable, Hashable, Sendable {
    public var imageIdentifiers: [GetImageListResponseItem]?

    public init(imageIdentifiers: [GetImageListResponseItem]? = nil) { self.imageIdentifiers = imageIdentifiers }
}

/// One uploaded image and its review state (`GetImageListResponseItem`).
public struct GetImageListResponseItem: Codable, Hashable, Sendable {
    /// The UUID the image was uploaded under.
    public var imageIdentifier: String?
    public var imageState: ImageState?
    public var imageSize: ImageSize?

    public init(imageIdentifier: String? = nil, imageState: ImageState? = nil, imageSize: ImageSize? = nil) {
        self.imageIdentifier = imageIdentifier
        self.imageState = imageState
        self.imageSize = imageSize
    }
}
