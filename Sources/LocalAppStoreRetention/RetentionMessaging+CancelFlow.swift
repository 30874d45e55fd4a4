import AppStoreModels
import AppStoreSignature
import Foundation
public import LocalAppStore
import StoreKitInterface

/// The App Store's side of Retention Messaging: a subscriber opens the cancellation flow, the store asks
/// the app server in real time, shows what it chose (or the default message) and carries out the
/// subscriber's choice.
extension LocalAppStore.RetentionMessaging {
    /// How long the app server has to answer a real-time request (Apple documents about 700 ms).
    public static let realtimeResponseTimeLimit: Duration = .milliseconds(700)
    /// The most of an answer that is read.
    public static let maximumRealtimeAnswerBytes = 64 * 1024

    /// Every cancellation flow, oldest first.
    public var cancelFlows: [CancelFlow] { store.retentionRecords.cancelFlows }

    /// The signed real-time request for `accountId`'s subscription to `productId`, opened in `locale`
    /// (the store's locale by default). The subscription must be live with auto-renew on: only then does
    /// the App Store offer to cancel it; an organization's seat is the organization's to cancel.
    public func prepareCancelFlow(
        product productId: String,
        accountId: String = LocalAppStore.defaultAccountId,
        locale: String? = nil
    ) throws(StoreError) -> PreparedCancelFlow {
        let index = try store.subscriptionIndex(product: productId, accountId: accountId)
        let record = store.state.subscriptions[index]
        if let organization = record.assignedBy {
            throw StoreError.invalidAction("\(productId) is a seat \(organization) assigned: the organization, not \(accountId), cancels it")
        }
        guard record.isLive, record.autoRenews else {
            throw StoreError.invalidAction(
                "the subscription to \(productId) of \(accountId) has nothing to cancel (it is \(record.phase.rawValue), auto-renew \(record.autoRenews ? "on" : "off"))"
            )
        }
        let locale = Self.normalized(DefaultMessageKey(productId: record.productId, locale: locale ?? store.settings.locale)).locale
        guard Self.isLocale(locale) else { throw StoreError.invalidRequest("'\(locale)' is not a locale like en-US") }
        return try store.prepareRealtimeRequest(for: record, locale: locale)
    }

    /// Records the flow `prepared` began, with the app server's answer (nil when nothing was sent), and
    /// decides what the subscriber sees; an answer slower than `timeLimit` (Apple's, unless a test on a loaded
    /// machine needs more) shows the App Store Connect retention message, else the default message.
    public mutating func recordCancelFlow(
        _ prepared: PreparedCancelFlow,
        attempt: RealtimeAttempt?,
        timeLimit: Duration = LocalAppStore.RetentionMessaging.realtimeResponseTimeLimit
    ) throws(StoreError) -> CancelFlow {
        guard
            let index = store.state.subscriptions.firstIndex(where: {
                $0.originalTransactionId == prepared.originalTransactionId && $0.accountId == prepared.accountId
            })
        else { throw StoreError.noSubscription(prepared.originalTransactionId) }
        let flow = CancelFlow(
            id: prepared.id,
            date: store.state.now,
            accountId: prepared.accountId,
            productId: prepared.productId,
            originalTransactionId: prepared.originalTransactionId,
            locale: prepared.locale,
            realtimeURL: prepared.realtimeURL,
            leniency: prepared.leniency,
            attempt: attempt,
            shown: store.screen(for: attempt, subscription: store.state.subscriptions[index], locale: prepared.locale, timeLimit: timeLimit)
        )
        store.retentionRecords.cancelFlows.append(flow)
        return flow
    }

    /// Carries out what the subscriber chose in flow `id`: redeem the offer (a purchase with a promotional offer; a
    /// retention offer for the next renewal), switch
    /// to the alternate product (a purchase of it), cancel (auto-renew off, `DID_CHANGE_RENEWAL_STATUS`),
    /// or keep the subscription. A choice the screen did not offer is refused.
    public mutating func choose(_ choice: CancelFlow.Choice, inCancelFlow id: String) throws(StoreError) -> CancelFlow {
        guard let index = cancelFlows.firstIndex(where: { $0.id == id.lowercased() }) else {
            throw StoreError.invalidRequest("no cancellation flow \(id)")
        }
        var flow = cancelFlows[index]
        guard flow.choice == nil else { throw StoreError.invalidAction("the subscriber already chose \(flow.choice!.rawValue) in flow \(flow.id)") }
        try store.atomically { (store: inout LocalAppStore) throws(StoreError) in
            switch choice {
            case .acceptOffer where flow.shown.kind == .appStoreConnectMessage:
                flow.choiceOutcome = try store.redeemRetentionOffer(shownIn: flow)
            case .acceptOffer:
                guard flow.shown.kind == .promotionalOffer, let product = flow.shown.productId, let offer = flow.shown.promotionalOffer else {
                    throw StoreError.invalidAction("flow \(flow.id) showed no promotional offer")
                }
                let ownToken = try store.account(flow.accountId).appAccountToken
                let token = flow.shown.offerAppAccountToken.map { UUID(uuidString: $0) } ?? ownToken
                flow.choiceOutcome = Self.describe(
                    try store.purchaseEnding(
                        product,
                        accountId: flow.accountId,
                        options: PurchaseOptions(appAccountToken: token, promotionalOffer: offer)
                    )
                )
            case .switchProduct:
                guard flow.shown.kind == .alternateProduct, let product = flow.shown.productId else {
                    throw StoreError.invalidAction("flow \(flow.id) showed no alternate product")
                }
                let options = PurchaseOptions(billingPlanType: flow.shown.billingPlanType)
                flow.choiceOutcome = Self.describe(try store.purchaseEnding(product, accountId: flow.accountId, options: options))
            case .cancel:
                try store.setAutoRenew(false, product: flow.productId, accountId: flow.accountId)
                flow.choiceOutcome = "auto-renew is off"
            case .keep:
                flow.choiceOutcome = "nothing changed"
            }
        }
        flow.choice = choice
        flow.choiceDate = store.state.now
        store.retentionRecords.cancelFlows[index] = flow
        return flow
    }

    /// How the purchase a choice made ended, in a phrase.
    private static func describe(_ ending: PurchaseEnding) -> String {
        switch ending {
        case .success(.purchased(let signed)): "purchased: transaction \(signed.payload.transactionId ?? "?")"
        case .success(.pending(let ticket)): "pending (\(ticket?.reason.rawValue ?? "?")): \(ticket?.id ?? "?")"
        case .success(.userCancelled): "the purchase was cancelled"
        case .failure(let error): "the purchase failed: \(error.storeKitFailure.map(\.description) ?? error.message)"
        }
    }
}

/// The cancellation flow's work on the store: the signed real-time request, and the screen an answer (or its absence) shows.
extension LocalAppStore {
    /// A real-time request about `record`, signed now. Apple sends them in Sandbox and Production only, with the
    /// app's Apple ID, to an `https://` realtime URL
    /// (https://developer.apple.com/documentation/retentionmessaging/decodedrealtimerequestbody,
    /// https://developer.apple.com/documentation/retentionmessaging/realtimeurl).
    func prepareRealtimeRequest(for record: SubscriptionRecord, locale: String) throws(StoreError) -> PreparedCancelFlow {
        guard environment == .sandbox || environment == .production else {
            throw StoreError.invalidAction(
                "the App Store sends real-time retention requests in Sandbox and Production only; this store plays \(environment.rawValue) (store set environment=Sandbox)"
            )
        }
        guard let appAppleId else {
            throw StoreError.invalidAction(
                "a real-time retention request carries the app's Apple ID: set appAppleId (or use a .storekit file synced with App Store Connect)"
            )
        }
        if let url = retentionRecords.content.realtimeURL, RetentionMessaging.isHTTP(url), settings.allowHTTPRealtimeURL != true {
            throw StoreError.invalidAction(
                "the realtime URL \(url) is not https, and Apple sends only to https (store set allowHTTPRealtimeURL=on to allow it here)"
            )
        }
        let id = UUID().uuidString.lowercased()
        var payload = DecodedRealtimeRequestBody()
        payload.originalTransactionId = record.originalTransactionId
        payload.appAppleId = appAppleId
        payload.productId = record.productId
        payload.userLocale = locale
        payload.requestIdentifier = id
        payload.signedDate = MillisecondDate(state.now)
        payload.environment = environment
        let body: [UInt8]
        do {
            body = Array(try JSONEncoder().encode(RealtimeRequestBody(signedPayload: try sign(payload))))
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.signing("the real-time request could not be encoded: \(error)")
        }
        return PreparedCancelFlow(
            id: id,
            accountId: record.accountId,
            productId: record.productId,
            originalTransactionId: record.originalTransactionId,
            locale: locale,
            realtimeURL: retentionRecords.content.realtimeURL,
            leniency: retentionMessaging.realtimeURLLeniency,
            body: body
        )
    }

    // MARK: What the subscriber sees

    /// Whether the JSON object `text` has a non-null `advancedCommerceInfo`.
    static func namesAdvancedCommerce(_ text: String) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], let info = object["advancedCommerceInfo"]
        else {
            return false
        }
        return !(info is NSNull)
    }

    fileprivate func screen(for attempt: RealtimeAttempt?, subscription: SubscriptionRecord, locale: String, timeLimit: Duration) -> RetentionScreen {
        let chosen: Result<RetentionScreen, ScreenRefusal>
        if let attempt {
            chosen = answerScreen(attempt, subscription: subscription, timeLimit: timeLimit)
        } else {
            chosen = .failure(ScreenRefusal("no realtime URL is configured"))
        }
        switch chosen {
        case .success(let screen): return screen
        case .failure(let refusal):
            // "Real-time Retention Messaging always prioritizes your real-time response. If that's unavailable or
            // malformed, the App Store will first fall back to your App Store Connect Retention Messaging preference,
            // including any eligible offers", then to the API's default message (WWDC26 session 309).
            var screen = connectScreen(for: subscription) ?? defaultScreen(product: subscription.productId, locale: locale)
            screen.fallbackReason = refusal.reason
            return screen
        }
    }

    private struct ScreenRefusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private func defaultScreen(product: String, locale: String) -> RetentionScreen {
        let key = RetentionMessaging.normalized(DefaultMessageKey(productId: product, locale: locale)).text
        guard let id = retentionRecords.content.defaultMessages[key], retentionRecords.content.isShowable(message: id) else {
            return RetentionScreen(kind: .standard)
        }
        return RetentionScreen(kind: .defaultMessage, messageIdentifier: id)
    }

    private func answerScreen(
        _ attempt: RealtimeAttempt,
        subscription: SubscriptionRecord,
        timeLimit: Duration
    ) -> Result<RetentionScreen, ScreenRefusal> {
        guard attempt.result == .success else { return .failure(ScreenRefusal("the request failed: \(attempt.result.rawValue)")) }
        let limit = timeLimit.components
        let limitMilliseconds = limit.seconds * 1_000 + limit.attoseconds / 1_000_000_000_000_000
        guard attempt.latencyMilliseconds <= limitMilliseconds else {
            return .failure(ScreenRefusal("the answer took \(attempt.latencyMilliseconds) ms; the limit is \(limitMilliseconds) ms"))
        }
        guard let text = attempt.answer, let answer = try? JSONDecoder().decode(RealtimeResponseBody.self, from: Data(text.utf8)) else {
            return .failure(ScreenRefusal("the answer is not a RealtimeResponseBody"))
        }
        // advancedCommerceInfo answers for a subscription sold through the Advanced Commerce API, which the store does
        // not sell: beside another choice or alone, the answer is invalid
        // (https://developer.apple.com/documentation/retentionmessaging/realtimeresponsebody).
        if Self.namesAdvancedCommerce(text) {
            return .failure(ScreenRefusal("advancedCommerceInfo is only for subscriptions of the Advanced Commerce API, and this one is not"))
        }
        guard let choice = answer.choice else {
            return .failure(ScreenRefusal("the answer must choose exactly one of message, alternateProduct and promotionalOffer"))
        }
        switch choice {
        case .message(let message):
            return showable(message.messageIdentifier, textOnly: false).map { RetentionScreen(kind: .message, messageIdentifier: $0) }
        case .alternateProduct(let alternate):
            return showable(alternate.messageIdentifier, textOnly: true).flatMap { id in
                // Retention Messaging 1.5: the alternate may be the subscriber's own product on another billing plan.
                let plan = alternate.billingPlanType
                let currentPlan: BillingPlanType = subscription.commitment != nil ? .monthly : .billedUpfront
                let switchesPlan = plan != nil && plan != currentPlan
                guard let product = alternate.productId, product != subscription.productId || switchesPlan, let item = catalog[product],
                    item.type == .autoRenewable, item.groupId == subscription.groupId
                else {
                    return .failure(ScreenRefusal("\(alternate.productId ?? "(none)") is not another subscription (or billing plan) of the group"))
                }
                if let plan {
                    guard plan == .billedUpfront || (plan == .monthly && item.monthlyPlan != nil) else {
                        return .failure(ScreenRefusal("\(product) has no \(plan.rawValue) billing plan"))
                    }
                }
                var screen = RetentionScreen(kind: .alternateProduct, messageIdentifier: id)
                screen.productId = product
                screen.billingPlanType = plan
                return .success(screen)
            }
        case .promotionalOffer(let offer):
            return showable(offer.messageIdentifier, textOnly: true).flatMap { id in offerScreen(offer, messageId: id, subscription: subscription) }
        }
    }

    /// The message `identifier`, if it can be shown (`textOnly`: a switch-plan or offer message carries no image).
    private func showable(_ identifier: String?, textOnly: Bool) -> Result<String, ScreenRefusal> {
        guard let id = identifier.flatMap(UUID.init(uuidString:))?.uuidString.lowercased(),
            let message = retentionRecords.content.messages[id]
        else {
            return .failure(ScreenRefusal("no message \(identifier ?? "(none)")"))
        }
        guard retentionRecords.content.isShowable(message: id) else {
            return .failure(ScreenRefusal("message \(id) or one of its images is not approved"))
        }
        // Switch-plan and promotional-offer messages are text: Apple's alternateProduct and promotionalOffer pages
        // allow neither an image nor bullet points in the message they show.
        if textOnly, message.content.image != nil || !(message.content.bulletPoints ?? []).isEmpty {
            return .failure(ScreenRefusal("message \(id) has an image or bullet points; switch-plan and offer messages cannot"))
        }
        return .success(id)
    }

    private func offerScreen(
        _ offer: RealtimeResponseBody.PromotionalOffer,
        messageId: String,
        subscription: SubscriptionRecord
    ) -> Result<RetentionScreen, ScreenRefusal> {
        let product: String
        let redeemable: PromotionalOffer
        let token: UUID?
        // Apple's PromotionalOffer (Retention Messaging) carries one signature: V1 or V2.
        if offer.promotionalOfferSignatureV1 != nil, offer.promotionalOfferSignatureV2 != nil {
            return .failure(ScreenRefusal("the promotional offer carries both promotionalOfferSignatureV1 and V2; it carries one"))
        }
        if let jws = offer.promotionalOfferSignatureV2 {
            guard let claims = Self.unverifiedOfferClaims(jws) else {
                return .failure(ScreenRefusal("promotionalOfferSignatureV2 is not an offer signature"))
            }
            // Retention Messaging's promotionalOffer: "Use the originalTransactionId you receive in
            // DecodedRealtimeRequestBody" as the signature's transactionId.
            guard claims.transactionId == subscription.originalTransactionId else {
                return .failure(
                    ScreenRefusal(
                        "promotionalOfferSignatureV2's transactionId is not the subscription's originalTransactionId \(subscription.originalTransactionId)"
                    )
                )
            }
            product = claims.productId
            redeemable = PromotionalOffer(offerId: claims.offerIdentifier, compactJWS: jws)
            token = nil
        } else if let v1 = offer.promotionalOfferSignatureV1, let nonce = UUID(uuidString: v1.nonce) {
            // A V1 signature is over the appAccountToken its PromotionalOfferSignatureV1 names (none: the empty string).
            if let written = v1.appAccountToken, !written.isEmpty {
                guard let named = UUID(uuidString: written) else {
                    return .failure(ScreenRefusal("promotionalOfferSignatureV1's appAccountToken \(written.prefix(40)) is not a UUID"))
                }
                token = named
            } else {
                token = nil
            }
            product = v1.productId
            redeemable = PromotionalOffer(
                offerId: v1.offerIdentifier,
                signature: PromotionalOfferSignature(keyIdentifier: v1.keyId, nonce: nonce, timestamp: v1.timestamp, signature: v1.encodedSignature)
            )
        } else {
            return .failure(ScreenRefusal("the promotional offer has no signature"))
        }
        guard let item = catalog[product], item.type == .autoRenewable, item.groupId == subscription.groupId,
            let account = try? account(subscription.accountId)
        else { return .failure(ScreenRefusal("\(product) is not a subscription of the group")) }
        let signedToken = offer.promotionalOfferSignatureV1 != nil ? token : account.appAccountToken
        if let failure = check(PurchaseOptions(appAccountToken: signedToken, promotionalOffer: redeemable), for: item, account: account) {
            return .failure(ScreenRefusal("the offer cannot be redeemed: \(failure)"))
        }
        var screen = RetentionScreen(kind: .promotionalOffer, messageIdentifier: messageId)
        screen.productId = product
        screen.offerIdentifier = redeemable.offerId
        screen.promotionalOffer = redeemable
        screen.offerAppAccountToken = offer.promotionalOfferSignatureV1.map { $0.appAccountToken ?? "" }
        return .success(screen)
    }
}
