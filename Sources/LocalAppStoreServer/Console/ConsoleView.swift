#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import StoreKitConfiguration
import StoreKitInterface
import StoreWeb

/// What the console page shows of a store, as the values its template reads.
struct ConsoleView {
    /// The newest notifications the page lists (the API's notification history has them all).
    static let notificationsShown = 50
    /// The newest cancellation flows the page lists (`store cancel-flows` has them all).
    static let flowsShown = 20

    let store: LocalAppStore

    /// The page's context; `csrf` is the token its forms carry.
    func context(csrf: String) -> [String: Any] {
        let settings = store.settings
        let transactions = store.transactions.reversed().map(transaction)
        let subscriptions = store.subscriptions.map(subscription)
        let pending = store.pendingPurchases.filter { $0.state == .waiting }.map(pendingPurchase)
        let appStoreMessages = store.accounts.flatMap { account in
            store.messages(for: account.id).map { message in
                ["account": account.id, "id": message.id, "reason": message.reason.rawValue, "product": message.productId ?? "—"]
            }
        }
        let count = store.outboxCount
        let latest = store.outbox(from: max(0, count - Self.notificationsShown))
        return [
            "title": "Local App Store — \(store.bundleId)", "heading": "Local App Store: \(store.bundleId)", "product": "StoreHelper",
            "nav": [["href": "/console", "label": "Console", "current": true]],
            "live": "/console/revision", "csrf": csrf,
            "now": Display.instant(store.now), "timeRate": settings.rate.description, "environment": settings.environment,
            "storefront": settings.storefront, "locale": settings.locale, "notificationURL": store.notificationURL ?? "nowhere",
            "settingKeys": SessionSettings.keys.filter { $0 != "error.<api>" } + StoreAPI.allCases.map { "error.\($0.key)" } + ["notify-url"],
            "askToBuy": Self.onOff(settings.askToBuy), "interruptedPurchases": Self.onOff(settings.interruptedPurchases),
            "billingRetry": Self.onOff(settings.billingRetryOnRenewal), "gracePeriod": Self.onOff(settings.gracePeriod),
            "simulatedErrors": settings.simulatedErrors.sorted { $0.key < $1.key }.map { ["api": $0.key, "failure": $0.value.name] },
            "products": store.catalog.items.map { item in
                let monthly = item.monthlyPlan.map { "; or \($0.price) a month, 12-month commitment \($0.commitmentPrice)" } ?? ""
                return ["id": item.id, "name": item.product.referenceName ?? item.id, "price": "\(item.price)\(monthly)"]
            },
            "accounts": store.accounts.map { account in
                [
                    "id": account.id, "family": account.familyId ?? "—", "inFamily": account.familyId != nil,
                    "token": account.appAccountToken?.uuidString.lowercased() ?? "—",
                ] as [String: Any]
            },
            "pending": pending, "hasPending": !pending.isEmpty,
            "appStoreMessages": appStoreMessages, "hasAppStoreMessages": !appStoreMessages.isEmpty,
            "transactions": transactions, "hasTransactions": !transactions.isEmpty,
            "subscriptions": subscriptions, "hasSubscriptions": !subscriptions.isEmpty,
            "notificationCount": count, "notificationsShown": latest.count,
            "notifications": latest.reversed().map(notification),
        ].merging(retention(), uniquingKeysWith: { first, _ in first })
    }

    /// The Retention Messaging section: what was uploaded (with review buttons), the realtime URL, the default
    /// messages, performance tests, and the latest cancellation flows (with the subscriber's choices).
    private func retention() -> [String: Any] {
        let content = store.retentionMessaging.retentionContent
        let images = content.images.values.sorted { ($0.uploadDate, $0.identifier) < ($1.uploadDate, $1.identifier) }.map { image in
            [
                "id": image.identifier, "size": image.size.rawValue, "state": image.state.rawValue, "pixels": "\(image.width) × \(image.height)",
                "pending": image.state == .pending,
            ] as [String: Any]
        }
        let messages = content.messages.values.sorted { ($0.uploadDate, $0.identifier) < ($1.uploadDate, $1.identifier) }.map { message in
            [
                "id": message.identifier, "header": message.content.header ?? "", "body": message.content.body ?? "",
                "state": message.state.rawValue, "pending": message.state == .pending,
                "image": message.content.image?.imageIdentifier ?? "—", "bullets": message.content.bulletPoints?.count ?? 0,
            ] as [String: Any]
        }
        let connectMessages = store.retentionMessaging.connectRetentionMessages.map { message in
            let text = message.localizations["en-US"] ?? message.localizations.sorted { $0.key < $1.key }.first?.value
            return [
                "name": message.referenceName, "products": message.productIds.joined(separator: ", "), "header": text?.header ?? "",
                "body": text?.body ?? "", "image": message.image ?? "—", "state": message.isApproved ? "approved" : "draft",
                "offers": message.offerIds.compactMap { content.retentionOffers?[$0] }.map(Self.offer).joined(separator: "; "),
            ] as [String: Any]
        }
        let defaults = content.defaultMessages.sorted { $0.key < $1.key }.map { ["key": $0.key, "message": $0.value] }
        let flows = store.retentionMessaging.cancelFlows.suffix(Self.flowsShown).reversed().map { flow in
            [
                "id": flow.id, "when": Display.instant(flow.date), "account": flow.accountId, "product": flow.productId, "locale": flow.locale,
                "answer": (flow.attempt.map { "\($0.result.rawValue) in \($0.latencyMilliseconds) ms" } ?? "no realtime URL")
                    + (flow.leniency == nil ? "" : " (lenient: over http, which Apple refuses)"),
                "shown": Self.screen(flow.shown), "choice": flow.choice.map { "\($0.rawValue): \(flow.choiceOutcome ?? "")" } ?? "—",
                "open": flow.choice == nil, "switch": flow.shown.kind == .alternateProduct,
                "offer": flow.shown.kind == .promotionalOffer || (flow.shown.kind == .appStoreConnectMessage && flow.shown.offerIdentifier != nil),
            ] as [String: Any]
        }
        let tests = store.retentionMessaging.performanceTests.reversed().map { run in
            let result = run.result
            return [
                "id": run.requestId, "target": run.target, "result": result.result?.rawValue ?? "—", "successRate": result.successRate ?? 0,
                "p50": result.responseTimes?.p50 ?? 0, "p99": result.responseTimes?.p99 ?? 0, "pending": result.numPending ?? 0,
            ] as [String: Any]
        }
        return [
            "realtimeURL": content.realtimeURL ?? "none", "retentionReview": store.settings.retentionReview.rawValue,
            "lenient": store.retentionMessaging.realtimeURLLeniency != nil, "leniency": store.retentionMessaging.realtimeURLLeniency ?? "",
            "images": images, "hasImages": !images.isEmpty, "messages": messages, "hasMessages": !messages.isEmpty,
            "connectMessages": connectMessages, "hasConnectMessages": !connectMessages.isEmpty,
            "defaults": defaults, "hasDefaults": !defaults.isEmpty, "flows": flows, "hasFlows": !flows.isEmpty,
            "performanceTests": tests, "hasPerformanceTests": !tests.isEmpty,
        ]
    }

    /// A retention offer in a few words.
    static func offer(_ offer: RetentionOffer) -> String {
        "\(offer.id): \(offer.discountType.rawValue) \(offer.period) × \(offer.periodCount) at \(offer.price)"
    }

    /// What a subscriber saw, in a few words.
    static func screen(_ screen: RetentionScreen) -> String {
        var text: String
        switch screen.kind {
        case .message: text = "message \(screen.messageIdentifier ?? "")"
        case .alternateProduct: text = "message \(screen.messageIdentifier ?? "") suggesting \(screen.productId ?? "")"
        case .promotionalOffer:
            text = "message \(screen.messageIdentifier ?? "") with the offer \(screen.offerIdentifier ?? "") on \(screen.productId ?? "")"
        case .appStoreConnectMessage:
            text = "App Store Connect message \(screen.messageIdentifier ?? "")"
            if let offer = screen.offerIdentifier {
                text += " with the retention offer \(offer)"
            } else if let image = screen.image {
                text += " and image \(image)"
            }
        case .defaultMessage: text = "the default message \(screen.messageIdentifier ?? "")"
        case .standard: text = "the App Store's own cancellation sheet"
        }
        if let reason = screen.fallbackReason { text += " (\(reason))" }
        return text
    }

    private func transaction(_ record: TransactionRecord) -> [String: Any] {
        let payload = record.payload
        let revoked = payload.revocationDate != nil
        let expired = payload.expiresDate.map { $0.date <= store.now } ?? false
        let status = revoked ? "refunded \(payload.revocationDate.map { Display.instant($0.date) } ?? "")" : expired ? "expired" : "valid"
        return [
            "id": record.id, "account": record.accountId, "product": record.productId,
            "purchased": payload.purchaseDate.map { Display.instant($0.date) } ?? "—",
            "expires": payload.expiresDate.map { Display.instant($0.date) } ?? "—",
            "price": payload.price.map { "\(Display.milliunits($0)) \(payload.currency ?? "")" } ?? "—",
            "offer": payload.offerType.map { "\($0.name) \(payload.offerIdentifier ?? "")" } ?? "—",
            "ownership": payload.inAppOwnershipType?.rawValue ?? "—", "status": status,
            "statusClass": revoked ? "status-lost" : expired ? "" : "status-active",
            "refundable": !revoked && record.sharedFrom == nil, "finished": record.isFinished,
        ]
    }

    private func subscription(_ record: SubscriptionRecord) -> [String: Any] {
        [
            "account": record.accountId, "product": record.productId, "renewsInto": record.autoRenewProductId,
            "held": record.assignedBy.map { "seat from \($0)" } ?? "own", "own": record.isOwnPurchase,
            "seat": record.assignedBy != nil && record.isLive, "original": record.originalTransactionId,
            "phase": record.phase.rawValue, "expires": Display.instant(record.expiresDate),
            "graceEnds": record.graceEndsDate.map(Display.instant) ?? "—", "autoRenew": Self.onOff(record.autoRenews),
            "autoRenewToggle": record.autoRenews ? "off" : "on", "priceIncrease": record.priceIncreaseStatus.map { "\($0.rawValue)" } ?? "—",
            "live": record.isLive && record.sharedFrom == nil, "inBillingRetry": record.phase == .billingRetry,
            "latestTransaction": record.latestTransactionId, "cancellable": record.isLive && record.isOwnPurchase && record.autoRenews,
        ]
    }

    private func pendingPurchase(_ purchase: PendingPurchase) -> [String: Any] {
        [
            "id": purchase.id, "product": purchase.productId, "account": purchase.accountId, "reason": purchase.reason.rawValue,
            "state": purchase.state.rawValue, "askToBuy": purchase.reason == .askToBuy, "interrupted": purchase.reason == .interrupted,
        ]
    }

    private func notification(_ entry: OutboxEntry) -> [String: Any] {
        let attempts = entry.sendAttempts ?? []
        return [
            "uuid": entry.notificationUUID, "type": entry.notificationType.rawValue, "subtype": entry.subtype?.rawValue ?? "",
            "account": entry.accountId, "signed": Display.instant(entry.signedDate),
            "delivery": entry.isDelivered ? "delivered" : attempts.isEmpty ? "not sent" : "not delivered",
            "attempts": attempts.map {
                ["date": $0.attemptDate.map { Display.instant($0.date) } ?? "", "result": $0.sendAttemptResult?.rawValue ?? ""]
            },
            "canSend": store.notificationURL != nil, "decoded": Self.decoded(entry.signedPayload),
        ]
    }

    /// The payload of a signed notification as indented JSON, with the signed transaction and renewal
    /// info in its `data` decoded in place (the store signed them itself; this is for reading).
    static func decoded(_ signedPayload: String) -> String {
        func object(_ jws: String) -> Any? {
            guard let token = try? CompactJWS(jws) else { return nil }
            return try? JSONSerialization.jsonObject(with: Data(token.payload))
        }
        guard var payload = object(signedPayload) as? [String: Any] else { return "(not a JWS)" }
        if var data = payload["data"] as? [String: Any] {
            for key in ["signedTransactionInfo", "signedRenewalInfo"] {
                if let jws = data[key] as? String, let inner = object(jws) { data[key] = inner }
            }
            payload["data"] = data
        }
        guard let json = try? JSONSerialization.data(withJSONObject: payload, options: [.prettyPrinted, .sortedKeys]) else { return "" }
        return String(decoding: json, as: UTF8.self)
    }

    static func onOff(_ on: Bool) -> String { on ? "on" : "off" }
}
#endif
