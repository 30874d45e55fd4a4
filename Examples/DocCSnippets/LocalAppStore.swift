// DocC snippet of LocalAppStore's "Getting started" (compiled by CI; the article quotes it exactly).
// DocC LocalAppStore: imports
import AppStoreModels
import Foundation
import LocalAppStore
import StoreKitConfiguration

// DocC LocalAppStore: end

/// Two months of Gold on a local App Store, and the root a verifier of its data trusts.
func twoMonthsOfGold(storekitFile data: Data, start: Date) throws -> (String, [String], [UInt8]) {
    // DocC LocalAppStore: body
    var store = try LocalAppStore(configuration: ConfigurationFile.load(data), bundleId: "com.example.app", now: start)
    let outcome = try store.purchase("com.example.gold")
    try store.advance(by: 65 * 86_400)  // renewals, retries and expiries happen in order
    let types = store.outbox.map(\.notificationType.rawValue)  // SUBSCRIBED, DID_RENEW, DID_RENEW
    let root = try store.rootCertificateDER()  // what a verifier should trust
    // DocC LocalAppStore: end
    return (outcome.name, types, root)
}
