#if Server
public import Foundation
public import Hummingbird

/// How one group of routes tells a failure: the format its clients read.
public struct ErrorSurface: Sendable {
    /// The answer to `error`, seen as `failure`, for the request `requestId` names.
    public let render: @Sendable (_ error: any Error, _ failure: HTTPFailure, _ requestId: String) -> Response

    public init(render: @escaping @Sendable (_ error: any Error, _ failure: HTTPFailure, _ requestId: String) -> Response) {
        self.render = render
    }

    /// A page a person reads (the console, the dashboard): the message, the kind and the request id.
    public static var html: ErrorSurface {
        ErrorSurface { _, failure, requestId in
            WebPages.html(
                """
                <!DOCTYPE html><html lang="en"><title>\(failure.status.code)</title>\
                <p role="alert">\(Display.html(failure.message))</p>\
                <p><small>\(Display.html(failure.kind)) · request \(Display.html(requestId))</small></p></html>
                """,
                status: failure.status
            )
        }
    }

    /// `{"error": {"kind": …, "message": …, "requestId": …}}`, for programs.
    public static var json: ErrorSurface {
        ErrorSurface { _, failure, requestId in
            let body = ["error": ["kind": failure.kind, "message": failure.message, "requestId": requestId]]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return Response.json((try? encoder.encode(body)) ?? Data(), status: failure.status)
        }
    }
}

extension Response {
    /// A JSON answer of `data` with `status`.
    public static func json(_ data: Data, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
#endif
