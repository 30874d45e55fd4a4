#if Server
public import AppStoreModels
import Foundation

/// Why a page, a form or a request's framing was refused, with a stable kind; the server's error middleware
/// answers it with its status (``HTTPFailure/init(_:)-(WebError)``) in the route group's format.
public struct WebError: KindedError, Hashable, Sendable {
    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The form's fields were missing, malformed or too large.
    public static func badForm(_ message: String) -> Self { Self(.badForm, message) }
    /// The form did not come from this site's own page (cross-site request forgery refused).
    public static func crossSite(_ message: String) -> Self { Self(.crossSite, message) }

}

extension ErrorKind<WebError> {
    /// The form's fields were missing, malformed or too large (400).
    public static let badForm = Self(rawValue: "bad-form")
    /// The form did not come from this site's own page (403).
    public static let crossSite = Self(rawValue: "cross-site")
    /// The request has no `Host`, or more than one (400).
    public static let badHost = Self(rawValue: "bad-host")
    /// A page asked for under a host name this server's pages do not answer to (421: DNS rebinding refused).
    public static let misdirected = Self(rawValue: "misdirected")
    /// A path with an empty or a dot segment (400): one path, one meaning, for the router and the rules alike.
    public static let badPath = Self(rawValue: "bad-path")
}
#endif
