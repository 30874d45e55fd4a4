#if Server
public import AppStoreModels
public import Hummingbird
import StoreStorage
import StoreWeb

extension ErrorKind<ServerError> {
    /// The HTTP status a failure of this kind answers with (the edge's choice; the services name only kinds).
    public var status: HTTPResponse.Status {
        switch self {
        case .bodyTooLarge: .contentTooLarge
        case .unauthorized: .unauthorized
        case .unknownUser, .unknownOffer, .unknownProduct, .receiptNotFound: .notFound
        case .receiptWithoutPurchases: .unprocessableContent
        case .appStoreUnavailable: .badGateway
        case .notConfigured, .insufficientBalance, .ownedByAnotherUser, .requestIdReused, .alreadyAnswered: .conflict
        case .tooManyAttempts, .tooManyImports: .tooManyRequests
        case .notEligible: .forbidden
        case .storageFailure: .serviceUnavailable
        case .signingFailed: .internalServerError
        default: .badRequest
        }
    }
}

/// StoreServer's failures at the HTTP edge: its domain errors as the status, kind and safe message the error
/// middleware renders (JSON for the APIs, a page under `/dashboard`); `nil` for what every server answers alike.
enum ServerFailures {
    static func failure(for error: any Error) -> HTTPFailure? {
        switch error {
        case let error as ServerError:
            HTTPFailure(
                status: error.kind.status,
                kind: error.kind.rawValue,
                message: error.message,
                detail: error.detail,
                retryAfterSeconds: error.retryAfterSeconds
            )
        case let error as StorageError: failure(for: ServerError.storage(error))
        default: nil
        }
    }

    /// The middleware: pages under `/dashboard` and `/static`, JSON everywhere else.
    static func middleware<Context: RequestContext>(_: Context.Type = Context.self) -> ErrorRenderingMiddleware<Context> {
        ErrorRenderingMiddleware(failure: failure(for:), surfaces: [("/dashboard", .html), ("/static", .html)], fallback: .json)
    }
}
#endif
