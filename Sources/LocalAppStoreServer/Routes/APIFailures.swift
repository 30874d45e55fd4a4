#if Server
import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore
import LocalAppStoreServerAPI
import StoreWeb

/// A request past a rate limit: Apple answers 429 with its body and `Retry-After`, the UNIX time in milliseconds
/// when a request is admitted again (https://developer.apple.com/documentation/appstoreserverapi/identifying-rate-limits).
struct RateLimited: Error {
    var limit: RateLimit
    /// Apple's name of the endpoint whose own limit this is; nil for `--rate-limit`, which counts every request.
    var endpoint: String?
    var retryAt: Date
}

/// A refused bearer token: Apple answers 401 with no body; the reason is logged.
struct Unauthorized: Error {
    var reason: String
}

/// The local store's failures at the HTTP edge: Apple's `{"errorCode", "errorMessage"}` under `/inApps`, a
/// page under `/console` and `/static`.
enum APIFailures {
    static func failure(for error: any Error) -> HTTPFailure? {
        switch error {
        case let error as ServerAPIError:
            HTTPFailure(status: HTTPResponse.Status(code: error.code.httpStatus), kind: "\(error.code.rawValue)", message: error.message)
        case let error as RateLimited:
            HTTPFailure(
                status: .tooManyRequests,
                kind: "\(APIErrorCode.rateLimitExceeded.rawValue)",
                message: "more than \(error.limit) requests" + (error.endpoint.map { " to \($0)" } ?? ""),
                retryAfterDate: error.retryAt
            )
        case let error as Unauthorized: HTTPFailure(status: .unauthorized, kind: "unauthorized", message: "not authorized", detail: error.reason)
        case let error as StoreError where error.kind == .state:
            // The state directory failed (a full or read-only disk): the store's fault, whose words name paths.
            HTTPFailure(
                status: .internalServerError,
                kind: error.kind.rawValue,
                message: "the local store cannot read or save its state now",
                detail: error.message
            )
        case let error as StoreError: HTTPFailure(status: .badRequest, kind: error.kind.rawValue, message: error.message)
        default: nil
        }
    }

    /// Apple's format: the error's own code and message; 401 with no body; any other failure with Apple's
    /// general code for its status class.
    static var apple: ErrorSurface {
        ErrorSurface { error, failure, _ in
            if error is Unauthorized { return Response(status: .unauthorized) }
            let payload: ErrorPayload =
                switch error {
                case let error as ServerAPIError: error.payload
                case is RateLimited: ErrorPayload(errorCode: APIErrorCode.rateLimitExceeded.rawValue, errorMessage: failure.message)
                default:
                    ErrorPayload(
                        errorCode: (failure.status.code >= 500 ? APIErrorCode.generalInternal : .generalBadRequest).rawValue,
                        errorMessage: failure.message
                    )
                }
            return Response.json((try? JSONEncoder().encode(payload)) ?? Data(), status: failure.status)
        }
    }

    /// The middleware: pages under `/console` and `/static`, Apple's JSON everywhere else.
    static func middleware<Context: RequestContext>(_: Context.Type = Context.self) -> ErrorRenderingMiddleware<Context> {
        ErrorRenderingMiddleware(failure: failure(for:), surfaces: [("/console", .html), ("/static", .html)], fallback: apple)
    }
}
#endif
