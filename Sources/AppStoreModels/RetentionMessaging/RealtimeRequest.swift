/// What the App Store POSTs to the app server's Get Retention Message endpoint (`RealtimeRequestBody`).
public struct RealtimeRequestBody: Codable, Hashable, Sendable {
    /// A JWS whose payload is a ``DecodedRealtimeRequestBody``.
    public var signedPayload: String?

    public init(signedPayload: String? = nil) { self.signedPayload = signedPayload }
}

/// The payload of a real-time retention request: a subscriber is looking at a subscription they could
/// cancel (`DecodedRealtimeRequestBody`).
public struct DecodedRealtimeRequestBody: Codable, Hashable, Sendable {
    public var originalTransactionId: String?
    public var appAppleId: Int64?
    /// The auto-renewable subscription the subscriber is looking at.
    public var productId: String?
    /// The device's locale (`en-US`).
    public var userLocale: String?
    /// A UUID naming this request.
    public var requestIdentifier: String?
    public var signedDate: MillisecondDate?
    public var environment: AppStoreEnvironment?

    public init() {}
}
