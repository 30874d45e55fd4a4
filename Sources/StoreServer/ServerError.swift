#if Server
public import AppStoreModels
import Foundation
import StoreStorage

/// Why StoreServer's services refused or could not serve a request: a stable kind and a message safe to
/// show anyone. What only the operator should see (a database's own words, what was expected) is `detail`,
/// for the log. Services know nothing of HTTP: the routes' error middleware gives each kind its status
/// (``AppStoreModels/ErrorKind/status``) and renders it in the route group's format, with the request id that names
/// the log line.
public struct ServerError: KindedError, Hashable, Sendable {
    public var kind: Kind
    public var message: String
    /// Seconds after which the request may succeed, for `too-many-attempts`, `too-many-imports` and `storage-failure`.
    public var retryAfterSeconds: Int?
    /// Internal detail for the log, never for the client.
    public var detail: String?

    public init(_ kind: Kind, _ message: String, detail: String? = nil, retryAfterSeconds: Int? = nil) {
        self.kind = kind
        self.message = message
        self.detail = detail
        self.retryAfterSeconds = retryAfterSeconds
    }

    public var description: String { "\(kind): \(message)" + (detail.map { " (\($0))" } ?? "") }

    static func badRequest(_ message: String) -> Self { Self(.badRequest, message) }

    /// A storage failure as the client sees it: a refusal the request caused says so; anything else is the
    /// database's fault, told as a kind and a request id, its words kept for the log.
    static func storage(_ error: any Error) -> Self {
        let error = (error as? StorageError) ?? StorageError(.queryFailed, String(describing: error))
        return switch error.kind {
        case .invalidRequest: Self(.badRequest, error.message)
        case .ownedByAnotherUser: Self(.ownedByAnotherUser, error.message)
        default:
            Self(
                .storageFailure,
                "the database cannot answer now; try again shortly",
                detail: error.description,
                retryAfterSeconds: 5
            )
        }
    }
}

extension ErrorKind<ServerError> {
    /// The request is not well formed (body, parameters).
    public static let badRequest = Self(rawValue: "bad-request")
    /// The body is over the route's limit.
    public static let bodyTooLarge = Self(rawValue: "body-too-large")
    /// Signed data failed verification.
    public static let verificationFailed = Self(rawValue: "verification-failed")
    /// Signed data from an environment the server does not accept.
    public static let environmentNotAccepted = Self(rawValue: "environment-not-accepted")
    /// No key, or not a key for this route.
    public static let unauthorized = Self(rawValue: "unauthorized")
    /// The database failed.
    public static let storageFailure = Self(rawValue: "storage-failure")
    /// A consumable balance smaller than the units asked for.
    public static let insufficientBalance = Self(rawValue: "insufficient-balance")
    /// No user has this app user id.
    public static let unknownUser = Self(rawValue: "unknown-user")
    /// The route needs a setting the server was not given.
    public static let notConfigured = Self(rawValue: "not-configured")
    /// The product has no promotional offer with this id.
    public static let unknownOffer = Self(rawValue: "unknown-offer")
    /// Signing failed.
    public static let signingFailed = Self(rawValue: "signing-failed")
    /// The purchase belongs to another app user (its app account token is bound to them, or the server keeps
    /// purchases with their owner).
    public static let ownedByAnotherUser = Self(rawValue: "owned-by-another-user")
    /// Too many wrong keys from this client: wait for `Retry-After`.
    public static let tooManyAttempts = Self(rawValue: "too-many-attempts")
    /// Too many receipts from this client or for this app user: wait for `Retry-After`.
    public static let tooManyImports = Self(rawValue: "too-many-imports")
    /// The product is not a consumable the user has.
    public static let unknownProduct = Self(rawValue: "unknown-product")
    /// A signed request dated too far from now (a replay, or not the App Store's).
    public static let staleRequest = Self(rawValue: "stale-request")
    /// A real-time request answered before (a replay).
    public static let alreadyAnswered = Self(rawValue: "already-answered")
    /// An idempotency key (a consume request id) used before for another request.
    public static let requestIdReused = Self(rawValue: "request-id-reused")
    /// The customer may not have what was asked for (an offer the eligibility policy does not give them, a
    /// transaction or a token that is not theirs).
    public static let notEligible = Self(rawValue: "not-eligible")
    /// A receipt that cannot be evidence: not an app receipt (not base64, not PKCS #7 signed data with Apple's receipt
    /// fields, too large), not signed under a root trusted for receipts, another app's, or naming an id that is not an
    /// App Store transaction id.
    public static let invalidReceipt = Self(rawValue: "invalid-receipt")
    /// An app receipt without any in-app purchase: nothing to import.
    public static let receiptWithoutPurchases = Self(rawValue: "receipt-without-purchases")
    /// Neither environment of the App Store knows the receipt's purchases for this app (another app's receipt, or
    /// one made up).
    public static let receiptNotFound = Self(rawValue: "receipt-not-found")
    /// The App Store Server API could not be asked or failed; `Retry-After` says when to try again.
    public static let appStoreUnavailable = Self(rawValue: "app-store-unavailable")
}
#endif
