#if Server
public import AppStoreModels
public import Foundation

/// Why a call to the App Store Server API failed: Apple's answer (HTTP status and, when Apple sent one,
/// its `errorCode`), or a failure to reach it or to read what it said.
public struct AppStoreServerAPIError: Error, Hashable, Sendable, CustomStringConvertible {
    public typealias Kind = ErrorKind<AppStoreServerAPIError>

    public var kind: Kind
    public var message: String
    /// The HTTP status of Apple's answer, when there was one.
    public var httpStatus: Int?
    /// Apple's error code, when the answer carried one.
    public var errorCode: APIErrorCode?
    /// For 429: how long Apple asked to wait (`Retry-After`), in seconds.
    public var retryAfter: TimeInterval?

    public init(_ kind: Kind, _ message: String, httpStatus: Int? = nil, errorCode: APIErrorCode? = nil, retryAfter: TimeInterval? = nil) {
        self.kind = kind
        self.message = message
        self.httpStatus = httpStatus
        self.errorCode = errorCode
        self.retryAfter = retryAfter
    }

    public var description: String {
        var text = "\(kind): \(message)"
        if let httpStatus { text += " (HTTP \(httpStatus)" + (errorCode.map { ", errorCode \($0.rawValue))" } ?? ")") }
        return text
    }
}

extension ErrorKind where Owner == AppStoreServerAPIError {
    /// Apple answered with an error status (see `httpStatus` and `errorCode`).
    public static var api: Self { Self(rawValue: "api-error") }
    /// Apple refused the token (401): wrong key, issuer, bundle id, or an expired token.
    public static var unauthorized: Self { Self(rawValue: "unauthorized") }
    /// Too many requests (429), still so after the retries the client makes.
    public static var rateLimited: Self { Self(rawValue: "rate-limited") }
    /// The request did not get an answer (connection, timeout).
    public static var transport: Self { Self(rawValue: "transport") }
    /// The answer was not what Apple documents (not JSON of the expected type, or too large).
    public static var invalidResponse: Self { Self(rawValue: "invalid-response") }
    /// The request could not be made (the key could not sign a token, an argument is not valid).
    public static var invalidRequest: Self { Self(rawValue: "invalid-request") }
}
#endif
