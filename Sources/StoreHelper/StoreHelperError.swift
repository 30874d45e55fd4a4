public import AppStoreModels
public import AppStoreSignature
public import Entitlements
import Foundation
public import StoreKitInterface

/// Why the helper refused a request or a store call failed. Its ``kind`` is stable, new kinds may be
/// added without breaking a client's code, and the error that caused it (the store's, the verifier's,
/// the ledger's) is kept with its type in ``underlying``.
public struct StoreHelperError: KindedError, Sendable, Equatable {
    public var kind: Kind
    /// What was wrong and what to do about it.
    public var message: String
    /// The error that caused this one, with its type.
    public var underlying: (any Error)?

    public init(_ kind: Kind, _ message: String, underlying: (any Error)? = nil) {
        self.kind = kind
        self.message = message
        self.underlying = underlying
    }

    public static let purchaseInProgress = StoreHelperError(
        .purchaseInProgress,
        "another purchase is in progress; wait until purchaseState is no longer inProgress"
    )
    public static let noOfferSigner = StoreHelperError(
        .noOfferSigner,
        "promotional offers need a PromotionalOfferSigner (pass offerSigner: when creating the StoreHelper)"
    )

    public static func unknownProduct(_ id: String) -> StoreHelperError {
        StoreHelperError(.unknownProduct, "no product '\(id)': is it in the app's product configuration, and does the store sell it?")
    }

    public static func notPurchased(_ id: String) -> StoreHelperError {
        StoreHelperError(.notPurchased, "the customer has no transaction of '\(id)' (never bought, or not on this account)")
    }

    public static func unknownSubscriptionGroup(_ name: String) -> StoreHelperError {
        StoreHelperError(
            .unknownSubscriptionGroup,
            "no subscription group '\(name)': name a group of the app's product configuration, a group id or a product of the group"
        )
    }

    /// A store call failed while `doing` something.
    public static func store(_ failure: StoreFailure, _ doing: String) -> StoreHelperError {
        StoreHelperError(.store, "\(doing) failed: \(failure.message)", underlying: failure)
    }

    public static func verification(_ error: VerificationError) -> StoreHelperError {
        StoreHelperError(.verification, "signed data did not verify, so nothing was granted: \(error)", underlying: error)
    }

    public static func ledger(_ error: LedgerError) -> StoreHelperError {
        StoreHelperError(.ledger, "consumables: \(error.message)", underlying: error)
    }

    public static func offerSigning(_ error: any Error) -> StoreHelperError {
        StoreHelperError(.offerSigning, "the promotional offer could not be signed: \(error)", underlying: error)
    }

    public static func server(_ error: ServerConnectionError) -> StoreHelperError {
        StoreHelperError(.server, "the app's server: \(error)", underlying: error)
    }

    public static func configuration(_ reason: String) -> StoreHelperError {
        StoreHelperError(.configuration, "product configuration: \(reason)")
    }

    /// Equal when kind and message are; the underlying errors are not compared.
    public static func == (lhs: StoreHelperError, rhs: StoreHelperError) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message
    }
}

extension ErrorKind where Owner == StoreHelperError {
    /// Another purchase is still in progress; wait for it to end.
    public static var purchaseInProgress: Self { Self(rawValue: "purchase-in-progress") }
    /// The product is not in the app's configuration or the store does not sell it.
    public static var unknownProduct: Self { Self(rawValue: "unknown-product") }
    /// The customer has no transaction of the product (a refund of something never bought, say).
    public static var notPurchased: Self { Self(rawValue: "not-purchased") }
    /// No product the store sells is in the subscription group named.
    public static var unknownSubscriptionGroup: Self { Self(rawValue: "unknown-subscription-group") }
    /// The store failed; ``StoreHelperError/underlying`` is its `StoreFailure`.
    public static var store: Self { Self(rawValue: "store") }
    /// Signed data did not verify and nothing was granted; ``StoreHelperError/underlying`` is the
    /// `VerificationError`.
    public static var verification: Self { Self(rawValue: "verification") }
    /// The consumable ledger refused; ``StoreHelperError/underlying`` is its `LedgerError`.
    public static var ledger: Self { Self(rawValue: "ledger") }
    /// A promotional offer needs a ``PromotionalOfferSigner`` and none was configured.
    public static var noOfferSigner: Self { Self(rawValue: "no-offer-signer") }
    /// The ``PromotionalOfferSigner`` failed; ``StoreHelperError/underlying`` is its error.
    public static var offerSigning: Self { Self(rawValue: "offer-signing") }
    /// The app's server failed or is not configured; ``StoreHelperError/underlying`` is its
    /// ``ServerConnectionError``.
    public static var server: Self { Self(rawValue: "server") }
    /// The app's product configuration is not valid.
    public static var configuration: Self { Self(rawValue: "configuration") }
}
