import Foundation

/// A retention message set up in App Store Connect: localized text, an optional image, the subscriptions it is
/// for and the retention offers it may carry
/// (https://developer.apple.com/documentation/appstoreconnectapi/setting-up-retention-messaging; WWDC26 session 309).
/// The App Store shows it when the app server's real-time answer is missing or unusable, before the default
/// message of the Retention Messaging API.
public struct ConnectRetentionMessage: Codable, Hashable, Sendable {
    /// The name App Store Connect knows it by (`referenceName`), unique in the app.
    public var referenceName: String
    /// Its `header` and `body`, by locale (`en-US`).
    public var localizations: [String: Text]
    /// The Asset Library image it shows when no retention offer replaces it.
    public var image: String?
    /// The auto-renewable subscriptions it is shown for.
    public var productIds: [String]
    /// The retention offers it may carry (their `offerIdentifier`s), in the order the App Store tries them.
    public var offerIds: [String]
    /// Whether App Review approved its current version: Production shows only an approved message, while Sandbox
    /// testers always see the latest draft (App Store Connect Help, "Retention message statuses").
    public var isApproved: Bool

    public init(
        referenceName: String,
        localizations: [String: Text],
        image: String? = nil,
        productIds: [String],
        offerIds: [String] = [],
        isApproved: Bool = false
    ) {
        self.referenceName = referenceName
        self.localizations = localizations
        self.image = image
        self.productIds = productIds
        self.offerIds = offerIds
        self.isApproved = isApproved
    }

    /// One locale's text: a retention message always has text; the image and offers are optional.
    public struct Text: Codable, Hashable, Sendable {
        public var header: String
        public var body: String

        public init(header: String, body: String) {
            self.header = header
            self.body = body
        }
    }
}
