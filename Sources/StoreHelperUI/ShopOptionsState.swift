public import Foundation
public import Observation
public import StoreHelper

/// What the shop's options screen shows and does: restore purchases (and where that stands), manage subscriptions,
/// request a refund of a purchase the customer owns, redeem an offer code, and the app's terms of use and privacy
/// policy.
@MainActor @Observable
public final class ShopOptionsState {
    /// Where restoring purchases stands.
    public enum RestorePhase: Hashable, Sendable {
        case idle
        case restoring
        case restored
        /// Restoring failed, with what the helper said; it may be tried again.
        case failed(String)
    }

    /// Where restoring purchases stands.
    public private(set) var restore: RestorePhase = .idle
    /// The app's terms of use and privacy policy, when the app gives them (App Review asks a subscription app for
    /// both: https://developer.apple.com/app-store/review/guidelines/#subscriptions).
    public let termsOfUse: URL?
    public let privacyPolicy: URL?

    @ObservationIgnored private let helper: StoreHelper

    /// The options of `helper`'s shop, with the app's legal links.
    public init(helper: StoreHelper, termsOfUse: URL? = nil, privacyPolicy: URL? = nil) {
        self.helper = helper
        self.termsOfUse = termsOfUse
        self.privacyPolicy = privacyPolicy
    }

    /// Whether "Manage Subscriptions" is offered: the shop sells auto-renewable subscriptions.
    public var offersSubscriptionManagement: Bool { !helper.subscriptions.isEmpty }

    /// Whether "Redeem an Offer Code" is offered: a subscription of the shop has offer codes.
    public var offersOfferCodes: Bool { helper.subscriptions.contains { !($0.subscription?.offerCodes.isEmpty ?? true) } }

    /// The products whose purchase-info sheet can request a refund: non-consumables and non-renewing subscriptions
    /// the customer owns (a subscription's refund is asked from its status).
    public var refundableProducts: [StoreProduct] {
        helper.products.filter { ($0.type == .nonConsumable || $0.type == .nonRenewing) && helper.purchasedProducts.contains($0.id) }
    }

    /// Restores purchases (`AppStore.sync()`, which may ask the customer to sign in), unless a restore is running.
    public func restorePurchases() async {
        guard restore != .restoring else { return }
        restore = .restoring
        do throws(StoreHelperError) {
            try await helper.restorePurchases()
            restore = .restored
        } catch {
            restore = .failed(error.message)
        }
    }
}
