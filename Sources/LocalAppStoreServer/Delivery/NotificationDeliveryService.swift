import AppStoreModels
import AsyncHTTPClient
import Foundation
import LocalAppStore
import Logging
import ServiceLifecycle

/// Sends the outbox to the notification URL while the server runs: every notification due (new, or
/// due for a retry on the store's clock) is POSTed in outbox order and its attempt recorded in the
/// store, so delivery picks up where it left off after a restart.
struct NotificationDeliveryService: Service {
    let access: StoreAccess
    let poster: NotificationPoster
    let schedule: RetrySchedule
    let logger: Logger
    /// How often the outbox is looked at.
    var interval: Duration = .milliseconds(200)

    func run() async throws {
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            await deliverDue()
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        }
    }

    /// Delivers what is due now; a failure to read or record is logged and tried again next time.
    func deliverDue() async {
        let schedule = self.schedule
        do {
            let (url, due) = try await access.read { store in (store.notificationURL, store.deliveriesDue(schedule: schedule)) }
            guard let url else { return }
            for delivery in due {
                let result = await poster.post(delivery.entry.signedPayload, to: url)
                try await access.change { store in store.recordAttempt(delivery, result: result, schedule: schedule) }
                logger.log(
                    level: result == .success ? .info : .warning,
                    result == .success ? "notification delivered" : "notification attempt failed",
                    metadata: [
                        "type": "\(delivery.entry.notificationType)", "uuid": "\(delivery.entry.notificationUUID)", "result": "\(result)",
                        "attempt": "\((delivery.entry.sendAttempts?.count ?? 0) + 1)",
                    ]
                )
            }
        } catch {
            logger.error("notification delivery failed: \(error)")
        }
    }
}
