public import Foundation

/// Consumption information an app's server sent about a transaction (Send Consumption Information),
/// kept as it was sent.
public struct ConsumptionReport: Codable, Hashable, Sendable {
    /// 1 or 2: the version of the endpoint it was sent to.
    public var version: Int
    /// The request body, as JSON.
    public var body: String
    /// When it was received, on the store's clock.
    public var receivedDate: Date

    package init(version: Int, body: String, receivedDate: Date) {
        self.version = version
        self.body = body
        self.receivedDate = receivedDate
    }
}
