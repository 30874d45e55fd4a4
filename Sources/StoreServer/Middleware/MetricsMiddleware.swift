#if Server
import Hummingbird

/// Counts and times every request into ``ServerMetrics``, by method, route pattern and status.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now  // the wall clock: a request's real duration is what is measured
        do {
            let response = try await next(request, context)
            metrics.request(method: request.method.rawValue, route: route(context), status: response.status.code, duration: .now - start)
            return response
        } catch {
            // Only what escapes the error middleware (nothing it can answer) arrives here.
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            metrics.request(method: request.method.rawValue, route: route(context), status: status, duration: .now - start)
            throw error
        }
    }

    /// The matched route's pattern (not the path, which carries user ids), or `unmatched`.
    private func route(_ context: Context) -> String {
        context.endpointPath ?? "unmatched"
    }
}
#endif
