public import AppStoreModels

/// The StoreKit APIs a session can make fail (`SKTestSession.setSimulatedError(_:forAPI:)`), named
/// as in the `_storeKitErrors` entries of `.storekit` files.
public enum StoreAPI: String, CaseIterable, Codable, Hashable, Sendable {
    case loadProducts = "Load Products"
    case purchase = "Purchase"
    case verification = "Verification"
    case appStoreSync = "App Store Sync"
    case subscriptionStatus = "Subscription Status"
    case appTransaction = "App Transaction"
    case manageSubscriptions = "Manage Subscriptions Sheet"
    case refundRequest = "Refund Request Sheet"
    case offerCodeRedeem = "Offer Code Redeem Sheet"

    /// The short name used by `storehelper store set error.<name>=…` (`loadProducts`, `purchase`, …).
    public var key: String {
        switch self {
        case .loadProducts: "loadProducts"
        case .purchase: "purchase"
        case .verification: "verification"
        case .appStoreSync: "appStoreSync"
        case .subscriptionStatus: "subscriptionStatus"
        case .appTransaction: "appTransaction"
        case .manageSubscriptions: "manageSubscriptions"
        case .refundRequest: "refundRequest"
        case .offerCodeRedeem: "offerCodeRedeem"
        }
    }

    /// The API named by `key` or by its file name.
    public init?(key: String) {
        guard let api = Self.allCases.first(where: { $0.key == key || $0.rawValue == key }) else { return nil }
        self = api
    }

    /// The errors this API can be made to throw: StoreKit's general errors, then its own.
    public var failures: [StoreKitErrorName] {
        var list = StoreKitErrorName.generic
        switch self {
        case .purchase: list += StoreKitErrorName.purchase
        case .verification: list += StoreKitErrorName.verification
        default: break
        }
        return list
    }
}
