#if Server
public import Foundation

/// An app user's claim on the purchases of the transactions stored with it: a purchase (its original
/// transaction) belongs to one app user at a time, and the claim says what happens when another owns it.
public struct PurchaseClaim: Hashable, Sendable {
    public var appUserId: String
    public var policy: OwnershipPolicy
    /// The app account tokens that are the claimant's own, whoever reported them first (for StoreHelper's
    /// apps, the one token derived from the user id): a claim binds these tokens, nothing else, so a token
    /// that names another user is never bound to the claimant by reporting it.
    public var vouchedTokens: Set<UUID>

    public init(appUserId: String, policy: OwnershipPolicy, vouchedTokens: Set<UUID> = []) {
        self.appUserId = appUserId
        self.policy = policy
        self.vouchedTokens = vouchedTokens
    }

    /// The vouched tokens as stored (lowercased).
    var vouchedTokenKeys: Set<String> { Set(vouchedTokens.map { $0.uuidString.lowercased() }) }
}

/// What a claim on a purchase that another app user owns does. Whatever the policy, a transaction whose
/// app account token is bound to another app user is never theirs to claim.
public enum OwnershipPolicy: String, Codable, Sendable, CaseIterable {
    /// The claiming user gets the purchase and the owner loses it; both are recorded as an ownership change.
    case transfer
    /// The claim is refused (``AppStoreModels/ErrorKind/ownedByAnotherUser``); the purchase stays with its owner.
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
#endif
