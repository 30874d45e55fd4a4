/// The outcome of one attempt to deliver a notification (`sendAttemptResult`).
public struct SendAttemptResult: OpenEnumeration {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// Delivered.
    public static let success = Self(rawValue: "SUCCESS")
    /// The server timed out.
    public static let timedOut = Self(rawValue: "TIMED_OUT")
    /// A TLS problem.
    public static let tlsIssue = Self(rawValue: "TLS_ISSUE")
    /// The server redirected in a loop.
    public static let circularRedirect = Self(rawValue: "CIRCULAR_REDIRECT")
    /// No response.
    public static let noResponse = Self(rawValue: "NO_RESPONSE")
    /// A socket problem.
    public static let socketIssue = Self(rawValue: "SOCKET_ISSUE")
    /// The response used an unsupported charset.
    public static let unsupportedCharset = Self(rawValue: "UNSUPPORTED_CHARSET")
    /// The response was invalid.
    public static let invalidResponse = Self(rawValue: "INVALID_RESPONSE")
    /// The connection closed early.
    public static let prematureClose = Self(rawValue: "PREMATURE_CLOSE")
    /// The server answered with a non-success HTTP status.
    public static let unsuccessfulHTTPResponseCode = Self(rawValue: "UNSUCCESSFUL_HTTP_RESPONSE_CODE")
    /// Another problem.
    public static let other = Self(rawValue: "OTHER")

    public static let documentedValues: [Self] = [
        .success, .timedOut, .tlsIssue, .circularRedirect,
        .noResponse, .socketIssue, .unsupportedCharset, .invalidResponse,
        .prematureClose, .unsuccessfulHTTPResponseCode, .other,
    ]
}
