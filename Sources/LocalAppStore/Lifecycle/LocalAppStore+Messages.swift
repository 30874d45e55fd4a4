public import AppStoreModels
import Foundation

extension LocalAppStore {
    /// The App Store messages waiting to be shown to a customer (StoreKit's `Message.messages`), in the order the
    /// customer's subscriptions began, then the win-back offers by group; a message once shown
    /// (``markDisplayed(_:accountId:)``) is not raised again. For each of the customer's own subscriptions (a family
    /// member's share and an organization's seat are billed to someone else):
    /// - `billingIssue` while it is in billing retry, grace period included: "If an auto-renewable subscription fails
    ///   to renew due to a billing issue, the subscription enters a billing retry state, and the App Store sends a
    ///   message" (https://developer.apple.com/documentation/storekit/message/reason-swift.struct/billingissue);
    /// - `priceIncreaseConsent` while a price increase waits for the customer's consent
    ///   (https://developer.apple.com/documentation/storekit/message/reason-swift.struct/priceincreaseconsent);
    /// - `winBackOffer`, once a group's subscription lapsed with nothing live in the group, when its products have
    ///   win-back offers: the offers the renewal info names eligible
    ///   (https://developer.apple.com/documentation/storekit/message/reason-swift.struct/winbackoffer).
    public func messages(for accountId: String) -> [StoreMessage] {
        let own = state.subscriptions.filter { $0.accountId == accountId && $0.isOwnPurchase }
        var messages: [StoreMessage] = []
        for record in own {
            if record.phase == .billingRetry {
                let failed = MillisecondDate(record.expiresDate).wholeMilliseconds
                let id = "billing-issue/\(record.originalTransactionId)/\(failed)"
                messages.append(StoreMessage(id: id, reason: .billingIssue, productId: record.productId))
            }
            if record.isLive, record.priceIncreaseStatus == .customerHasNotResponded {
                let price = catalog[record.autoRenewProductId].map { PriceFormat.milliunits($0.price) } ?? 0
                messages.append(
                    StoreMessage(
                        id: "price-increase/\(record.originalTransactionId)/\(record.autoRenewProductId)/\(price)",
                        reason: .priceIncreaseConsent,
                        productId: record.autoRenewProductId
                    )
                )
            }
        }
        for groupId in Set(own.map(\.groupId)).sorted() {
            let inGroup = own.filter { $0.groupId == groupId }
            guard !inGroup.contains(where: \.isLive), let lapsed = inGroup.max(by: { $0.expiresDate < $1.expiresDate }),
                !winBackOfferIds(ofGroup: groupId).isEmpty
            else { continue }
            let ended = MillisecondDate(lapsed.expiresDate).wholeMilliseconds
            messages.append(StoreMessage(id: "win-back/\(accountId)/\(groupId)/\(ended)", reason: .winBackOffer, productId: lapsed.productId))
        }
        let shown = state.displayedMessages ?? []
        return messages.filter { !shown.contains("\(accountId) \($0.id)") }
    }

    /// A device showed the customer this message (StoreKit's `Message.display(in:)`): it is not raised again. Throws
    /// for a message that is not waiting for this customer.
    public mutating func markDisplayed(_ messageId: String, accountId: String) throws(StoreError) {
        _ = try account(accountId)
        guard messages(for: accountId).contains(where: { $0.id == messageId }) else {
            throw StoreError.invalidAction("no App Store message \(messageId) is waiting for \(accountId)")
        }
        state.displayedMessages = (state.displayedMessages ?? []).union(["\(accountId) \(messageId)"])
    }
}
