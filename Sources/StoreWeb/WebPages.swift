#if Server
public import Hummingbird
import Mustache

/// Server-rendered pages: mustache templates that fill the shared `PageLayout`, answered as HTML.
///
/// A page template extends the layout (`{{<layout}}{{$main}}…{{/main}}{{/layout}}`); the context it is
/// rendered with gives `title` and what the page shows. Mustache escapes every `{{value}}`. A form takes
/// its ``FormGuard`` token with the `{{>csrf}}` partial (the hidden field, from the context's `csrf`).
public struct WebPages: Sendable {
    private var library: MustacheLibrary

    /// Registers `templates` (name → mustache text) beside the layout. A template that does not parse is
    /// a programming error caught by the route tests, so it stops the process with the parser's reason.
    public init(_ templates: [String: String]) {
        library = MustacheLibrary()
        do {
            try library.register(PageLayout.template, named: "layout")
            try library.register(#"<input type="hidden" name="csrf" value="{{csrf}}">"#, named: "csrf")
            for (name, text) in templates { try library.register(text, named: name) }
        } catch {
            preconditionFailure("a page template does not parse: \(error)")
        }
    }

    /// The page `template` rendered with `context`, as an HTML response.
    public func render(_ template: String, _ context: [String: Any], status: HTTPResponse.Status = .ok) -> Response {
        Self.html(text(template, context), status: status)
    }

    /// The page `template` rendered with `context`, as text.
    public func text(_ template: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: template) ?? ""
    }

    /// `html` as a response that no cache keeps and no other site frames.
    public static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'"
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// A 303 to `location`: where a form goes after its action, so reloading does not repeat it.
    public static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    /// The stylesheet every page links (`/static/store.css`).
    public static func stylesheet() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/css; charset=utf-8"
        headers[.cacheControl] = "max-age=300"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: PageLayout.stylesheet)))
    }

    /// The script of live pages (`/static/live.js`): reloads the page when the address in its
    /// `data-live` attribute answers something new.
    public static func liveScript() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/javascript; charset=utf-8"
        headers[.cacheControl] = "max-age=300"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: PageLayout.liveScript)))
    }
}
#endif
