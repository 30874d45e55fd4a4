public import Observation
public import StoreHelper

/// When the App Store's messages the app holds back are shown (StoreKit's `Message`; StoreHelper's
/// `pendingMessages`): between the customer's tasks, never over a purchase under way or a moment the app says is busy,
/// and the most pressing first — a billing problem (a subscription about to be lost), a price increase to consent
/// to, a win-back offer, then any other. The `appStoreMessages(_:)` modifier shows each as it becomes due.
@MainActor @Observable
public final class AppStoreMessagesState {
    /// Whether the customer is in the middle of something the app would not interrupt (a checkout form, a video):
    /// while true, nothing is shown; set it back to false and what waits is due again.
    public var customerIsBusy = false
    /// Why the last message could not be shown, if it could not; it keeps waiting.
    public private(set) var failure: String?

    @ObservationIgnored private let helper: StoreHelper

    /// The messages of `helper`'s customer.
    public init(helper: StoreHelper) { self.helper = helper }

    /// The message to show now: nil while none waits, the customer is busy or a purchase is under way.
    public var due: StoreMessage? {
        guard !customerIsBusy, helper.purchaseState != .inProgress else { return nil }
        return helper.pendingMessages.min { Self.urgency($0.reason) < Self.urgency($1.reason) }
    }

    /// Shows the message due now, if any (the App Store's own sheet); false when none was due or it could not be shown.
    @discardableResult
    public func showDue() async -> Bool {
        guard let message = due else { return false }
        do {
            try await helper.display(message)
            failure = nil
            return true
        } catch {
            failure = error.message
            return false
        }
    }

    /// How pressing a reason is (lower first): a subscription that fails to renew, then a price increase that ends it
    /// without consent, then an offer; `min` keeps the store's first of equal urgency.
    private static func urgency(_ reason: StoreMessageReason) -> Int {
        switch reason {
        case .billingIssue: 0
        case .priceIncreaseConsent: 1
        case .winBackOffer: 2
        case .generic: 3
        }
    }
}
