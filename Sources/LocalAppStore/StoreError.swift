public import AppStoreModels
import Foundation

/// Why the local store refused a request. The store's state is unchanged when one is thrown. A struct
/// with a stable ``kind`` (as swift-certificates' `CertificateError` is): kinds may be added without
/// breaking a client's code.
public struct StoreError: KindedError, Hashable, Sendable {
    public var kind: Kind
    /// What was wrong, in a sentence.
    public var message: String
    /// For ``AppStoreModels/ErrorKind/purchaseFailed`` and ``AppStoreModels/ErrorKind/simulated``: StoreKit's error.
    public var storeKitFailure: StoreKitErrorName?
    /// For ``AppStoreModels/ErrorKind/simulated``: the API that was made to fail.
    public var api: StoreAPI?

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { "\(kind): \(message)" }

    // MARK: - The failures

    public static func unknownProduct(_ id: String) -> Self { Self(.unknownProduct, "no product '\(id)' in the configuration") }
    public static func unknownTransaction(_ id: String) -> Self { Self(.unknownTransaction, "no transaction or pending purchase '\(id)'") }
    public static func unknownAccount(_ id: String) -> Self { Self(.unknownAccount, "no account '\(id)'") }
    public static func noSubscription(_ id: String) -> Self { Self(.noSubscription, "no subscription for '\(id)'") }
    public static func invalidAction(_ reason: String) -> Self { Self(.invalidAction, reason) }
    public static func invalidSetting(key: String, reason: String) -> Self { Self(.invalidSetting, "\(key): \(reason)") }
    public static func invalidRequest(_ reason: String) -> Self { Self(.invalidRequest, reason) }
    public static func state(_ reason: String) -> Self { Self(.state, reason) }
    public static func signing(_ reason: String) -> Self { Self(.signing, reason) }

    public static func simulated(api: StoreAPI, failure: StoreKitErrorName) -> Self {
        var error = Self(.simulated, "\(api.rawValue) failed with the simulated error \(failure)")
        error.api = api
        error.storeKitFailure = failure
        return error
    }

    public static func purchaseFailed(_ productId: String, _ failure: StoreKitErrorName) -> Self {
        var error = Self(.purchaseFailed, "the purchase of \(productId) failed with StoreKit's \(failure.name); nothing was bought")
        error.storeKitFailure = failure
        return error
    }
}

extension ErrorKind where Owner == StoreError {
    public static var unknownProduct: Self { Self(rawValue: "unknown-product") }
    public static var unknownTransaction: Self { Self(rawValue: "unknown-transaction") }
    public static var unknownAccount: Self { Self(rawValue: "unknown-account") }
    public static var noSubscription: Self { Self(rawValue: "no-subscription") }
    /// A request that does not fit the state, e.g. approving a purchase that is not waiting.
    public static var invalidAction: Self { Self(rawValue: "invalid-action") }
    public static var invalidSetting: Self { Self(rawValue: "invalid-setting") }
    /// The request itself is malformed (a bad duration, a bad option).
    public static var invalidRequest: Self { Self(rawValue: "invalid-request") }
    /// A simulated StoreKit error for an API other than purchase.
    public static var simulated: Self { Self(rawValue: "simulated-error") }
    /// A purchase failed (StoreKit's `Product.PurchaseError` or `StoreKitError`); nothing was bought.
    public static var purchaseFailed: Self { Self(rawValue: "purchase-failed") }
    /// The state directory could not be read or written.
    public static var state: Self { Self(rawValue: "state") }
    /// Signing failed (a broken certificate authority).
    public static var signing: Self { Self(rawValue: "signing") }
}
