#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import StoreHelperJSON
import StoreStorage

/// Gives the App Store the app account token of the user who owns a purchase made without one (an offer code
/// redeemed in the App Store, a purchase from before the app set tokens, one imported from a receipt), with Set
/// App Account Token in the purchase's environment, so the App Store's later transactions and notifications name
/// the user (https://developer.apple.com/documentation/appstoreserverapi/set-app-account-token). Nothing is sent
/// when the purchase has changed owner since, or carries a token already.
struct AccountTokenBinding: Sendable {
    struct Payload: JobPayload {
        static let kind = "account-token"
        var originalTransactionId: String
        var appUserId: String
        /// The purchase's environment (Production or Sandbox; others follow Apple's order).
        var environment: String?
    }

    let storage: any PurchaseStore
    let api: EnvironmentRouter
    let logger: Logger

    /// The jobs binding each purchase of `records` that no transaction gives a token to `appUserId` (family-shared
    /// copies are the purchaser's to bind; Apple refuses a token on an organization's seat, `ASSIGNED`).
    static func requests(for records: [SignedTransaction], to appUserId: String, at now: Date) -> [JobRequest] {
        let purchases = Dictionary(grouping: records.map(\.payload)) { $0.originalTransactionId ?? $0.transactionId ?? "" }
        return purchases.sorted { $0.key < $1.key }.compactMap { original, payloads in
            let ownedWithoutToken = payloads.allSatisfy {
                $0.appAccountToken == nil && $0.inAppOwnershipType != .familyShared && $0.inAppOwnershipType != .assigned
            }
            guard !original.isEmpty, ownedWithoutToken else { return nil }
            return Payload(originalTransactionId: original, appUserId: appUserId, environment: payloads.first?.environment?.rawValue)
                .request(uniqueKey: "\(original):\(appUserId)", runAfter: now)
        }
    }

    func run(_ job: ClaimedJob) async throws {
        let payload = try Payload.decode(job)
        guard try await storage.appUserId(owning: payload.originalTransactionId) == payload.appUserId else {
            logger.info(
                "app account token not set: the purchase changed owner",
                metadata: ["originalTransactionId": "\(payload.originalTransactionId)"]
            )
            return
        }
        let token = AppAccountToken.derived(for: payload.appUserId)
        try await api.call(recorded: payload.environment) { client throws(AppStoreServerAPIError) in
            try await client.setAppAccountToken(payload.originalTransactionId, token)
        }
        logger.info("app account token set", metadata: ["originalTransactionId": "\(payload.originalTransactionId)"])
    }
}
#endif
