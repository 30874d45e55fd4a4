#if Server
import AppStoreModels
import AppStoreServerAPI
import Foundation
import Logging
import StoreStorage

/// Whether the server answers `CONSUMPTION_REQUEST` with Send Consumption Information.
public enum ConsumptionPolicy: String, Codable, Sendable, CaseIterable {
    /// Never: Apple decides refunds without the app's data (the default).
    case never
    /// Always: the app's terms obtain every customer's consent to share consumption data.
    case consented
}

/// Answers a `CONSUMPTION_REQUEST`: Send Consumption Information built from what the server stored,
/// within Apple's 12 hours of the request.
struct ConsumptionReporter: Sendable {
    struct Payload: JobPayload {
        static let kind = "consumption"
        var transactionId: String
        var originalTransactionId: String
        /// The request's `signedDate`, in milliseconds since 1970.
        var requestedDate: Int64
        /// The environment of the request (nil in jobs queued before it was recorded: Apple's order applies).
        var environment: String?
    }

    /// Apple reads consumption information sent within this long of the request.
    static let deadline: TimeInterval = 12 * 3_600

    let storage: any PurchaseStore
    let api: EnvironmentRouter
    let clock: any ServiceClock
    let logger: Logger

    /// The job a `CONSUMPTION_REQUEST` for `transaction` enqueues; none for an organization's seat, which Apple's
    /// endpoint refuses (https://developer.apple.com/documentation/appstoreserverapi/invalidassignedtransactionnotsupportederror).
    static func request(for transaction: JWSTransactionDecodedPayload, requestedAt date: Date, now: Date) -> JobRequest? {
        guard let id = transaction.transactionId, transaction.inAppOwnershipType != .assigned else { return nil }
        return Payload(
            transactionId: id,
            originalTransactionId: transaction.originalTransactionId ?? id,
            requestedDate: MillisecondDate(date).wholeMilliseconds,
            environment: transaction.environment?.rawValue
        ).request(uniqueKey: id, runAfter: now)
    }

    func run(_ job: ClaimedJob) async throws {
        let payload = try Payload.decode(job)
        let requested = Date(timeIntervalSince1970: Double(payload.requestedDate) / 1000)
        guard clock.now <= requested.addingTimeInterval(Self.deadline) else {
            throw PermanentJobFailure("past Apple's 12 hours for the consumption request of \(payload.transactionId)")
        }
        let (information, type) = try await information(for: payload)
        // Never a body the App Store refuses (the rules of its pages, which the local App Store enforces too).
        if let refusal = information.refusal(for: type) {
            throw PermanentJobFailure("the consumption information would be refused: \(refusal.errorMessage ?? "")")
        }
        try await api.call(recorded: payload.environment) { client throws(AppStoreServerAPIError) in
            try await client.sendConsumptionInformation(payload.transactionId, information)
        }
        logger.info("consumption information sent", metadata: ["transactionId": "\(payload.transactionId)"])
    }

    /// What the server knows: the purchase was delivered (it is stored and not revoked); for a
    /// consumable, the share of the units its user bought that are used up. With it, the transaction's product type
    /// when the server has the transaction.
    func information(for payload: Payload) async throws -> (ConsumptionRequest, ProductType?) {
        var request = ConsumptionRequest()
        request.customerConsented = true
        request.sampleContentProvided = false
        request.deliveryStatus = .delivered
        guard let user = try await storage.appUserId(owning: payload.originalTransactionId) else { return (request, nil) }
        let records = try await storage.customer(user)
        let transaction = records.transactions.first { $0.payload.transactionId == payload.transactionId }?.payload
        guard let transaction, transaction.type == .consumable, let product = transaction.productId else { return (request, transaction?.type) }
        let bought = records.transactions.filter { $0.payload.productId == product && $0.payload.revocationDate == nil }
            .reduce(0) { $0 + Int($1.payload.quantity ?? 1) }
        let used = records.consumed[product] ?? 0
        if bought > 0 { request.consumptionPercentage = Int32(min(100_000, used * 100_000 / bought)) }
        return (request, .consumable)
    }
}
#endif
