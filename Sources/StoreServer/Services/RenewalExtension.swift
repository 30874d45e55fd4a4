#if Server
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
///
/// A retry is a retry: each extension Apple granted is kept under its request identifier (``CursorStore``), and the
/// same request sent again (a double submit, a timeout retried) is answered from it without asking Apple again, so it
/// never spends another of the customer's two extensions a year. The same identifier for another extension is
/// refused (`request-id-reused`), and while one request is on its way, its twin waits its turn in this process.
struct RenewalExtension: Sendable {
    /// An extension Apple granted, as kept.
    struct Sent: Codable {
        var originalTransactionId: String
        var appUserId: String
        var extendByDays: Int32
        var response: ExtendRenewalDateResponse
    }

    let storage: any PurchaseStore & CursorStore
    let api: EnvironmentRouter?
    let clock: any ServiceClock
    let logger: Logger
    /// The request identifiers on their way to Apple from this process.
    let sending = RequestIdentifiers()

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
        await sending.acquire(identifier)
        defer { sending.release(identifier) }
        let key = "renewal-extension/\(identifier)"
        if let kept = try await sent(key) {
            guard kept.originalTransactionId == originalTransactionId, kept.appUserId == appUserId, kept.extendByDays == days else {
                throw ServerError(.requestIdReused, "the request identifier \(identifier) was used for another extension: use a new one for each")
            }
            logger.info("renewal date extension sent before: answered as then", metadata: ["requestIdentifier": "\(identifier)"])
            return kept.response
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
            let kept = Sent(originalTransactionId: originalTransactionId, appUserId: appUserId, extendByDays: days, response: answer)
            if let text = try? String(decoding: JSONEncoder().encode(kept), as: UTF8.self) {
                do { try await storage.setCursor(key, to: text, now: clock.now) } catch {
                    logger.error(
                        "renewal date extension granted but not kept",
                        metadata: ["requestIdentifier": "\(identifier)", "error": "\(error)"]
                    )
                }
            }
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

extension RenewalExtension {
    /// The extension kept under `key`, if any.
    private func sent(_ key: String) async throws(ServerError) -> Sent? {
        let text: String?
        do { text = try await storage.cursor(key) } catch { throw .storage(error) }
        return text.flatMap { try? JSONDecoder().decode(Sent.self, from: Data($0.utf8)) }
    }
}
#endif
