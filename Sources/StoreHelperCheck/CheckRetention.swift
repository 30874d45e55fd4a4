#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import StoreKitConfiguration
import StoreServer

/// Retention Messaging in the differential check: the messages the store holds (approved, one the default
/// of every subscription in en-US) and the rules StoreServer answers the store's real-time requests with.
enum CheckRetention {
    static let offerMessage = "00000000-0000-4000-8000-000000000001"
    static let switchMessage = "00000000-0000-4000-8000-000000000002"
    static let stayMessage = "00000000-0000-4000-8000-000000000003"
    static let locale = "en-US"

    /// Makes the store one Apple sends real-time requests from (Sandbox, with the app's Apple ID; leniently, to
    /// StoreServer's `http://` address on this machine), uploads the messages, approved, and makes the stay
    /// message every subscription's default.
    static func prepare(_ store: inout LocalAppStore) throws {
        try store.set("environment", to: "Sandbox")
        try store.set("appAppleId", to: "1234567890")
        try store.set("allowHTTPRealtimeURL", to: "on")
        try store.set("retentionReview", to: "approve")
        for (id, header) in [(offerMessage, "A gift to stay"), (switchMessage, "Another plan"), (stayMessage, "Stay with us")] {
            try store.retentionMessaging.uploadMessage(id, UploadMessageRequestBody(header: header, body: "Your flowers keep coming."))
        }
        for item in store.catalog.items where item.type == .autoRenewable {
            try store.retentionMessaging.configureDefaultMessage(
                DefaultMessageKey(productId: item.id, locale: locale),
                DefaultConfigurationRequest(messageIdentifier: stayMessage)
            )
        }
    }

    /// The server's rules: a subscriber in their first period who never had an offer gets the first
    /// promotional offer of their product (when there is an offer key); the first subscription of each group
    /// is offered the group's second; everyone else the stay message.
    static func rules(catalog: ConfigurationFile, offers: [(productId: String, offerId: String)], hasOfferKey: Bool) -> RetentionConfiguration {
        var rules: [RetentionConfiguration.Rule] = []
        if hasOfferKey {
            for (productId, offerId) in offers where !rules.contains(where: { $0.when?.productIds == [productId] }) {
                rules.append(
                    .init(
                        name: "offer \(productId)",
                        when: .init(productIds: [productId], firstPeriodEnding: true, neverHadOffer: true),
                        promotionalOffer: .init(messageIdentifier: offerMessage, productId: productId, offerId: offerId)
                    )
                )
            }
        }
        for group in catalog.subscriptionGroups ?? [] {
            let ids = (group.subscriptions ?? []).map(\.productID)
            guard ids.count >= 2 else { continue }
            rules.append(
                .init(
                    name: "switch \(ids[0])",
                    when: .init(productIds: [ids[0]]),
                    alternateProduct: .init(messageIdentifier: switchMessage, productId: ids[1])
                )
            )
        }
        rules.append(.init(name: "stay", message: stayMessage))
        return RetentionConfiguration(rules: rules)
    }
}
#endif
