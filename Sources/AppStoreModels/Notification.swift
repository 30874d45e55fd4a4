/// The body the App Store POSTs to a server (`responseBodyV2`).
public struct ResponseBodyV2: Codable, Hashable, Sendable {
    /// The notification, as a compact JWS signed by the App Store.
    public var signedPayload: String

    public init(signedPayload: String) { self.signedPayload = signedPayload }
}

/// A decoded App Store Server Notification V2 (`responseBodyV2DecodedPayload`).
///
/// Exactly one of `data`, `summary`, `externalPurchaseToken` and `appData` is present.
public struct ResponseBodyV2DecodedPayload: Codable, Hashable, Sendable {
    public var notificationType: NotificationType?
    public var subtype: NotificationSubtype?
    /// Unique identifier of the notification; retries carry the same one.
    public var notificationUUID: String?
    /// The transaction and renewal info the notification is about.
    public var data: NotificationData?
    /// The notification version, `"2.0"`.
    public var version: String?
    /// When the App Store signed the notification.
    public var signedDate: MillisecondDate?
    /// Results of a renewal-date extension for many subscribers.
    public var summary: NotificationSummary?
    /// An external purchase token (for `EXTERNAL_PURCHASE_TOKEN`).
    public var externalPurchaseToken: ExternalPurchaseToken?
    /// App metadata and app transaction (for `RESCIND_CONSENT`).
    public var appData: NotificationAppData?

    public init() {}
}

/// App metadata and the signed transaction and renewal info of a notification (`data`).
public struct NotificationData: Codable, Hashable, Sendable {
    public var environment: AppStoreEnvironment?
    public var appAppleId: Int64?
    public var bundleId: String?
    /// The app's build version (`CFBundleVersion`).
    public var bundleVersion: String?
    /// A ``JWSTransactionDecodedPayload`` as a compact JWS.
    public var signedTransactionInfo: String?
    /// A ``JWSRenewalInfoDecodedPayload`` as a compact JWS.
    public var signedRenewalInfo: String?
    /// The subscription's status as of the notification's `signedDate`.
    public var status: AutoRenewableSubscriptionStatus?
    /// Why the customer asked for a refund (for `CONSUMPTION_REQUEST`).
    public var consumptionRequestReason: ConsumptionRequestReason?

    public init() {}
}

/// Results of a renewal-date extension for many subscribers (`summary`).
public struct NotificationSummary: Codable, Hashable, Sendable {
    public var environment: AppStoreEnvironment?
    public var appAppleId: Int64?
    public var bundleId: String?
    public var productId: String?
    /// The identifier the server gave the mass-extension request.
    public var requestIdentifier: String?
    /// Storefronts (ISO 3166-1 alpha-3) the extension applied to.
    public var storefrontCountryCodes: [String]?
    public var succeededCount: Int64?
    public var failedCount: Int64?

    public init() {}
}

/// An external purchase token (`externalPurchaseToken`).
public struct ExternalPurchaseToken: Codable, Hashable, Sendable {
    /// The token's identifier; sandbox tokens start with `SANDBOX`.
    public var externalPurchaseId: String?
    public var tokenCreationDate: MillisecondDate?
    public var appAppleId: Int64?
    public var bundleId: String?

    public init() {}
}

/// App metadata and the signed app transaction of a notification (`appData`).
public struct NotificationAppData: Codable, Hashable, Sendable {
    public var appAppleId: Int64?
    public var bundleId: String?
    public var environment: AppStoreEnvironment?
    /// A ``JWSAppTransactionDecodedPayload`` as a compact JWS.
    public var signedAppTransactionInfo: String?

    public init() {}
}
