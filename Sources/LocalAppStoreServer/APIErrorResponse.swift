import AppStoreModels
import Foundation
import Hummingbird
import LocalAppStore

/// A ``ServerAPIError`` as Apple sends it: the code's HTTP status and `{"errorCode", "errorMessage"}`.
extension ServerAPIError: HTTPResponseError {
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: code.httpStatus) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        let body = (try? JSONEncoder().encode(payload)) ?? Data()
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// A request past the rate limit: 429 with Apple's body and `Retry-After`, the whole seconds until a
/// request is admitted again.
struct RateLimited: HTTPResponseError {
    var limit: RateLimit
    var wait: Duration

    var status: HTTPResponse.Status { .tooManyRequests }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try ServerAPIError(.rateLimitExceeded, "more than \(limit) requests").response(from: request, context: context)
        response.headers[.retryAfter] = String(max(1, Int((wait / .seconds(1)).rounded(.up))))
        return response
    }
}

/// A refused bearer token: 401 with no body, as Apple answers.
struct Unauthorized: HTTPResponseError {
    var reason: String

    var status: HTTPResponse.Status { .unauthorized }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: .unauthorized)
    }
}
