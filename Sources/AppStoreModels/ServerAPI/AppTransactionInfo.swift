/// The response of Get App Transaction Info (`AppTransactionInfoResponse`).
public struct AppTransactionInfoResponse: Codable, Hashable, Sendable {
    /// The customer's app transaction as a compact JWS.
    public var signedAppTransactionInfo: String?

    public init(signedAppTransactionInfo: String? = nil) {
        self.signedAppTransactionInfo = signedAppTransactionInfo
    }
}
