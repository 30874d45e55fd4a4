#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import StoreStorage

/// The status refresh for an original transaction an app reported: the App Store Server API's
/// transaction history and subscription statuses for that account, every token verified, stored and
/// linked to the user, so the server's view is complete even when notifications were lost. It asks the
/// environment the purchase was made in (App Review and TestFlight buy in Sandbox from the build that ships).
struct StatusRefresh: Sendable {
    struct Payload: JobPayload {
        static let kind = "status-refresh"
        var appUserId: String
        var originalTransactionId: String
        /// The purchase's environment (nil in jobs queued before it was recorded: found by asking).
        var environment: String?
    }

    let sources: TrustedSources
    let storage: any PurchaseStore
    let api: EnvironmentRouter
    let clock: any ServiceClock

    /// A refresh of `original`, made in `environment`, for `appUserId`, due now.
    static func request(_ original: String, in environment: AppStoreEnvironment?, for appUserId: String, at now: Date) -> JobRequest {
        Payload(appUserId: appUserId, originalTransactionId: original, environment: environment?.rawValue)
            .request(uniqueKey: "\(appUserId):\(original)", runAfter: now)
    }

    func run(_ job: ClaimedJob) async throws {
        let payload = try Payload.decode(job)
        let api = try await self.api.client(reaching: payload.originalTransactionId, in: payload.environment)
        var transactions: [SignedTransaction] = []
        var renewals: [SignedRenewalInfo] = []
        for try await page in api.transactionHistoryPages(payload.originalTransactionId) {
            for jws in page.signedTransactions ?? [] {
                transactions.append(try await sources.signedTransaction(jws))
            }
        }
        let subscriptions = Set(transactions.filter { $0.payload.type == .autoRenewable }.compactMap(\.payload.originalTransactionId))
        for original in subscriptions.sorted() {
            let statuses = try await api.subscriptionStatuses(original)
            for item in statuses.data?.flatMap({ $0.lastTransactions ?? [] }) ?? [] {
                if let jws = item.signedRenewalInfo {
                    renewals.append(SignedRenewalInfo(verified: try await sources.verifyRenewalInfo(jws), jws: jws))
                }
                if let jws = item.signedTransactionInfo {
                    transactions.append(try await sources.signedTransaction(jws))
                }
            }
        }
        // A refresh completes what the user reported: it links purchases nobody owns, and moves none.
        let claim = PurchaseClaim.vouched(by: payload.appUserId, policy: .linkUnowned)
        try await storage.storeTransactions(transactions, renewalInfos: renewals, claim: claim, at: clock.now, enqueuing: [])
    }
}
#endif
