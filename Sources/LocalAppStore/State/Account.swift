public import Foundation

/// A customer of the local store (an Apple Account in the real one).
public struct Account: Codable, Hashable, Sendable {
    /// The name the store and the command line know the customer by.
    public var id: String
    /// The app account token the app sets on this customer's purchases, if any.
    public var appAccountToken: UUID?
    /// The family the customer belongs to; family-shareable purchases reach every member.
    public var familyId: String?
    /// The customer's `appTransactionId` for the app.
    public var appTransactionId: String

    public init(id: String, appAccountToken: UUID? = nil, familyId: String? = nil, appTransactionId: String) {
        self.id = id
        self.appAccountToken = appAccountToken
        self.familyId = familyId
        self.appTransactionId = appTransactionId
    }
}
