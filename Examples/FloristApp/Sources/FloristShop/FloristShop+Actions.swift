public import Foundation
public import StoreHelperUI

extension FloristShop {
    /// What the app shows for an action a screen hands it (StoreHelperUI's `onAction`).
    public enum Response: Hashable, Sendable {
        /// StoreKit's subscription-management sheet (`manageSubscriptionsSheet(isPresented:)`: iOS only; Apple's page
        /// lists no macOS).
        case manageSubscriptionsSheet
        /// StoreKit's offer-code sheet (`offerCodeRedemption(isPresented:onCompletion:)`: iOS 16, macOS 15).
        case offerCodeSheet
        /// The link opened in the browser (the `.storekit` file's terms and privacy policy).
        case open(URL)
        /// The paywall, to subscribe again.
        case paywall
        /// Nothing StoreKit offers on this system: the customer manages subscriptions in the App Store app (macOS).
        case appStoreApp
    }

    /// What the options screen's `action` shows on iOS (`iOS`) or on macOS.
    public static func response(to action: ShopOptionsState.Action, iOS: Bool) -> Response {
        switch action {
        case .manageSubscriptions: iOS ? .manageSubscriptionsSheet : .appStoreApp
        case .redeemOfferCode: iOS ? .offerCodeSheet : .appStoreApp
        case .open(let url): .open(url)
        }
    }

    /// What the subscription status's `action` shows on iOS (`iOS`) or on macOS: a failed renewal's payment method is
    /// updated where subscriptions are managed.
    public static func response(to action: SubscriptionStatusState.Action, iOS: Bool) -> Response {
        switch action {
        case .manageSubscriptions, .updatePaymentMethod: iOS ? .manageSubscriptionsSheet : .appStoreApp
        case .resubscribe: .paywall
        }
    }
}
