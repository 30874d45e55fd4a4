import Hummingbird

/// Why a page or a form was refused: a stable `kind`, a sentence, and the HTTP status it answers with.
public struct WebError: Error, HTTPResponseError, Sendable, CustomStringConvertible {
    public var kind: String
    public var message: String
    public var status: HTTPResponse.Status

    public init(_ kind: String, _ message: String, status: HTTPResponse.Status) {
        self.kind = kind
        self.message = message
        self.status = status
    }

    /// The form's fields were missing, malformed or too large.
    public static func badForm(_ message: String) -> Self { Self("bad-form", message, status: .badRequest) }
    /// The form did not come from this site's own page (cross-site request forgery refused).
    public static func crossSite(_ message: String) -> Self { Self("cross-site", message, status: .forbidden) }

    public var description: String { "\(kind): \(message)" }

    /// A plain page that says what was wrong.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        WebPages.html(
            "<!DOCTYPE html><html lang=\"en\"><title>\(status.code)</title><p role=\"alert\">\(Display.html(message))</p></html>",
            status: status
        )
    }
}
