#if Server
import Foundation
public import Hummingbird
import Logging

/// The one place a server turns a failure into an answer: whatever a route, a middleware inside it or the
/// router throws is mapped to an ``HTTPFailure`` by the server's own `failure` function (its domain errors;
/// `nil` for the rest, which every server answers alike: ``WebError``, Hummingbird's `HTTPError`, and
/// anything else as `internal`) and rendered in the
/// format of the route group the path belongs to (the first matching prefix, else `fallback`). The
/// failure's detail is logged with the request id the answer carries, at `error` for a 5xx and at `debug`
/// for a refusal (a flood of bad requests must not become a flood of lines).
public struct ErrorRenderingMiddleware<Context: RequestContext>: RouterMiddleware {
    let failure: @Sendable (any Error) -> HTTPFailure?
    let surfaces: [(prefix: String, surface: ErrorSurface)]
    let fallback: ErrorSurface

    public init(
        failure: @escaping @Sendable (any Error) -> HTTPFailure?,
        surfaces: [(prefix: String, surface: ErrorSurface)],
        fallback: ErrorSurface
    ) {
        self.failure = failure
        self.surfaces = surfaces
        self.fallback = fallback
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let failure = failure(error) ?? Self.common(error)
            context.logger.log(
                level: failure.status.code >= 500 ? .error : .debug,
                "\(failure.kind): \(failure.message)",
                metadata: ["detail": "\(failure.detail ?? "-")", "path": "\(request.uri.path.prefix(200))"]
            )
            var response = surface(for: request.uri.path).render(error, failure, context.id)
            if let date = failure.retryAfterDate {
                response.headers[.retryAfter] = String(Int64((date.timeIntervalSince1970 * 1_000).rounded(.up)))
            } else if let seconds = failure.retryAfterSeconds {
                response.headers[.retryAfter] = String(seconds)
            }
            if failure.closesConnection { response.headers[.connection] = "close" }
            return response
        }
    }

    /// A failure no server's own mapping takes: the pages' layer, Hummingbird's, or unknown (`internal`).
    static func common(_ error: any Error) -> HTTPFailure {
        switch error {
        case let error as WebError: HTTPFailure(error)
        case let error as HTTPError: HTTPFailure(error)
        default: HTTPFailure.internal(error)
        }
    }

    /// The surface of the route group `path` belongs to.
    func surface(for path: String) -> ErrorSurface {
        surfaces.first { path == $0.prefix || path.hasPrefix($0.prefix + "/") }?.surface ?? fallback
    }
}
#endif
