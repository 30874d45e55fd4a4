import AppStoreModels
import LocalAppStore

/// Apple's rules for Retention Messaging content: the limits uploads are held to, and what may be shown.
extension RetentionContent {
    /// Apple's limits (https://developer.apple.com/documentation/retentionmessaging/upload-image and
    /// https://developer.apple.com/documentation/retentionmessaging/upload-message).
    public static let maximumImages = 2_000
    public static let maximumMessages = 2_000
    public static let maximumHeaderLength = 66
    public static let maximumBodyLength = 144
    public static let maximumAltTextLength = 150
    public static let maximumBulletPoints = 5
    public static let maximumBulletPointTextLength = 66
    public static let maximumRealtimeURLLength = 256
    /// Apple counts a text's characters; one character may be a grapheme of any number of combining marks, so a
    /// text is also held to this many UTF-8 bytes per character of its limit (a flag takes 8, most emoji 4).
    public static let maximumBytesPerCharacter = 16

    /// Why `text`, held to `limit` characters, is too long, or nil: its characters, or its bytes past
    /// ``maximumBytesPerCharacter`` per character of the limit.
    static func excess(of text: String, limit: Int, what: String) -> String? {
        if text.count > limit { return "\(what) has \(text.count) characters; at most \(limit)" }
        let bytes = text.utf8.count
        if bytes > limit * maximumBytesPerCharacter {
            return "\(what) has \(bytes) bytes in \(text.count) characters; at most \(limit * maximumBytesPerCharacter) (\(limit) characters)"
        }
        return nil
    }

    /// Whether `id`'s message can be shown: approved, with its images approved.
    public func isShowable(message id: String) -> Bool {
        guard let message = messages[id], message.state == .approved else { return false }
        return message.imageIdentifiers.allSatisfy { images[$0]?.state == .approved }
    }
}

extension RetentionMessage {
    /// The images the message shows (its own and its bullet points').
    public var imageIdentifiers: [String] {
        ([content.image?.imageIdentifier] + (content.bulletPoints ?? []).map(\.imageIdentifier)).compactMap { $0?.lowercased() }
    }
}

/// A product and a locale, the key of a default message.
public struct DefaultMessageKey: Hashable, Sendable {
    public var productId: String
    public var locale: String

    public init(productId: String, locale: String) {
        self.productId = productId
        self.locale = locale
    }

    var text: String { "\(productId) \(locale)" }
}
