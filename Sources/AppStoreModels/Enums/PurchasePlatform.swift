/// The platform on which the customer originally bought the app (`originalPlatform`).
public struct PurchasePlatform: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// iOS, iPadOS or visionOS running iPad apps.
    public static let iOS = Self(rawValue: "iOS")
    /// macOS.
    public static let macOS = Self(rawValue: "macOS")
    /// tvOS.
    public static let tvOS = Self(rawValue: "tvOS")
    /// visionOS.
    public static let visionOS = Self(rawValue: "visionOS")

    public static let documentedValues: [Self] = [
        .iOS, .macOS, .tvOS, .visionOS,
    ]
}
