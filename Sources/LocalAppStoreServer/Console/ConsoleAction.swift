#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import StoreKitInterface
import StoreWeb

/// The console's actions on the store: what each form changes, and the sentence the page shows after.
/// Each throws (and so changes nothing) when the store refuses it.
enum ConsoleAction {
    /// `advance`, `set`, `buy`, `assign`, `unassign`, `accounts`, `show-message` and `rescind-consent`.
    static func store(_ action: String, form: Form, on store: inout LocalAppStore) throws(StoreError) -> String {
        switch action {
        case "advance":
            let text = try field("by", form)
            guard let seconds = DurationText.seconds(text), seconds > 0 else {
                throw StoreError.invalidRequest("'\(text.prefix(40))' is not a duration like 30d, 12h or 1d12h")
            }
            try store.advance(by: seconds)
            return "The clock moved forward \(text): it is now \(Display.instant(store.now))."
        case "set":
            let key = try field("key", form)
            let value = try field("value", form)
            if key == "notify-url" {
                try store.setNotificationURL(value == "none" ? nil : value)
            } else {
                try store.set(key, to: value)
            }
            return "\(key) is now \(value)."
        case "buy":
            let product = try field("product", form)
            let account = form["account"].flatMap { $0.isEmpty ? nil : $0 } ?? LocalAppStore.defaultAccountId
            let plan = form["plan"].flatMap { $0.isEmpty || $0 == "default" ? nil : BillingPlanType(rawValue: $0) }
            switch try store.purchase(product, accountId: account, options: PurchaseOptions(billingPlanType: plan)) {
            case .purchased(let signed): return "\(account) bought \(product): transaction \(signed.payload.transactionId ?? "")."
            case .pending(let ticket): return "The purchase of \(product) waits (\(ticket?.reason.rawValue ?? "?")): \(ticket?.id ?? "?")."
            case .userCancelled: return "The purchase of \(product) was cancelled."
            }
        case "assign":
            let organization = try field("organization", form)
            let product = try field("product", form)
            let account = try field("account", form)
            try store.assign(product, to: account, organization: organization)
            return "\(organization) assigned a seat of \(product) to \(account)."
        case "unassign":
            let original = try field("original", form)
            try store.revokeAssignment(original)
            return "The organization took back seat \(original): REVOKE sent."
        case "accounts":
            let account = try field("account", form)
            let family = form["family"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            try store.addAccount(account, appAccountToken: nil, familyId: family)
            return "Account \(account) added\(family.map { " to family \($0)" } ?? "")."
        case "show-message":
            let account = try field("account", form)
            let message = try field("message", form)
            try store.markDisplayed(message, accountId: account)
            return "\(account)'s device showed the App Store message \(message); it is not raised again."
        case "rescind-consent":
            let account = try field("account", form)
            try store.rescindConsent(accountId: account)
            return "\(account)'s parent or guardian withdrew consent for the app: RESCIND_CONSENT sent."
        default:
            throw StoreError.invalidRequest("the console has no action \(action.prefix(40))")
        }
    }

    /// `join` and `leave`.
    static func family(_ action: String, form: Form, on store: inout LocalAppStore) throws(StoreError) -> String {
        let account = try field("account", form)
        switch action {
        case "join":
            let family = try field("family", form)
            try store.joinFamily(account, familyId: family)
            return "\(account) joined family \(family)."
        case "leave":
            try store.leaveFamily(account)
            return "\(account) left the family."
        default:
            throw StoreError.invalidRequest("the console has no family action \(action.prefix(40))")
        }
    }

    /// `renew`, `expire`, `auto-renew` and `price-increase` of one account's subscription.
    static func subscription(_ action: String, form: Form, on store: inout LocalAppStore) throws(StoreError) -> String {
        let account = try field("account", form)
        let product = try field("product", form)
        switch action {
        case "renew":
            try store.forceRenewal(product, accountId: account)
            return "\(product) renewed for \(account)."
        case "expire":
            try store.expireSubscription(product, accountId: account)
            return "\(product) expired for \(account)."
        case "auto-renew":
            let on = try field("on", form) == "on"
            try store.setAutoRenew(on, product: product, accountId: account)
            return "Auto-renew of \(product) is \(on ? "on" : "off") for \(account)."
        case "price-increase":
            let text = try field("step", form)
            guard let step = LocalAppStore.PriceIncreaseStep(rawValue: text) else {
                throw StoreError.invalidRequest("the price increase step is request, accept, decline or notice")
            }
            try store.priceIncrease(step, product: product, accountId: account)
            return "Price increase \(step.rawValue) for \(product) of \(account)."
        default:
            throw StoreError.invalidRequest("the console has no subscription action \(action.prefix(40))")
        }
    }

    /// `refund`, `approve`, `decline`, `resolve`, `finish` and `delete` of transaction `id`.
    static func transaction(_ id: String, _ action: String, on store: inout LocalAppStore) throws(StoreError) -> String {
        switch action {
        case "refund": try store.refund(id)
        case "approve": _ = try store.approve(id)
        case "decline": try store.decline(id)
        case "resolve": _ = try store.resolve(id)
        case "finish": try store.finish(id)
        case "delete": try store.deleteTransaction(id)
        default: throw StoreError.invalidRequest("the console has no transaction action \(action.prefix(40))")
        }
        let done = [
            "refund": "refunded", "approve": "approved", "decline": "declined", "resolve": "resolved", "finish": "finished", "delete": "deleted",
        ]
        return "Transaction \(id) \(done[action] ?? action)."
    }

    /// The form's field `name` (``Form/required(_:)``), its absence a refusal like the store's own.
    private static func field(_ name: String, _ form: Form) throws(StoreError) -> String {
        do { return try form.required(name) } catch { throw StoreError.invalidRequest(error.message) }
    }
}
#endif
