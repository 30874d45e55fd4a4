import AppStoreModels
import Foundation
import Hummingbird
import StoreStorage

/// A request StoreServer refuses or cannot serve: a stable kind, a message safe to show anyone, the HTTP
/// status; over HTTP `{"error": {"kind": …, "message": …, "requestId": …}}`. What only the operator should
/// see (a database's own words, what the server expected) is `detail`: written to the log under the request
/// id the answer carries, never sent.
public struct ServerError: Error, Hashable, Sendable, CustomStringConvertible, HTTPResponseError {
    public typealias Kind = ErrorKind<ServerError>

    public var kind: Kind
    public var message: String
    public var status: HTTPResponse.Status
    /// Seconds after which the request may succeed (`Retry-After`), for 429 and 503.
    public var retryAfterSeconds: Int?
    /// Internal detail for the log, never for the client (written at `error` for a 5xx, at `debug` for a
    /// refusal, which a flood of bad requests could otherwise turn into a flood of lines).
    public var detail: String?

    public init(_ kind: Kind, _ message: String, status: HTTPResponse.Status, detail: String? = nil, retryAfterSeconds: Int? = nil) {
        self.kind = kind
        self.message = message
        self.status = status
        self.detail = detail
        self.retryAfterSeconds = retryAfterSeconds
    }

    public var description: String { "\(kind): \(message)" + (detail.map { " (\($0))" } ?? "") }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        if let detail {
            context.logger.log(
                level: status.code >= 500 ? .error : .debug,
                "\(kind): \(message)",
                metadata: ["detail": "\(detail)", "path": "\(request.uri.path.prefix(200))"]
            )
        }
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        if let retryAfterSeconds { headers[.retryAfter] = String(retryAfterSeconds) }
        let body = (try? JSONEncoder().encode(["error": ["kind": kind.rawValue, "message": message, "requestId": context.id]])) ?? Data()
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func badRequest(_ message: String) -> Self { Self(.badRequest, message, status: .badRequest) }

    /// A storage failure as the client sees it: a refusal the request caused says so; anything else is the
    /// database's fault, told as a kind and a request id, its words kept for the log.
    static func storage(_ error: any Error) -> Self {
        let error = (error as? StorageError) ?? StorageError(.queryFailed, String(describing: error))
        return switch error.kind {
        case .invalidRequest: Self(.badRequest, error.message, status: .badRequest)
        case .ownedByAnotherUser: Self(.ownedByAnotherUser, error.message, status: .conflict)
        default:
            Self(
                .storageFailure,
                "the database cannot answer now; try again shortly",
                status: .serviceUnavailable,
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
    /// The product is not a consumable the user has.
    public static let unknownProduct = Self(rawValue: "unknown-product")
}
