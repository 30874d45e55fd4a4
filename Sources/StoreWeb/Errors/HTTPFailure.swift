#if Server
import AppStoreModels
public import Foundation
public import Hummingbird

/// A failure as the HTTP edge answers it: a status, a stable kind and a message safe for anyone to read.
/// `detail` (a database's own words, what was expected) goes to the log under the request id, never to the
/// client. Each server maps its domain errors to one; ``ErrorRenderingMiddleware`` renders it.
public struct HTTPFailure: Sendable, Equatable {
    public var status: HTTPResponse.Status
    public var kind: String
    public var message: String
    /// For the log only.
    public var detail: String?
    /// Seconds after which the request may succeed (`Retry-After`), for 429 and 503.
    public var retryAfterSeconds: Int?
    /// When the request may succeed, sent in `Retry-After` as Apple's App Store Server and Retention Messaging APIs
    /// send it: a UNIX time in milliseconds (their "Identifying rate limits" pages). Wins over ``retryAfterSeconds``.
    public var retryAfterDate: Date?
    /// Whether the connection closes after the answer (a request whose framing is not trusted).
    public var closesConnection: Bool

    public init(
        status: HTTPResponse.Status,
        kind: String,
        message: String,
        detail: String? = nil,
        retryAfterSeconds: Int? = nil,
        retryAfterDate: Date? = nil,
        closesConnection: Bool = false
    ) {
        self.status = status
        self.kind = kind
        self.message = message
        self.detail = detail
        self.retryAfterSeconds = retryAfterSeconds
        self.retryAfterDate = retryAfterDate
        self.closesConnection = closesConnection
    }

    /// An error the server does not know: 500 `internal`; its own words only in the log.
    public static func `internal`(_ error: any Error) -> HTTPFailure {
        HTTPFailure(
            status: .internalServerError,
            kind: "internal",
            message: "the server failed; the request id names the failure in its log",
            detail: "\(type(of: error)): \(error)"
        )
    }

    /// A refusal of the pages' layer.
    public init(_ error: WebError) {
        let status: HTTPResponse.Status =
            switch error.kind {
            case .crossSite: .forbidden
            case .misdirected: .misdirectedRequest
            default: .badRequest
            }
        self.init(
            status: status,
            kind: error.kind.rawValue,
            message: error.message,
            closesConnection: error.kind == .badHost || error.kind == .misdirected
        )
    }

    /// A refusal of Hummingbird's own (no such route, a body over the limit, a body that does not decode).
    public init(_ error: HTTPError) {
        let kind =
            switch error.status {
            case .notFound: "not-found"
            case .methodNotAllowed: "method-not-allowed"
            case .contentTooLarge: "body-too-large"
            case .badRequest: "bad-request"
            default: error.status.code >= 500 ? "internal" : "http-\(error.status.code)"
            }
        let message = error.status.code >= 500 ? "the server failed; the request id names the failure in its log" : error.status.reasonPhrase
        self.init(status: error.status, kind: kind, message: message, detail: error.body)
    }
}
#endif
