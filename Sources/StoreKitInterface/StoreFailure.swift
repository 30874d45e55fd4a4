public import AppStoreModels
import Foundation

/// Why a ``Store`` call failed. Its ``kind`` is stable and new kinds may be added without breaking a
/// client's code (a struct, as swift-certificates' `CertificateError` is).
public struct StoreFailure: KindedError, Hashable, Sendable {
    public var kind: Kind
    /// What was wrong and what to do about it.
    public var message: String
    /// For ``AppStoreModels/ErrorKind/storeKit``: StoreKit's error, by its case name.
    public var storeKitError: StoreKitErrorName?

    public init(_ kind: Kind, _ message: String, storeKitError: StoreKitErrorName? = nil) {
        self.kind = kind
        self.message = message
        self.storeKitError = storeKitError
    }

    /// A StoreKit error thrown by `api` (a short description such as "purchase").
    public static func storeKit(_ error: StoreKitErrorName, during api: String) -> StoreFailure {
        StoreFailure(.storeKit, "\(api) failed with StoreKit's \(error.name)", storeKitError: error)
    }
}

extension ErrorKind where Owner == StoreFailure {
    /// StoreKit threw one of its errors; ``StoreFailure/storeKitError`` says which.
    public static var storeKit: Self { Self(rawValue: "storekit") }
    /// The store does not sell this product.
    public static var unknownProduct: Self { Self(rawValue: "unknown-product") }
    /// The customer has no such transaction.
    public static var unknownTransaction: Self { Self(rawValue: "unknown-transaction") }
    /// The request does not fit the store's state or is malformed.
    public static var invalidRequest: Self { Self(rawValue: "invalid-request") }
    /// The store itself could not be reached, read or written; try again later.
    public static var unavailable: Self { Self(rawValue: "store-unavailable") }
    /// This store cannot do it (StoreKit UI such as refund requests, an option StoreKit does not take).
    public static var unsupported: Self { Self(rawValue: "unsupported") }
}
