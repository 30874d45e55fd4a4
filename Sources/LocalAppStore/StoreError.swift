import StoreKitInterface

/// Why the local store refused a request. The store's state is unchanged when one is thrown.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownProduct(String)
    case unknownTransaction(String)
    case unknownAccount(String)
    case noSubscription(String)
    /// A request that does not fit the state, e.g. approving a purchase that is not waiting.
    case invalidAction(String)
    case invalidSetting(key: String, reason: String)
    /// The request itself is malformed (a bad duration, a bad option).
    case invalidRequest(String)
    /// A simulated StoreKit error for an API other than purchase.
    case simulated(api: StoreAPI, failure: StoreKitFailure)
    /// A purchase failed (StoreKit's `Product.PurchaseError` or `StoreKitError`); nothing was bought.
    case purchaseFailed(StoreKitFailure)
    /// The state directory could not be read or written.
    case state(String)
    /// Signing failed (a broken certificate authority).
    case signing(String)

    /// A short machine-readable name.
    public var kind: String {
        switch self {
        case .unknownProduct: "unknown-product"
        case .unknownTransaction: "unknown-transaction"
        case .unknownAccount: "unknown-account"
        case .noSubscription: "no-subscription"
        case .invalidAction: "invalid-action"
        case .invalidSetting: "invalid-setting"
        case .invalidRequest: "invalid-request"
        case .simulated: "simulated-error"
        case .purchaseFailed: "purchase-failed"
        case .state: "state"
        case .signing: "signing"
        }
    }

    public var description: String {
        switch self {
        case .unknownProduct(let id): "no product '\(id)' in the configuration"
        case .unknownTransaction(let id): "no transaction or pending purchase '\(id)'"
        case .unknownAccount(let id): "no account '\(id)'"
        case .noSubscription(let id): "no subscription for '\(id)'"
        case .invalidAction(let reason): reason
        case .invalidSetting(let key, let reason): "\(key): \(reason)"
        case .invalidRequest(let reason): reason
        case .simulated(let api, let failure): "\(api.rawValue) failed with the simulated error \(failure)"
        case .purchaseFailed(let failure): "the purchase failed: \(failure)"
        case .state(let reason): reason
        case .signing(let reason): reason
        }
    }
}
