/// The request body of Set App Account Token (`UpdateAppAccountTokenRequest`).
public struct UpdateAppAccountTokenRequest: Codable, Hashable, Sendable {
    /// The UUID to set, in lowercase text form (an empty string clears it).
    public var appAccountToken: String?

    public init(appAccountToken: String? = nil) {
        self.appAccountToken = appAccountToken
    }
}
