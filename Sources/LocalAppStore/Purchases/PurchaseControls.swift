public import Foundation

/// What a test asks of a local purchase beyond what an app can send (StoreKit testing's
/// `purchaseDate(_:renewalBehavior:)`): a purchase made in the past, and what happened since.
public struct PurchaseControls: Codable, Hashable, Sendable {
    /// A purchase made at this instant, at or before the store's clock.
    public var purchaseDate: Date?
    /// What happens between a past purchase date and the store's clock.
    public var renewalBehavior: RenewalBehavior

    /// What happens between a past purchase date and the store's clock.
    public enum RenewalBehavior: String, Codable, Hashable, Sendable {
        /// Back-fill every renewal up to now (the default).
        case renewUntilNow
        /// Turn auto-renew off, so the subscription ends after its first period.
        case cancelImmediately
    }

    public init(purchaseDate: Date? = nil, renewalBehavior: RenewalBehavior = .renewUntilNow) {
        self.purchaseDate = purchaseDate
        self.renewalBehavior = renewalBehavior
    }
}
