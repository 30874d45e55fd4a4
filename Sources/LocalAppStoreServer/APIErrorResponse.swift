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
        if code == .rateLimitExceeded { headers[.retryAfter] = "1" }
        let body = (try? JSONEncoder().encode(payload)) ?? Data()
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
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
