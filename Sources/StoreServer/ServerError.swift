import AppStoreModels
import Foundation
import Hummingbird

/// A request StoreServer refuses or cannot serve: a stable kind, a message, the HTTP status; over HTTP
/// `{"error": {"kind": …, "message": …}}`.
public struct ServerError: Error, Hashable, Sendable, CustomStringConvertible, HTTPResponseError {
    public typealias Kind = ErrorKind<ServerError>

    public var kind: Kind
    public var message: String
    public var status: HTTPResponse.Status

    public init(_ kind: Kind, _ message: String, status: HTTPResponse.Status) {
        self.kind = kind
        self.message = message
        self.status = status
    }

    public var description: String { "\(kind): \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        let body = (try? JSONEncoder().encode(["error": ["kind": kind.rawValue, "message": message]])) ?? Data()
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func badRequest(_ message: String) -> Self { Self(.badRequest, message, status: .badRequest) }
    static func storage(_ error: some Error) -> Self { Self(.storageFailure, "\(error)", status: .serviceUnavailable) }
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
    /// The product is not a consumable the user has.
    public static let unknownProduct = Self(rawValue: "unknown-product")
}
