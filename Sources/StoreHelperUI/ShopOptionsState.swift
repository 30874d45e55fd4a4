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

    /// What the screen asks the app to present: StoreKit's sheets belong to the app (StoreHelperStoreKit's
    /// `StoreKitSheets`, or StoreKit's SwiftUI modifiers), the links to its browser.
    public enum Action: Hashable, Sendable {
        case manageSubscriptions
        case redeemOfferCode
        case open(URL)
    }

    /// One of the screen's buttons: what it does and what it reads.
    public struct Item: Hashable, Sendable, Identifiable {
        public let action: Action
        public let title: String

        public var id: String { title }
    }

    /// Where restoring purchases stands.
    public private(set) var restore: RestorePhase = .idle
    /// The app's terms of use and privacy policy, when the app gives them (App Review asks a subscription app for
    /// both: https://developer.apple.com/app-store/review/guidelines/#subscriptions).
    public let termsOfUse: URL?
    public let privacyPolicy: URL?

    @ObservationIgnored private let helper: StoreHelper
    @ObservationIgnored private let wording: ShopWording

    /// The options of `helper`'s shop, with the app's legal links, worded in `wording`.
    public init(helper: StoreHelper, termsOfUse: URL? = nil, privacyPolicy: URL? = nil, wording: ShopWording = ShopWording(locale: .current)) {
        self.helper = helper
        self.wording = wording
        self.termsOfUse = termsOfUse
        self.privacyPolicy = privacyPolicy
    }

    /// What the restore button reads: "Restore Purchases", "Restoring purchases…" or "Purchases restored".
    public var restoreTitle: String {
        switch restore {
        case .idle, .failed: wording(.restorePurchases)
        case .restoring: wording(.restoringPurchases)
        case .restored: wording(.purchasesRestored)
        }
    }

    /// Why restoring failed, for the line under the button; nil otherwise.
    public var restoreFailure: String? {
        if case .failed(let reason) = restore { reason } else { nil }
    }

    /// What VoiceOver announces when restoring ends (the views post it on each change): "Purchases restored", or why
    /// it failed; nil before and while it runs.
    public var announcement: String? {
        switch restore {
        case .idle, .restoring: nil
        case .restored: wording(.purchasesRestored)
        case .failed(let reason): reason
        }
    }

    /// The other buttons, in order, each with its words: manage subscriptions and redeem an offer code where the
    /// shop offers them, then the legal links the app gave.
    public var items: [Item] {
        var items: [Item] = []
        if offersSubscriptionManagement { items.append(Item(action: .manageSubscriptions, title: wording(.manageSubscriptions))) }
        if offersOfferCodes { items.append(Item(action: .redeemOfferCode, title: wording(.redeemOfferCode))) }
        if let termsOfUse { items.append(Item(action: .open(termsOfUse), title: wording(.termsOfUse))) }
        if let privacyPolicy { items.append(Item(action: .open(privacyPolicy), title: wording(.privacyPolicy))) }
        return items
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
