import AppStoreModels
import Foundation
public import LocalAppStore

/// Retention Messaging in App Store Connect: messages set up there, with the retention offers they may carry
/// (https://developer.apple.com/documentation/appstoreconnectapi/setting-up-retention-messaging; WWDC26 session
/// 309). The store holds what App Store Connect would; the cancellation flow shows them in Apple's order.
extension LocalAppStore.RetentionMessaging {
    /// The retention messages set up in App Store Connect, by reference name.
    public var connectRetentionMessages: [ConnectRetentionMessage] {
        (retentionContent.connectMessages ?? [:]).values.sorted { $0.referenceName < $1.referenceName }
    }

    /// The retention offers set up in App Store Connect, by offer identifier.
    public var retentionOffers: [RetentionOffer] { (retentionContent.retentionOffers ?? [:]).values.sorted { $0.id < $1.id } }

    /// The most characters a reference name or an offer identifier may have here.
    public static let maximumRetentionNameLength = 64
    /// The most retention offers one subscription may have here (App Store Connect's cap on a subscription's win-back
    /// offers; Apple states none for retention offers).
    public static let maximumRetentionOffersPerProduct = 350
    /// The most locales one retention message may have text in here.
    public static let maximumRetentionLocalizations = 100

    /// Sets up (or replaces) retention offer `offer`: a discount on an auto-renewable subscription ("discounted
    /// offers for the same subscription"), its identifier not used by another offer of the group (as App Store
    /// Connect asks of every subscription offer); a free offer costs nothing and a paid one less than the product.
    public mutating func setRetentionOffer(_ offer: RetentionOffer) throws(StoreError) {
        try Self.checkName(offer.id, what: "offer identifier")
        guard let item = store.catalog[offer.productId] else { throw StoreError.unknownProduct(offer.productId) }
        guard item.type == .autoRenewable, let groupId = item.groupId else {
            throw StoreError.invalidRequest("\(offer.productId) is not an auto-renewable subscription; retention offers discount one")
        }
        if store.catalog.offerIdentifiers(ofGroup: groupId).contains(offer.id) {
            throw StoreError.invalidRequest("offer identifier \(offer.id) is already another offer's in subscription group \(groupId)")
        }
        if let other = retentionOffers.first(where: { $0.id == offer.id && store.catalog[$0.productId]?.groupId != groupId }) {
            throw StoreError.invalidRequest("offer identifier \(offer.id) is already a retention offer for \(other.productId)")
        }
        if let carrier = connectRetentionMessages.first(where: { $0.offerIds.contains(offer.id) && !$0.productIds.contains(offer.productId) }) {
            throw StoreError.invalidAction("message \(carrier.referenceName) carries retention offer \(offer.id) and is not for \(offer.productId)")
        }
        let others = retentionOffers.filter { $0.productId == offer.productId && $0.id != offer.id }
        guard others.count < Self.maximumRetentionOffersPerProduct else {
            throw StoreError.invalidRequest("\(offer.productId) already has \(others.count) retention offers; remove one first")
        }
        guard let period = CalendarDuration(iso8601: offer.period), !period.isEmpty else {
            throw StoreError.invalidRequest("period '\(offer.period.prefix(20))' is not an ISO 8601 period like P1M")
        }
        let countRange = offer.discountType == .payAsYouGo ? 1...12 : 1...1
        guard countRange.contains(offer.periodCount) else {
            throw StoreError.invalidRequest("a \(offer.discountType.rawValue) offer lasts \(countRange) periods, not \(offer.periodCount)")
        }
        switch offer.discountType {
        case .freeTrial:
            guard offer.price == 0 else { throw StoreError.invalidRequest("a free offer costs 0, not \(offer.price)") }
        case .payAsYouGo, .payUpFront:
            guard offer.price > 0, offer.price < item.price else {
                throw StoreError.invalidRequest("a paid retention offer costs more than 0 and less than \(item.price), not \(offer.price)")
            }
        default:
            throw StoreError.invalidRequest("offer discount type \(offer.discountType.rawValue) is not FREE_TRIAL, PAY_AS_YOU_GO or PAY_UP_FRONT")
        }
        store.retentionRecords.content.retentionOffers = (retentionContent.retentionOffers ?? [:]).merging([offer.id: offer]) { $1 }
    }

    /// Removes retention offer `id`; refused while a message carries it.
    public mutating func removeRetentionOffer(_ id: String) throws(StoreError) {
        guard retentionContent.retentionOffers?[id] != nil else { throw StoreError.invalidRequest("no retention offer \(id)") }
        if let message = connectRetentionMessages.first(where: { $0.offerIds.contains(id) }) {
            throw StoreError.invalidAction("message \(message.referenceName) carries retention offer \(id)")
        }
        store.retentionRecords.content.retentionOffers?[id] = nil
    }

    /// Sets up (or replaces) `message`: text in at least one locale (a retention message always has text; header
    /// and body held to the Retention Messaging API's limits, the same screen), for auto-renewable subscriptions
    /// that no other message is for, with offers for those subscriptions.
    public mutating func setConnectRetentionMessage(_ message: ConnectRetentionMessage) throws(StoreError) {
        try Self.checkName(message.referenceName, what: "reference name")
        guard (1...Self.maximumRetentionLocalizations).contains(message.localizations.count) else {
            throw StoreError.invalidRequest("a retention message has text in 1 to \(Self.maximumRetentionLocalizations) locales")
        }
        for (locale, text) in message.localizations.sorted(by: { $0.key < $1.key }) {
            guard Self.isLocale(locale) else { throw StoreError.invalidRequest("'\(locale.prefix(20))' is not a locale like en-US") }
            let header = text.header.trimmingCharacters(in: .whitespacesAndNewlines)
            let body = text.body.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !header.isEmpty, !body.isEmpty else { throw StoreError.invalidRequest("the \(locale) text needs a header and a body") }
            if let excess = RetentionContent.excess(of: text.header, limit: RetentionContent.maximumHeaderLength, what: "the \(locale) header")
                ?? RetentionContent.excess(of: text.body, limit: RetentionContent.maximumBodyLength, what: "the \(locale) body")
            {
                throw StoreError.invalidRequest(excess)
            }
        }
        if let image = message.image { try Self.checkName(image, what: "image name") }
        guard !message.productIds.isEmpty else { throw StoreError.invalidRequest("a retention message is for at least one subscription") }
        for productId in message.productIds {
            guard let item = store.catalog[productId] else { throw StoreError.unknownProduct(productId) }
            guard item.type == .autoRenewable else { throw StoreError.invalidRequest("\(productId) is not an auto-renewable subscription") }
            if let other = connectRetentionMessages.first(where: { $0.referenceName != message.referenceName && $0.productIds.contains(productId) }) {
                throw StoreError.invalidRequest("message \(other.referenceName) is already the one for \(productId)")
            }
        }
        for id in message.offerIds {
            guard let offer = retentionContent.retentionOffers?[id] else { throw StoreError.invalidRequest("no retention offer \(id)") }
            guard message.productIds.contains(offer.productId) else {
                throw StoreError.invalidRequest("retention offer \(id) is for \(offer.productId), which the message is not for")
            }
        }
        store.retentionRecords.content.connectMessages = (retentionContent.connectMessages ?? [:]).merging([message.referenceName: message]) { $1 }
    }

    /// Removes the App Store Connect retention message `referenceName`.
    public mutating func removeConnectRetentionMessage(_ referenceName: String) throws(StoreError) {
        guard retentionContent.connectMessages?[referenceName] != nil else {
            throw StoreError.invalidRequest("no App Store Connect retention message \(referenceName)")
        }
        store.retentionRecords.content.connectMessages?[referenceName] = nil
    }

    private static func checkName(_ name: String, what: String) throws(StoreError) {
        guard !name.isEmpty, name.count <= maximumRetentionNameLength, !name.contains(where: { $0.isWhitespace && $0 != " " }),
            name.trimmingCharacters(in: .whitespaces) == name
        else {
            throw StoreError.invalidRequest("the \(what) '\(name.prefix(maximumRetentionNameLength))' is empty, too long or badly spaced")
        }
    }
}

/// App Store Connect's retention layer in the cancellation flow: the screen it shows and the offer it redeems.
extension LocalAppStore {
    /// What App Store Connect shows a subscriber of `subscription` when the app server's answer is missing or
    /// unusable: the message for the product, with the first of its offers the subscriber is eligible for in
    /// place of its image; nil when no message is for the product (or, in Production, none approved).
    func connectScreen(for subscription: SubscriptionRecord) -> RetentionScreen? {
        guard let message = retentionMessaging.connectRetentionMessages.first(where: { $0.productIds.contains(subscription.productId) }),
            environment != .production || message.isApproved
        else { return nil }
        var screen = RetentionScreen(kind: .appStoreConnectMessage, messageIdentifier: message.referenceName)
        screen.image = message.image
        if let offer = message.offerIds.lazy.compactMap({ self.retentionRecords.content.retentionOffers?[$0] }).first(where: {
            self.isEligible(subscription, for: $0)
        }) {
            // "When the customer is eligible for an offer, the image will be replaced by an offer" (session 309).
            screen.image = nil
            screen.productId = offer.productId
            screen.offerIdentifier = offer.id
        }
        return screen
    }

    /// Whether `subscription` may redeem `offer`. Apple's pages do not list the rules; the store reads "eligible" as:
    /// an active subscription to the offer's product, renewing into it billed up front (the store applies no offer to
    /// a monthly plan), with no offer pricing its current period or a coming one.
    func isEligible(_ subscription: SubscriptionRecord, for offer: RetentionOffer) -> Bool {
        guard subscription.phase == .active, subscription.productId == offer.productId, subscription.autoRenewProductId == offer.productId,
            subscription.commitment == nil, subscription.renewalBillingPlanType != .monthly, (subscription.offer?.remainingPeriods ?? 0) == 0
        else { return false }
        return state.transactions[subscription.latestTransactionId]?.payload.offerType == nil
    }

    /// Redeems the retention offer flow `flow` showed, if the subscriber is still eligible for it.
    mutating func redeemRetentionOffer(shownIn flow: CancelFlow) throws(StoreError) -> String {
        guard let id = flow.shown.offerIdentifier, let offer = retentionRecords.content.retentionOffers?[id] else {
            throw StoreError.invalidAction("retention offer \(flow.shown.offerIdentifier ?? "(none)") is no longer set up")
        }
        let index = try subscriptionIndex(product: offer.productId, accountId: flow.accountId)
        guard isEligible(state.subscriptions[index], for: offer) else {
            throw StoreError.invalidAction("\(flow.accountId) is no longer eligible for retention offer \(id)")
        }
        guard let period = CalendarDuration(iso8601: offer.period) else { throw StoreError.state("retention offer \(id) has no period") }
        try redeemOffer(
            .retention,
            id: offer.id,
            discountType: offer.discountType,
            period: period,
            periodCount: offer.periodCount,
            price: offer.price,
            product: offer.productId,
            accountId: flow.accountId
        )
        return "redeemed retention offer \(id) for the next renewal"
    }
}
