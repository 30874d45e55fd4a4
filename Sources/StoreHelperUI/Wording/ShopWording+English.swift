import StoreHelper

extension ShopWording {
    /// The shop's words in English.
    public static let english = ShopWording(text: englishText, status: .english)

    private static func englishText(_ text: ShopText) -> String {
        switch text {
        case .buy(let product, let price): "Buy \(product) for \(price)"
        case .purchasing: "Purchasing…"
        case .purchased: "Purchased"
        case .waitingForApproval: "Waiting for approval"
        case .purchaseCancelled: "Purchase cancelled"
        case .purchaseFailed(let reason): "The purchase failed: \(reason)"
        case .tryAgain: "Try again"
        case .requestDeclined: "Your request to buy was declined"
        case .subscriptionBadge(let badge):
            switch badge {
            case .active: "Active"
            case .ending: "Ending"
            case .gracePeriod: "Grace period"
            case .billingRetry: "Billing problem"
            case .expired: "Expired"
            case .refunded: "Refunded"
            case .withdrawn: "Access ended"
            }
        case .remaining(let count): "\(count) left"
        case .section(let kind):
            switch kind {
            case .consumables: "Consumables"
            case .nonConsumables: "Yours to keep"
            case .subscriptions(_, let name): name
            case .nonRenewingSubscriptions: "Passes"
            }
        case .perMonth(let price): "\(price)/month"
        case .save(let percent): "Save \(percent)"
        case .duration(let count, let unit):
            "\(count) \(englishUnit(unit, PluralCategory.english(count)))"
        case .freeTrial(let duration): "Free for \(duration)"
        case .payUpFront(let price, let duration): "\(price) for \(duration)"
        case .payAsYouGo(let price, let unit, let duration): "\(price)/\(englishUnit(unit, .one)) for \(duration)"
        case .commitment(let months, let price): "\(price)/month for \(months) months: you commit to every month"
        case .winBackOffer: "Welcome back offer"
        case .promotionalOffer: "Special offer"
        case .restorePurchases: "Restore Purchases"
        case .restoringPurchases: "Restoring purchases…"
        case .purchasesRestored: "Purchases restored"
        case .manageSubscriptions: "Manage Subscriptions"
        case .subscribeAgain: "Subscribe Again"
        case .updatePaymentMethod: "Update Payment Method"
        case .requestRefund: "Request a Refund"
        case .requestingRefund: "Requesting a refund…"
        case .refundRequested: "Refund requested"
        case .redeemOfferCode: "Redeem an Offer Code"
        case .termsOfUse: "Terms of Use"
        case .privacyPolicy: "Privacy Policy"
        case .announcement(let product, let event): "\(product): \(event)"
        }
    }

    private static func englishUnit(_ unit: ShopText.DurationUnit, _ plural: PluralCategory) -> String {
        let one = plural == .one
        return switch unit {
        case .day: one ? "day" : "days"
        case .week: one ? "week" : "weeks"
        case .month: one ? "month" : "months"
        case .year: one ? "year" : "years"
        }
    }
}
