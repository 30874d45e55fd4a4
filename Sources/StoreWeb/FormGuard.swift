#if Server
public import Crypto
import Foundation
public import Hummingbird

/// Protects forms against cross-site requests: every form carries a `csrf` field, an HMAC-SHA256 of what
/// it is bound to (a session, or the page's own purpose) that only this server can make, and a request that
/// a browser marks as coming from another site (`Sec-Fetch-Site`, `Origin`) is refused before that.
public struct FormGuard: Sendable {
    private let key: SymmetricKey

    /// `key` signs the tokens; servers that share it accept each other's forms.
    public init(key: SymmetricKey = SymmetricKey(size: .bits256)) {
        self.key = key
    }

    /// The token a form bound to `binding` carries.
    public func token(for binding: String) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data(binding.utf8), using: key)).base64EncodedString()
    }

    /// Throws unless `request` comes from this site and `form` carries the token for `binding`.
    public func check(_ request: Request, form: Form, binding: String) throws(WebError) {
        if let site = request.headers[HTTPFields.Element.Name("Sec-Fetch-Site")!], !["same-origin", "none"].contains(site) {
            throw .crossSite("the form was sent from another site (\(site))")
        }
        if let origin = request.headers[.origin], let host = request.head.authority {
            guard let url = URL(string: origin), let originHost = url.host else {
                throw .crossSite("the form's Origin is not an address: \(origin.prefix(80))")
            }
            let bracketed = originHost.contains(":") && !originHost.hasPrefix("[") ? "[\(originHost)]" : originHost  // IPv6
            let originAuthority = url.port.map { "\(bracketed):\($0)" } ?? bracketed
            guard originAuthority == host else { throw .crossSite("the form was sent from \(origin.prefix(80)), not from this server") }
        }
        guard let sent = form["csrf"], let code = Data(base64Encoded: sent),
            HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data(binding.utf8), using: key)
        else {
            throw .crossSite("the form has no valid csrf token: reload the page and try again")
        }
    }
}
#endif
