public import Foundation

/// An app user's claim on the purchases of the transactions stored with it: a purchase (its original
/// transaction) belongs to one app user at a time, and the claim says what happens when another owns it.
public struct PurchaseClaim: Hashable, Sendable {
    public var appUserId: String
    public var policy: OwnershipPolicy

    public init(appUserId: String, policy: OwnershipPolicy) {
        self.appUserId = appUserId
        self.policy = policy
    }
}

/// What a claim on a purchase that another app user owns does. Whatever the policy, a transaction whose
/// app account token is bound to another app user is never theirs to claim.
public enum OwnershipPolicy: String, Codable, Sendable, CaseIterable {
    /// The claiming user gets the purchase and the owner loses it; both are recorded as an ownership change.
    case transfer
    /// The claim is refused (``StorageError/Kind/ownedByAnotherUser``); the purchase stays with its owner.
    case keep
    /// Purchases nobody owns are linked; those another user owns are left as they are, silently (what a
    /// background refresh of one user's data does).
    case linkUnowned
}

/// A purchase that moved from one app user to another.
public struct OwnershipChange: Hashable, Sendable {
    public var originalTransactionId: String
    /// Who owned it before.
    public var fromAppUserId: String
    /// Who owns it since.
    public var toAppUserId: String
    /// When, on the server's clock.
    public var date: Date

    public init(originalTransactionId: String, fromAppUserId: String, toAppUserId: String, date: Date) {
        self.originalTransactionId = originalTransactionId
        self.fromAppUserId = fromAppUserId
        self.toAppUserId = toAppUserId
        self.date = date
    }
}
