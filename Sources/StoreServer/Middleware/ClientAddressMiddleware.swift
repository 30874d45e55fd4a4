#if Server
import HTTPTypes
import Hummingbird

/// Sets the request's client to the address a trusted proxy forwards (``TrustedProxies``); from anywhere else the
/// peer stays the client.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext
    let proxies: TrustedProxies

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !proxies.ranges.isEmpty else { return try await next(request, context) }
        var context = context
        context.client = proxies.client(
            peer: context.client,
            forwarded: request.headers[values: .forwarded],
            forwardedFor: request.headers[values: .xForwardedFor]
        )
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    /// `Forwarded` (RFC 7239).
    static var forwarded: Self { Self("Forwarded")! }  // a valid field name: cannot fail
    /// `X-Forwarded-For`, the de facto form.
    static var xForwardedFor: Self { Self("X-Forwarded-For")! }  // a valid field name: cannot fail
}
#endif
