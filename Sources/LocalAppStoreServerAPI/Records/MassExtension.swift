public import Foundation

/// A request to extend the renewal date of every eligible subscriber of a product, and how it ended.
public struct MassExtension: Codable, Hashable, Sendable {
    public var requestIdentifier: String
    public var productId: String
    public var extendByDays: Int
    /// When the store finished it (the store extends every subscription at once).
    public var completeDate: Date
    public var succeededCount: Int
    public var failedCount: Int

    package init(requestIdentifier: String, productId: String, extendByDays: Int, completeDate: Date, succeededCount: Int, failedCount: Int) {
        self.requestIdentifier = requestIdentifier
        self.productId = productId
        self.extendByDays = extendByDays
        self.completeDate = completeDate
        self.succeededCount = succeededCount
        self.failedCount = failedCount
    }
}
