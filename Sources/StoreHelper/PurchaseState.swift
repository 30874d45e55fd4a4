/// Where the helper's latest purchase stands.
///
/// It may gain cases in a minor release (CHANGELOG.md lists them): a `switch` over it keeps a `default:`.
public enum PurchaseState: String, Hashable, Sendable {
    case notStarted
    case inProgress
    /// Verified and delivered.
    case purchased
    /// Waiting for Ask to Buy or interrupted; the listener finishes it later.
    case pending
    case cancelled
    /// The store refused it (see the error).
    case failed
    /// The store returned a transaction that did not verify; nothing was granted.
    case failedVerification
    /// A parent declined the Ask to Buy request.
    case declined
}
