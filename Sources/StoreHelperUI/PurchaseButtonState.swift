public import Foundation
public import Observation
public import StoreHelper

/// What a product's purchase button shows and does. Every decision is made here, where it runs and is tested on any
/// platform; a SwiftUI button only lays it out (the price, a progress view, a badge, the failure with a retry) and
/// forwards the tap to ``buy()``. Keep it current by running ``observe()`` for as long as the button is shown (in
/// SwiftUI, `.task { await state.observe() }`).
@MainActor @Observable
public final class PurchaseButtonState {
    /// Where the button stands.
    public enum Phase: Hashable, Sendable {
        /// For sale: the price, enabled.
        case available
        /// A purchase of it is running: disabled, with progress.
        case inProgress
        /// Owned (a non-consumable or a subscription the customer is entitled to): a badge, disabled.
        case purchased
        /// Waiting for a parent's approval (Ask to Buy) or an interrupted purchase's completion: disabled.
        case pending
        /// The customer cancelled: the price again, enabled.
        case cancelled
        /// The purchase failed, with what the helper said: enabled, to retry.
        case failed(String)
        /// A parent declined the request: enabled, the customer may ask again.
        case declined
    }

    /// The product the button sells.
    public let product: StoreProduct
    /// Where the button stands now.
    public private(set) var phase: Phase
    /// How many the customer holds, for a consumable (nil for other products, and until first read).
    public private(set) var consumableCount: Int?

    @ObservationIgnored private let helper: StoreHelper
    @ObservationIgnored private let wording: ShopWording

    /// The button of `product`, starting from what `helper` already knows (owned or not), worded in `wording`.
    public init(product: StoreProduct, helper: StoreHelper, wording: ShopWording = ShopWording(locale: .current)) {
        self.product = product
        self.helper = helper
        self.wording = wording
        phase = Self.owns(product, helper) ? .purchased : .available
    }

    /// The localized price the button shows while the product is for sale.
    public var price: String { product.displayPrice }

    /// What the button reads: the price while for sale, "Purchasing…", "Purchased", "Waiting for approval", or
    /// "Try again" after a failure.
    public var title: String {
        switch phase {
        case .available, .cancelled, .declined: price
        case .inProgress: wording(.purchasing)
        case .purchased: wording(.purchased)
        case .pending: wording(.waitingForApproval)
        case .failed: wording(.tryAgain)
        }
    }

    /// What is said under the button about the last attempt (cancelled, failed and why, declined); nil otherwise.
    public var message: String? {
        switch phase {
        case .cancelled: wording(.purchaseCancelled)
        case .failed(let reason): wording(.purchaseFailed(reason: reason))
        case .declined: wording(.requestDeclined)
        default: nil
        }
    }

    /// What VoiceOver reads for the button ("Buy Roses for $1.99"), its value being ``title`` when it differs.
    public var accessibilityLabel: String { wording(.buy(product: product.displayName, price: price)) }

    /// What VoiceOver announces when the button reaches this phase (the views post it on each change): the product's
    /// name and what happened to the purchase, wherever the customer's attention is; nil while nothing has happened
    /// (available) or the customer is watching the button (in progress).
    public var announcement: String? {
        let event: String? =
            switch phase {
            case .available, .inProgress: nil
            case .purchased: wording(.purchased)
            case .pending: wording(.waitingForApproval)
            case .cancelled: wording(.purchaseCancelled)
            case .failed(let reason): wording(.purchaseFailed(reason: reason))
            case .declined: wording(.requestDeclined)
            }
        return event.map { wording(.announcement(product: product.displayName, event: $0)) }
    }

    /// A consumable's balance as the row shows it ("3 left"); nil for other products and until read.
    public var remaining: String? { consumableCount.map { wording(.remaining($0)) } }

    /// Whether a tap buys: not while a purchase runs, an approval waits, or the product is owned.
    public var isEnabled: Bool {
        switch phase {
        case .available, .cancelled, .failed, .declined: true
        case .inProgress, .purchased, .pending: false
        }
    }

    /// Whether the failure of the last purchase is shown with a retry.
    public var canRetry: Bool {
        if case .failed = phase { true } else { false }
    }

    /// Buys the product when the button is enabled; the phase follows the outcome. A purchase the helper refuses
    /// (another one running, the store's failure, a token that does not verify) ends as ``Phase/failed(_:)``.
    public func buy() async {
        guard isEnabled else { return }
        phase = .inProgress
        do throws(StoreHelperError) {
            switch try await helper.purchase(product) {
            case .purchased: await settle()
            case .pending: phase = .pending
            case .userCancelled: phase = .cancelled
            }
        } catch {
            phase = .failed(error.message)
        }
    }

    /// Follows the helper until the task is cancelled: an approval or a purchase made elsewhere delivered, a
    /// declined request, a refund or an expiry, a consumable's balance.
    public func observe() async {
        await settle(keeping: phase)
        for await change in helper.changes {
            switch change {
            case .purchasedProducts, .subscriptionStatus:
                await settle(keeping: phase)
            case .delivered(let productId, _) where productId == product.id:
                // An approved request or an interrupted purchase completed: the wait is over.
                await settle(keeping: phase == .pending ? .available : phase)
            case .revoked(let productId, _) where productId == product.id:
                await settle(keeping: phase)
            case .declined(let productId) where productId == product.id:
                phase = .declined
            case .consumableBalance(let productId, let count) where productId == product.id:
                consumableCount = count
            default:
                break
            }
        }
    }

    /// Reads what the helper holds: a product owned shows as purchased; one no longer owned (refunded, revoked,
    /// expired) is for sale again; otherwise the phase stays `current`. A consumable's count is read again.
    private func settle(keeping current: Phase = .available) async {
        if product.type == .consumable { consumableCount = await helper.count(for: product.id) }
        if Self.owns(product, helper) {
            phase = .purchased
        } else if current == .purchased {
            phase = .available
        } else {
            phase = current
        }
    }

    /// Whether the customer owns `product` as the helper knows it now (a consumable is bought again and again: never).
    private static func owns(_ product: StoreProduct, _ helper: StoreHelper) -> Bool {
        product.type != .consumable && helper.purchasedProducts.contains(product.id)
    }
}
