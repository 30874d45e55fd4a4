/// The body of an App Store Server API error response (`ErrorPayload`).
public struct ErrorPayload: Codable, Hashable, Sendable, Error {
    /// Apple's numeric error code, for example 4040010 (transaction id not found).
    public var errorCode: Int64?
    public var errorMessage: String?

    public init(errorCode: Int64? = nil, errorMessage: String? = nil) {
        self.errorCode = errorCode
        self.errorMessage = errorMessage
    }
}
