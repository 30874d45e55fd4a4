#if Server
import AppStoreModels
import Foundation
import Logging
public import StoreHelperJSON
import StoreStorage

/// Signed transactions from an app, for one of its users: verified, stored and given to the user (and,
/// through the app account token they carry, the user's later purchases). A purchase belongs to one app user
/// at a time: one whose token is bound to another user is refused (409, `owned-by-another-user`), and one
/// another user owns is transferred or refused as StoreStorage's `OwnershipPolicy` says. With the App Store
/// Server API configured, a status refresh of each original transaction is enqueued in the same
/// database transaction (see ``JobRunner``), so the server's view is completed even when notifications
/// were lost, and a purchase made without an app account token (an offer code redeemed in the App Store)
/// gets its user's token at the App Store.
public struct TransactionIntake: Sendable {
    /// The most transactions one request may carry.
    public static let maximumTransactions = 100

    /// What an app sends to `POST /v1/transactions`.
    public typealias Request = TransactionReport
    /// What the server answers.
    public typealias Answer = TransactionReport.Answer

    let sources: TrustedSources
    let storage: any PurchaseStore
    /// What a report does to a purchase another app user owns.
    let ownership: OwnershipPolicy
    /// Whether the App Store Server API is configured (status refreshes need it).
    let refreshes: Bool
    let clock: any ServiceClock
    let metrics: ServerMetrics
    let logger: Logger

    /// Verifies, stores and links `request`'s transactions, then refreshes from the API.
    public func receive(_ request: Request) async throws(ServerError) -> Answer {
        try AppUserId.check(request.appUserId)
        guard (1...Self.maximumTransactions).contains(request.signedTransactions.count) else {
            throw .badRequest("send 1 to \(Self.maximumTransactions) signed transactions, not \(request.signedTransactions.count)")
        }
        var records: [SignedTransaction] = []
        for jws in request.signedTransactions {
            do { records.append(try await sources.signedTransaction(jws)) } catch {
                metrics.verificationFailure(source: "transaction")
                throw error
            }
        }
        let now = clock.now
        // One refresh per purchase, in the environment the app's transaction says it was made in (`updateValue`: a
        // purchase whose environment is missing is kept, where assigning nil through the subscript would drop it).
        var purchases: [String: AppStoreEnvironment?] = [:]
        for record in records {
            if let original = record.payload.originalTransactionId { purchases.updateValue(record.payload.environment, forKey: original) }
        }
        let jobs =
            refreshes
            ? purchases.sorted { $0.key < $1.key }.map { StatusRefresh.request($0.key, in: $0.value, for: request.appUserId, at: now) }
                + AccountTokenBinding.requests(for: records, to: request.appUserId, at: now)
            : []
        let claim = PurchaseClaim.vouched(by: request.appUserId, policy: ownership)
        do { try await storage.storeTransactions(records, renewalInfos: [], claim: claim, at: now, enqueuing: jobs) } catch {
            throw .storage(error)
        }
        return Answer(transactionIds: records.compactMap(\.payload.transactionId), refresh: refreshes ? "queued" : "skipped")
    }
}
#endif
