/// The app transaction: proof of the customer's purchase or download of the app itself
/// (`JWSAppTransactionDecodedPayload`).
public struct JWSAppTransactionDecodedPayload: Codable, Hashable, Sendable {
    /// The environment that signed the app transaction.
    public var receiptType: AppStoreEnvironment?
    /// The App Store's identifier of the app.
    public var appAppleId: Int64?
    public var bundleId: String?
    /// The app version (`CFBundleVersion`) of this app transaction.
    public var applicationVersion: String?
    /// The identifier of the app version in App Store Connect.
    public var versionExternalIdentifier: Int64?
    /// When the App Store created this app transaction.
    public var receiptCreationDate: MillisecondDate?
    /// When the customer first bought or downloaded the app.
    public var originalPurchaseDate: MillisecondDate?
    /// The app version the customer first bought or downloaded.
    public var originalApplicationVersion: String?
    public var deviceVerification: String?
    public var deviceVerificationNonce: String?
    /// When the customer pre-ordered the app.
    public var preorderDate: MillisecondDate?
    /// The unique identifier of this customer's app download.
    public var appTransactionId: String?
    /// The platform on which the customer first got the app.
    public var originalPlatform: PurchasePlatform?
    /// When the app requested this app transaction (StoreKit testing in Xcode).
    public var requestDate: MillisecondDate?
    /// The store the customer got the app from (API 1.22).
    public var storeType: StoreType?

    public init() {}
}
