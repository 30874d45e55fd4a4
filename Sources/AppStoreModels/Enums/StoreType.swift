/// The store the customer got the app from (`storeType` of an app transaction, App Store Server API 1.22).
/// https://developer.apple.com/documentation/appstoreserverapi/storetype: the only value the API documents is `CONSUMER`.
public struct StoreType: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The consumer App Store.
    public static let consumer = Self(rawValue: "CONSUMER")

    public static let documentedValues: [Self] = [.consumer]
}
