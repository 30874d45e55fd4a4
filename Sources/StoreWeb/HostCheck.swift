#if Server
public import Hummingbird

/// Checks every request's `Host`. A request without one, or with more than one, is refused (`bad-host`,
/// 400, RFC 9112, §3.2; the connection closes). On the web pages (paths under `pagePrefixes`), the host must be an address (`127.0.0.1`,
/// `[::1]`), `localhost`, or one of `allowedNames`: a page a browser loaded from another name that
/// resolves to this server (DNS rebinding) is refused (`misdirected`, 421) before it can read a page or post a form.
/// The APIs stay reachable under any name (apps call them by the server's public name, with a key). A path with an
/// empty or a dot segment (`//console`, `/./console`, `/a/../console`) is refused (`bad-path`, 400) before any of
/// it: the router would find the page through it while a rule written for `/console` would not.
public struct HostCheck<Context: RequestContext>: RouterMiddleware {
    /// Host names the web pages answer to besides addresses and `localhost`, lowercased.
    public let allowedNames: Set<String>
    /// The paths of the web pages (`/console`, `/dashboard`, `/static`).
    public let pagePrefixes: [String]

    public init(allowedNames: [String] = [], pagePrefixes: [String]) {
        self.allowedNames = Set(allowedNames.map { $0.lowercased() })
        self.pagePrefixes = pagePrefixes
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, !authority.isEmpty else {
            throw WebError(.badHost, "the request has no Host header")
        }
        // HTTP/1's first Host becomes the authority; any other stays among the fields.
        guard request.headers[values: Self.host].isEmpty else { throw WebError(.badHost, "the request has more than one Host header") }
        let path = request.uri.path
        guard Self.isCanonical(path) else {
            throw WebError(.badPath, "the path has an empty or a dot segment; ask for \(Self.canonical(path).prefix(200))")
        }
        if pagePrefixes.contains(where: { path == $0 || path.hasPrefix($0 + "/") }), !isAllowed(authority) {
            throw WebError(.misdirected, "this server's pages do not answer to the host \(authority.prefix(100))")
        }
        return try await next(request, context)
    }

    /// Whether `path` is `/` or segments that are neither empty nor `.` nor `..`, each after one `/` (and at most
    /// one `/` at the end).
    static func isCanonical(_ path: String) -> Bool {
        guard path != "/" else { return true }
        var segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        if segments.count > 1, segments.last == "" { segments.removeLast() }  // one trailing `/` reads as none
        return path.hasPrefix("/") && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// `path` with its empty and dot segments dropped, as the router would read it (for the refusal's message).
    static func canonical(_ path: String) -> String {
        "/" + path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// Whether the host of `authority` (`name`, `name:port`, `[v6]:port`) may be served pages.
    public func isAllowed(_ authority: String) -> Bool {
        let host: Substring
        if authority.hasPrefix("[") {
            guard let end = authority.firstIndex(of: "]") else { return false }
            host = authority[authority.index(after: authority.startIndex)..<end]
            return host.contains(":") && host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let name = host.lowercased()
        if name == "localhost" || allowedNames.contains(name) { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.allSatisfy { octet in octet.count <= 3 && UInt8(octet) != nil }
    }

    private static var host: HTTPFields.Element.Name { HTTPFields.Element.Name("Host")! }  // a valid field name: cannot fail
}
#endif
