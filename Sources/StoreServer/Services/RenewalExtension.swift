import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import StoreStorage

/// Extends one subscriber's renewal date (customer support after an outage or a late delivery): Extend a
/// Subscription Renewal Date, in the environment of the purchase, for a subscription the named user owns
/// (https://developer.apple.com/documentation/appstoreserverapi/extend-a-subscription-renewal-date). The request is
/// checked as Apple checks it (1 to 90 days, a reason code 0 to 3, a request identifier) before anything is sent.
/// The renewed dates reach the server as Apple's notification and the next status refresh.
struct RenewalExtension: Sendable {
    let storage: any PurchaseStore
    let api: EnvironmentRouter?
    let logger: Logger

    func extend(
        _ originalTransactionId: String,
        of appUserId: String,
        _ request: ExtendRenewalDateRequest
    ) async throws(ServerError) -> ExtendRenewalDateResponse {
        try AppUserId.check(appUserId)
        guard let api else { throw ServerError(.notConfigured, "extending a renewal date needs the App Store Server API (appStoreServerAPI)") }
        guard let days = request.extendByDays, (1...90).contains(days) else {
            throw ServerError.badRequest("extendByDays is 1 to 90, as Apple allows")
        }
        guard let reason = request.extendReasonCode, (0...3).contains(reason.rawValue) else {
            throw ServerError.badRequest("extendReasonCode is 0 (undeclared), 1 (customer satisfaction), 2 (other) or 3 (service issue)")
        }
        guard let identifier = request.requestIdentifier, (1...128).contains(identifier.utf8.count) else {
            throw ServerError.badRequest("requestIdentifier is 1 to 128 characters (a UUID), so Apple can tell a retry")
        }
        let records: CustomerRecords
        do { records = try await storage.customer(appUserId) } catch { throw .storage(error) }
        let purchase = records.transactions.map(\.payload).filter { $0.originalTransactionId == originalTransactionId }
        guard let subscription = purchase.first(where: { $0.type == .autoRenewable }) else {
            throw ServerError(.unknownProduct, "\(appUserId) has no auto-renewable subscription \(originalTransactionId)")
        }
        do {
            let answer = try await api.call(recorded: subscription.environment?.rawValue) { client throws(AppStoreServerAPIError) in
                try await client.extendRenewalDate(originalTransactionId, request)
            }
            logger.info("renewal date extended", metadata: ["originalTransactionId": "\(originalTransactionId)", "days": "\(days)"])
            return answer
        } catch  where error.kind == .api && (400..<500).contains(error.httpStatus ?? 0) {
            // Apple's refusal (a subscription not active, extended too often this year, …) is final for this request.
            let code = error.errorCode.map { " (errorCode \($0.rawValue))" } ?? ""
            throw ServerError(.notEligible, "the App Store refused to extend this subscription\(code)", detail: error.description)
        } catch {
            throw ServerError(.appStoreUnavailable, "the App Store did not extend the renewal date", detail: error.description, retryAfterSeconds: 60)
        }
    }
}
