/// The server environment that signed the data (`environment`, `receiptType`).
public struct AppStoreEnvironment: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Apple's sandbox environment for testing.
    public static let sandbox = Self(rawValue: "Sandbox")
    /// The live App Store.
    public static let production = Self(rawValue: "Production")
    /// StoreKit testing in Xcode; signed by a local, self-signed certificate.
    public static let xcode = Self(rawValue: "Xcode")
    /// Apple's local testing environment, used by its server libraries' tests.
    public static let localTesting = Self(rawValue: "LocalTesting")

    public static let documentedValues: [Self] = [
        .sandbox, .production, .xcode, .localTesting,
    ]
}
