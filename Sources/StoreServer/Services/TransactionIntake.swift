import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import StoreStorage

/// Signed transactions from an app, for one of its users: verified, stored and linked to the user
/// (and, through the app account token they carry, to the user's later purchases). Then the App Store
/// Server API is asked for the account's history and subscription statuses, so the server's view is
/// complete even when notifications were lost.
public struct TransactionIntake: Sendable {
    /// The most transactions one request may carry.
    public static let maximumTransactions = 100
    /// The largest body accepted.
    public static let maximumBodyBytes = 1 << 20

    /// What an app sends to `POST /v1/transactions`.
    public struct Request: Codable, Sendable {
        public var appUserId: String
        public var signedTransactions: [String]

        public init(appUserId: String, signedTransactions: [String]) {
            self.appUserId = appUserId
            self.signedTransactions = signedTransactions
        }
    }

    /// What the server answers: the transactions it verified and stored, and whether it could complete
    /// the view from the App Store Server API.
    public struct Answer: Codable, Sendable {
        public var transactionIds: [String]
        /// `done`, `skipped` (no API configured) or `failed` (the stored transactions stand).
        public var refresh: String
    }

    let sources: TrustedSources
    let storage: any ServerStorage
    let api: AppStoreServerAPIClient?
    let logger: Logger

    /// Verifies, stores and links `request`'s transactions, then refreshes from the API.
    public func receive(_ body: Data) async throws(ServerError) -> Answer {
        guard body.count <= Self.maximumBodyBytes else {
            throw ServerError(.bodyTooLarge, "the body is over \(Self.maximumBodyBytes) bytes", status: .contentTooLarge)
        }
        guard let request = try? JSONDecoder().decode(Request.self, from: body) else {
            throw .badRequest("the body is not {\"appUserId\": \"…\", \"signedTransactions\": [\"…\"]}")
        }
        try AppUserId.check(request.appUserId)
        guard (1...Self.maximumTransactions).contains(request.signedTransactions.count) else {
            throw .badRequest("send 1 to \(Self.maximumTransactions) signed transactions, not \(request.signedTransactions.count)")
        }
        var records: [TransactionRecord] = []
        for jws in request.signedTransactions {
            records.append(TransactionRecord(payload: try await sources.verifyTransaction(jws), signed: jws))
        }
        do { try await storage.storeTransactions(records, renewalInfos: [], appUserId: request.appUserId) } catch { throw .storage(error) }
        let refresh = await refresh(Set(records.compactMap(\.payload.originalTransactionId)), for: request.appUserId)
        return Answer(transactionIds: records.compactMap(\.payload.transactionId), refresh: refresh)
    }

    /// Fetches the account's transaction history and subscription statuses for `originals`, verifies
    /// every token and stores it linked to `appUserId`. Failures are logged; what was stored stands.
    func refresh(_ originals: Set<String>, for appUserId: String) async -> String {
        guard let api else { return "skipped" }
        guard let any = originals.sorted().first else { return "done" }
        do {
            var transactions: [TransactionRecord] = []
            var renewals: [RenewalInfoRecord] = []
            for try await page in api.transactionHistoryPages(any) {
                for jws in page.signedTransactions ?? [] {
                    transactions.append(TransactionRecord(payload: try await sources.verifyTransaction(jws), signed: jws))
                }
            }
            for original in Set(transactions.filter { $0.payload.type == .autoRenewable }.compactMap(\.payload.originalTransactionId)).sorted() {
                let statuses = try await api.subscriptionStatuses(original)
                for item in statuses.data?.flatMap({ $0.lastTransactions ?? [] }) ?? [] {
                    if let jws = item.signedRenewalInfo {
                        renewals.append(RenewalInfoRecord(payload: try await sources.verifyRenewalInfo(jws), signed: jws))
                    }
                    if let jws = item.signedTransactionInfo {
                        transactions.append(TransactionRecord(payload: try await sources.verifyTransaction(jws), signed: jws))
                    }
                }
            }
            try await storage.storeTransactions(transactions, renewalInfos: renewals, appUserId: appUserId)
            return "done"
        } catch {
            logger.warning("refresh from the App Store Server API failed", metadata: ["appUserId": "\(appUserId)", "error": "\(error)"])
            return "failed"
        }
    }
}

/// App user ids: what the app calls its user.
enum AppUserId {
    /// Throws unless `id` is 1 to 128 bytes without control characters.
    static func check(_ id: String) throws(ServerError) {
        guard !id.isEmpty, id.utf8.count <= 128, !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .badRequest("an app user id is 1 to 128 bytes without control characters")
        }
    }
}
