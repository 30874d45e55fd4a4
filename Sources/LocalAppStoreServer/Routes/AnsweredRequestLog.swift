#if Server
import Hummingbird
import Logging

/// One line per answered request, with its status: at `info` for what was served or refused on its merits, at
/// `debug` for what was refused before anything was read (no or a wrong key: 401; past the rate limit: 429), so
/// anonymous traffic cannot fill the log.
struct AnsweredRequestLog<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response = try await next(request, context)
        let level: Logger.Level = [.unauthorized, .tooManyRequests].contains(response.status) ? .debug : .info
        context.logger.log(
            level: level,
            "request answered",
            metadata: [
                "request.method": "\(request.method)", "request.path": "\(request.uri.path.prefix(200))",
                "response.status": "\(response.status.code)",
            ]
        )
        return response
    }
}
#endif
