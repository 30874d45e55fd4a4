public import Foundation
public import Observation
public import StoreHelper

/// What a product's purchase-info sheet shows: when the customer bought it, when it expires or was refunded, and
/// whether a refund can be requested (and where that request stands). For non-consumables and non-renewing
/// subscriptions (a subscription's sheet is ``SubscriptionStatusState``). Call ``load()`` when the sheet opens.
@MainActor @Observable
public final class PurchaseInfoState {
    /// Where a refund request stands.
    public enum RefundPhase: Hashable, Sendable {
        /// Not offered: nothing bought, already refunded, or shared by the family (the member did not pay).
        case unavailable
        /// Offered.
        case available
        /// Being sent.
        case requesting
        /// Sent: the App Store decides, and a refund arrives as a revocation.
        case requested
        /// The request failed, with what the helper said; it may be tried again.
        case failed(String)
    }

    /// The product the sheet is about.
    public let productId: String
    /// The purchase, once loaded; nil when the customer never bought it.
    public private(set) var info: PurchaseInfo?
    /// The sentences the sheet shows (purchased on, expires on, refunded on), in the shop's wording.
    public private(set) var lines: [String] = []
    /// The price the customer paid, formatted, when the transaction says.
    public private(set) var price: String?
    /// Where a refund request stands.
    public private(set) var refund: RefundPhase = .unavailable
    /// What the helper said when the purchase could not be read.
    public private(set) var failure: String?

    @ObservationIgnored private let helper: StoreHelper
    @ObservationIgnored private let formatter: StatusFormatter
    @ObservationIgnored private let wording: ShopWording

    /// The sheet of `productId`, worded in `wording` with dates and prices for `locale` and `timeZone`.
    public init(
        productId: String,
        helper: StoreHelper,
        wording: ShopWording = ShopWording(locale: .current),
        locale: Locale = .current,
        timeZone: TimeZone = .current
    ) {
        self.productId = productId
        self.helper = helper
        self.wording = wording
        formatter = StatusFormatter(locale: locale, timeZone: timeZone, wording: wording.status)
    }

    /// Reads the purchase at the store's time.
    public func load() async {
        do throws(StoreHelperError) {
            let info = try await helper.purchaseInfo(for: productId)
            self.info = info
            lines = info.map { formatter.text(for: $0) } ?? []
            price = info.flatMap { info in
                let payload = info.transaction.payload
                return payload.price.flatMap { milli in payload.currency.map { formatter.price(Decimal(milli) / 1000, currency: $0) } }
            }
            failure = nil
            if refund != .requested { refund = Self.refundable(info) ? .available : .unavailable }
        } catch {
            failure = error.message
        }
    }

    /// Whether the refund button asks (offered, or failed and tried again).
    public var canRequestRefund: Bool {
        switch refund {
        case .available, .failed: true
        default: false
        }
    }

    /// What the refund button reads ("Request a Refund", "Requesting a refund…", "Refund requested"); nil when no
    /// refund is offered. A failure's reason is in ``refund``.
    public var refundTitle: String? {
        switch refund {
        case .unavailable: nil
        case .available, .failed: wording(.requestRefund)
        case .requesting: wording(.requestingRefund)
        case .requested: wording(.refundRequested)
        }
    }

    /// What VoiceOver announces when a refund request ends (the views post it on each change): the product's name
    /// and "Refund requested", or why the request failed; nil otherwise.
    public var announcement: String? {
        let name = helper.product(productId)?.displayName ?? productId
        return switch refund {
        case .unavailable, .available, .requesting: nil
        case .requested: wording(.announcement(product: name, event: wording(.refundRequested)))
        case .failed(let reason): wording(.announcement(product: name, event: reason))
        }
    }

    /// Asks the App Store for a refund of the purchase, when one is offered.
    public func requestRefund() async {
        guard canRequestRefund else { return }
        refund = .requesting
        do throws(StoreHelperError) {
            try await helper.requestRefund(for: productId)
            refund = .requested
        } catch {
            refund = .failed(error.message)
        }
    }

    private static func refundable(_ info: PurchaseInfo?) -> Bool {
        guard let info else { return false }
        // Only the customer's own purchase: not a family member's copy, nor anything someone else holds for them.
        return info.revocationDate == nil && info.transaction.ownershipType == .purchased
    }
}
