import AppStoreModels
import AppStoreServerAPI
import AppStoreSignature
import Foundation
import Logging
import StoreHelperJSON
import StoreStorage

/// An app receipt from an app that sold before StoreKit 2, for one of its users (`POST /v1/receipts`): a
/// transaction id read out of it (``ReceiptReader``: nothing in the receipt is trusted), the environment whose App
/// Store knows it (Production first, as Apple documents for a call without environment information), and that
/// customer's history from Get Transaction History, verified, stored and owned by the user as
/// ``OwnershipPolicy`` says, with a status refresh of each purchase (and, for a purchase made without an app account
/// token, the user's token given to the App Store) enqueued in the same database transaction.
/// Sending the same receipt again stores nothing new.
struct ReceiptImport: Sendable {
    /// The most history pages read while the app waits; a status refresh reads the rest.
    static let maximumPages = 50

    let sources: TrustedSources
    let storage: any PurchaseStore
    let api: EnvironmentRouter?
    let ownership: OwnershipPolicy
    let clock: any ServiceClock
    let metrics: ServerMetrics
    let logger: Logger

    func receive(_ report: ReceiptReport) async throws(ServerError) -> ReceiptReport.Answer {
        try AppUserId.check(report.appUserId)
        guard let api else { throw ServerError(.notConfigured, "importing receipts needs the App Store Server API (appStoreServerAPI)") }
        let transactionId: String?
        do { transactionId = try ReceiptReader.transactionId(inAppReceipt: report.receipt) } catch {
            throw ServerError(.invalidReceipt, "the receipt cannot be read (\(error.kind))", detail: error.message)
        }
        guard let transactionId else { throw ServerError(.receiptWithoutPurchases, "the receipt holds no in-app purchase: nothing to import") }
        let environment: AppStoreEnvironment
        do { environment = try await api.environment(of: transactionId) } catch { throw Self.failure(error) }
        guard let client = api.client(for: environment) else {
            throw ServerError(.receiptNotFound, "the receipt's purchases are in no environment the server calls")
        }
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
        let now = clock.now
        // What the signed data says it was made in (a local App Store serving both environments from one URL
        // answers Production's call with Sandbox's data).
        let madeIn = records.first?.payload.environment ?? environment
        let originals = Set(records.compactMap(\.payload.originalTransactionId)).sorted()
        let jobs =
            originals.map { StatusRefresh.request($0, in: madeIn, for: report.appUserId, at: now) }
            + AccountTokenBinding.requests(for: records, to: report.appUserId, at: now)
        let claim = PurchaseClaim.vouched(by: report.appUserId, policy: ownership)
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

    /// A failed call as the app sees it: a transaction neither environment knows for this app (a receipt of another
    /// app, or made up) is not found; anything else is the App Store's trouble, to try again later.
    static func failure(_ error: AppStoreServerAPIError) -> ServerError {
        let unknown =
            error.kind == .unauthorized
            || error.errorCode == .transactionIdNotFound || error.errorCode == .originalTransactionIdNotFound
            || (error.kind == .api && error.httpStatus == 404)
        if unknown {
            return ServerError(.receiptNotFound, "neither Production nor Sandbox knows the receipt's purchases for this app", detail: error.message)
        }
        return ServerError(
            .appStoreUnavailable,
            "the App Store cannot be asked now; try again later",
            detail: error.description,
            retryAfterSeconds: 60
        )
    }
}
