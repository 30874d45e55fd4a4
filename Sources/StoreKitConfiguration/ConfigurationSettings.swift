public import Crypto
import Foundation

/// The `settings` object: the test session's initial state.
public typealias ConfigurationSettings = Preserving<ConfigurationSettingsFields>
/// One entry of `_storeKitErrors`.
public typealias ConfigurationStoreKitError = Preserving<ConfigurationStoreKitErrorFields>

/// The typed keys of `settings`.
public struct ConfigurationSettingsFields: Codable, Hashable, Sendable, KnownKeys {
    /// ISO 3166-1 alpha-3 storefront (default `USA`).
    public var storefront: String?
    /// Locale for localizations (default `en_US`).
    public var locale: String?
    /// Raw value of `SKTestSession.TimeRate`.
    public var timeRate: Int?
    public var compatibilityTimeRate: [String: Int]?
    public var askToBuyEnabled: Bool?
    /// Interrupted purchases.
    public var billingIssuesEnabled: Bool?
    /// Renewals fail and enter billing retry.
    public var renewalBillingIssuesEnabled: Bool?
    public var billingGracePeriodEnabled: Bool?
    public var disableDialogs: Bool?
    public var failTransactionsEnabled: Bool?
    /// The old single simulated error (an `SKError.Code`).
    public var storeKitError: Int?
    /// Per-API simulated errors.
    public var storeKitErrors: [ConfigurationStoreKitError]?
    public var applicationInternalID: String?
    public var developerTeamID: String?
    /// Seconds since 2001-01-01.
    public var lastSynchronizedDate: Double?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case storefront = "_storefront"
        case locale = "_locale"
        case timeRate = "_timeRate"
        case compatibilityTimeRate = "_compatibilityTimeRate"
        case askToBuyEnabled = "_askToBuyEnabled"
        case billingIssuesEnabled = "_billingIssuesEnabled"
        case renewalBillingIssuesEnabled = "_renewalBillingIssuesEnabled"
        case billingGracePeriodEnabled = "_billingGracePeriodEnabled"
        case disableDialogs = "_disableDialogs"
        case failTransactionsEnabled = "_failTransactionsEnabled"
        case storeKitError = "_storeKitError"
        case storeKitErrors = "_storeKitErrors"
        case applicationInternalID = "_applicationInternalID"
        case developerTeamID = "_developerTeamID"
        case lastSynchronizedDate = "_lastSynchronizedDate"
    }

    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}

/// One `_storeKitErrors` entry: an API and the error it is set to fail with.
public struct ConfigurationStoreKitErrorFields: Codable, Hashable, Sendable, KnownKeys {
    /// One of `Load Products`, `Purchase`, `Verification`, `App Store Sync`, `Subscription Status`,
    /// `App Transaction`, `Manage Subscriptions Sheet`, `Refund Request Sheet`, `Offer Code Redeem Sheet`.
    public var name: String
    public var enabled: Bool?
    public var current: Current?

    /// The chosen error: its kind (`generic` or the API's own) and case number.
    public struct Current: Codable, Hashable, Sendable {
        public var index: Int
        /// `generic` or an API-specific error kind.
        public var type: String
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case name, enabled, current }
    public static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))
}

/// `subscriptionOffersKeyPair`: the key Xcode made for signing promotional offers locally.
public struct ConfigurationKeyPair: Codable, Hashable, Sendable {
    /// Key identifier (8 hex characters).
    public var id: String
    /// Base64 DER PKCS#8 of a P-256 private key.
    public var privateKey: String

    public init(id: String, privateKey: String) {
        self.id = id
        self.privateKey = privateKey
    }

    /// The private key, or nil when `privateKey` is not base64 PKCS#8 of a P-256 key.
    public var signingKey: P256.Signing.PrivateKey? {
        Data(base64Encoded: privateKey).flatMap { try? P256.Signing.PrivateKey(derRepresentation: $0) }
    }
}

/// `appPolicies` (format 4.0): the EULA and privacy policies StoreKit views show.
public struct ConfigurationAppPolicies: Codable, Hashable, Sendable {
    public var eula: String?
    public var policies: [Policy]?

    /// One policy text or link for a locale.
    public struct Policy: Codable, Hashable, Sendable {
        public var locale: String?
        public var policyText: String?
        public var policyURL: String?
    }
}

/// The file format version.
public struct ConfigurationVersion: Codable, Hashable, Sendable {
    public var major: Int
    public var minor: Int
}
