#if Server
import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Foundation
import Logging
import StoreHelperJSON
import StoreStorage

/// An app receipt from an app that sold before StoreKit 2, for one of its users (`POST /v1/receipts`): counted
/// (``ReceiptThrottle``), verified (``ReceiptTrust``: signed under a trusted root, for this app), its transaction ids
/// checked, the environment whose App Store knows them found (Production first, as Apple documents for a call without
/// environment information; never Production for a receipt signed under a test root), and that customer's history
/// from Get Transaction History verified. Only the purchases the receipt names are stored, claimed for the user
/// without ever taking one another user owns (a receipt is weaker evidence than a signed transaction carrying the
/// user's app account token: it can be copied), with a status refresh of each (and, for a purchase made without an
/// app account token, the user's token given to the App Store) enqueued in the same database transaction. Sending the
/// same receipt again stores nothing new.
struct ReceiptImport: Sendable {
    /// The most history pages read while the app waits; a status refresh reads the rest.
    static let maximumPages = 50
    /// The most digits of an App Store transaction id (a 64-bit number).
    static let maximumIdDigits = 20

    let sources: TrustedSources
    let trust: ReceiptTrust
    let throttle: ReceiptThrottle
    let storage: any PurchaseStore
    let api: EnvironmentRouter?
    let ownership: OwnershipPolicy
    let clock: any ServiceClock
    let metrics: ServerMetrics
    let logger: Logger

    func receive(_ report: ReceiptReport, from client: String) async throws(ServerError) -> ReceiptReport.Answer {
        try AppUserId.check(report.appUserId)
        guard let api else { throw ServerError(.notConfigured, "importing receipts needs the App Store Server API (appStoreServerAPI)") }
        try throttle.admit(appUserId: report.appUserId, client: client)
        let verified = try await trust.verify(report.receipt)
        let named = verified.receipt.transactionIds
        guard let first = named.first else {
            throw ServerError(.receiptWithoutPurchases, "the receipt holds no in-app purchase: nothing to import")
        }
        for id in named where !Self.isTransactionId(id) {
            throw ServerError(.invalidReceipt, "the receipt names \(id.prefix(24).debugDescription), which is not an App Store transaction id")
        }
        let environment: AppStoreEnvironment
        do {
            environment = try await api.call(in: verified.allowsProduction ? nil : .sandbox) { client throws(AppStoreServerAPIError) in
                try await client.transactionInfo(first)
            }.environment
        } catch { throw Self.failure(error) }
        guard let client = api.client(for: environment) else {
            throw ServerError(.receiptNotFound, "the receipt's purchases are in no environment the server calls")
        }
        let history = try await self.history(of: first, from: client)
        // The purchases the receipt names: those with a named transaction or original transaction id, renewals included.
        let originals = Set(
            history.compactMap { record -> String? in
                let payload = record.payload
                let ids = [payload.transactionId, payload.originalTransactionId].compactMap { $0 }
                return ids.contains(where: named.contains) ? payload.originalTransactionId ?? payload.transactionId : nil
            }
        )
        let records = history.filter { originals.contains($0.payload.originalTransactionId ?? $0.payload.transactionId ?? "") }
        // What the signed data says it was made in (a local App Store serving both environments from one URL
        // answers Production's call with Sandbox's data).
        let madeIn = records.first?.payload.environment ?? environment
        if !verified.allowsProduction, records.contains(where: { $0.payload.environment == .production }) {
            throw ServerError(.invalidReceipt, "a receipt signed under a test root cannot import Production purchases")
        }
        let now = clock.now
        let jobs =
            originals.sorted().map { StatusRefresh.request($0, in: madeIn, for: report.appUserId, at: now) }
            + AccountTokenBinding.requests(for: records, to: report.appUserId, at: now)
        // A receipt never takes a purchase another user owns, whatever `purchaseOwnership` says.
        let claim = PurchaseClaim.vouched(by: report.appUserId, policy: ownership == .linkUnowned ? .linkUnowned : .keep)
        do { try await storage.storeTransactions(records, renewalInfos: [], claim: claim, at: now, enqueuing: jobs) } catch {
            throw .storage(error)
        }
        logger.info("receipt imported", metadata: ["environment": "\(madeIn.rawValue)", "transactions": "\(records.count)"])
        return ReceiptReport.Answer(
            transactionIds: records.compactMap(\.payload.transactionId),
            environment: madeIn.rawValue,
            refresh: "queued"
        )
    }

    /// Whether `id` is shaped as the App Store's transaction ids are: digits only, at most ``maximumIdDigits``.
    static func isTransactionId(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumIdDigits && id.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// The customer's history from Get Transaction History, each transaction verified, at most ``maximumPages`` pages.
    private func history(of transactionId: String, from client: AppStoreServerAPIClient) async throws(ServerError) -> [SignedTransaction] {
        var records: [SignedTransaction] = []
        var pages = 0
        do {
            for try await page in client.transactionHistoryPages(transactionId) {
                for jws in page.signedTransactions ?? [] {
                    do { records.append(try await sources.signedTransaction(jws)) } catch {
                        metrics.verificationFailure(source: "receipt history")
                        throw error
                    }
                }
                pages += 1
                if pages == Self.maximumPages { break }
            }
        } catch let error as ServerError {
            throw error
        } catch let error as AppStoreServerAPIError {
            throw Self.failure(error)
        } catch {
            throw ServerError(.appStoreUnavailable, "the App Store could not be asked for the history", detail: "\(error)")
        }
        return records
    }

    /// A failed call as the app sees it: a transaction neither environment knows for this app (a receipt of another
    /// app) is not found; an id the App Store refuses (a 4xx but 429) is the receipt's fault; anything else is the App
    /// Store's trouble, to try again later.
    static func failure(_ error: AppStoreServerAPIError) -> ServerError {
        let unknown =
            error.kind == .unauthorized
            || error.errorCode == .transactionIdNotFound || error.errorCode == .originalTransactionIdNotFound
            || (error.kind == .api && error.httpStatus == 404)
        if unknown {
            return ServerError(.receiptNotFound, "neither Production nor Sandbox knows the receipt's purchases for this app", detail: error.message)
        }
        if error.kind == .api, let status = error.httpStatus, (400..<500).contains(status), status != 429 {
            return ServerError(.invalidReceipt, "the App Store refused the receipt's transaction id", detail: error.message)
        }
        return ServerError(
            .appStoreUnavailable,
            "the App Store cannot be asked now; try again later",
            detail: error.description,
            retryAfterSeconds: 60
        )
    }
}
#endif
