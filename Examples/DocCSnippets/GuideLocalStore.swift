// DocC guide snippet "local-store": the local App Store driven directly, as a test or a tool does.
// DocC Guide local-store: imports
import Foundation
import LocalAppStore
import StoreKitConfiguration

// DocC Guide local-store: end

/// A month of Gold on a local App Store: the purchase, the renewals, what the customer owns, the notifications.
func aMonthOfGold(storekitFile data: Data, start: Date) throws -> (String, Int) {
    // DocC Guide local-store: body
    var store = try LocalAppStore(configuration: try ConfigurationFile.load(data), bundleId: "com.example.app", now: start)
    let outcome = try store.purchase("com.example.gold")  // .purchased(signed) / .pending(ticket) / .userCancelled; a failure throws
    try store.advance(by: 35 * 86_400)  // renewals, retries, grace ends, expiries, in order
    let owned = store.entitlements(for: LocalAppStore.defaultAccountId)  // through the Entitlements engine
    let notifications = store.outbox  // signed notifications, oldest first
    // DocC Guide local-store: end
    _ = owned
    return (outcome.name, notifications.count)
}
