#if Server
public import AppStoreModels
import AppStoreSignature
import Foundation
import Logging
import StoreStorage

/// App Store Server Notifications V2 in: verified with their nested tokens, then the raw payload and
/// the decoded notification, transaction and renewal info stored in one database transaction.
/// Idempotent by `notificationUUID`; anything that fails verification stores nothing.
public struct NotificationIntake: Sendable {
    /// What happened to a notification that was accepted.
    public enum Outcome: String, Sendable {
        /// Stored now.
        case stored
        /// Stored before (a retry or a duplicate): nothing changed.
        case duplicate
    }

    let sources: TrustedSources
    let storage: any NotificationStore
    let clock: any ServiceClock
    /// Whether a `CONSUMPTION_REQUEST` enqueues Send Consumption Information (needs the API).
    let answersConsumptionRequests: Bool
    let metrics: ServerMetrics
    let logger: Logger
    /// Refused notifications are logged at most once per interval (a forged flood would fill the disk).
    var warnings = RepeatedWarnings()

    /// Verifies and stores a delivered notification (`{"signedPayload": "…"}`, decoded by the route).
    public func receive(_ delivered: ResponseBodyV2) async throws(ServerError) -> Outcome {
        try await accept(signedPayload: delivered.signedPayload, source: "notification")
    }

    /// Verifies and stores one signed notification (delivered, or read from the notification history
    /// by the catch-up: `source` names which, for the metrics), with the jobs it causes.
    func accept(signedPayload: String, source: String) async throws(ServerError) -> Outcome {
        let verified: VerifiedNotification
        do { verified = try await sources.verifyNotification(signedPayload) } catch {
            metrics.verificationFailure(source: source)
            warnings.warning("notification refused", "notification refused", metadata: ["source": "\(source)", "error": "\(error)"], to: logger)
            throw error
        }
        guard let uuid = verified.payload.notificationUUID, !uuid.isEmpty, uuid.utf8.count <= 64 else {
            metrics.verificationFailure(source: source)
            throw ServerError(.verificationFailed, "the notification has no notificationUUID")
        }
        let data = verified.payload.data
        let now = clock.now
        let record = NotificationRecord(
            payload: verified.payload,
            signedPayload: signedPayload,
            receivedDate: now,
            transaction: zip(verified.transaction, data?.signedTransactionInfo).map { SignedTransaction(verified: $0, jws: $1) },
            renewalInfo: zip(verified.renewalInfo, data?.signedRenewalInfo).map { SignedRenewalInfo(verified: $0, jws: $1) },
            appTransaction: verified.appTransaction
        )
        var jobs: [JobRequest] = []
        if answersConsumptionRequests, verified.payload.notificationType == .consumptionRequest, let transaction = verified.transaction,
            let job = ConsumptionReporter.request(
                for: transaction,
                requestedAt: verified.payload.signedDate?.date ?? now,
                now: now
            )
        {
            jobs.append(job)
        }
        let stored: Bool
        do { stored = try await storage.storeNotification(record, enqueuing: jobs) } catch { throw .storage(error) }
        metrics.notification(type: verified.payload.notificationType?.rawValue ?? "-", outcome: stored ? "stored" : "duplicate")
        logger.info(
            "notification \(stored ? "stored" : "duplicate")",
            metadata: [
                "type": "\(verified.payload.notificationType?.rawValue ?? "-")", "subtype": "\(verified.payload.subtype?.rawValue ?? "-")",
                "uuid": "\(uuid)",
            ]
        )
        return stored ? .stored : .duplicate
    }
}

/// Both values, or `nil`.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
#endif
