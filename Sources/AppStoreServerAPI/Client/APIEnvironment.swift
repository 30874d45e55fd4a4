#if Server
public import Foundation

/// Where the App Store Server API is: Apple's production or sandbox, or a local URL (the local App
/// Store's `store serve`).
public enum APIEnvironment: Hashable, Sendable {
    case production
    case sandbox
    case local(URL)

    /// The base URL paths are appended to.
    public var baseURL: String {
        switch self {
        case .production: "https://api.storekit.apple.com"
        case .sandbox: "https://api.storekit-sandbox.apple.com"
        case .local(let url): url.absoluteString.hasSuffix("/") ? String(url.absoluteString.dropLast()) : url.absoluteString
        }
    }
}
#endif
