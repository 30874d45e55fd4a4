#if Server
import AppStoreModels
import AsyncHTTPClient
import Foundation
import LocalAppStore
import Logging
import ServiceLifecycle

/// Sends the outbox to the notification URL while the server runs: every notification due (new, or
/// due for a retry on the store's clock, or for a fast retry on the wall clock) is POSTed in outbox order and its attempt recorded in the
/// store, so delivery picks up where it left off after a restart.
struct NotificationDeliveryService: Service {
    let access: StoreAccess
    let poster: NotificationPoster
    let schedule: RetrySchedule
    /// When each notification was last tried on the wall clock (``RetrySchedule/fast`` retries follow it).
    let attempts: WallClockAttempts
    let logger: Logger
    /// How often the outbox is looked at.
    var interval: Duration = .milliseconds(200)

    func run() async throws {
        while !Task.isShuttingDownGracefully, !Task.isCancelled {
            await deliverDue()
            // The wall clock: how often the outbox is looked at is the process's pace; what is due is the clocks' to say.
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        }
    }

    /// Delivers what is due now; a failure to read or record is logged and tried again next time.
    func deliverDue() async {
        let schedule = self.schedule
        do {
            let (url, pending, dueOnStoreClock) = try await access.read { store in
                (store.notificationURL, store.deliveriesPending(schedule: schedule), Set(store.deliveriesDue(schedule: schedule).map(\.index)))
            }
            guard let url else { return }
            for delivery in pending where dueOnStoreClock.contains(delivery.index) || attempts.isDue(delivery, schedule: schedule) {
                let result = await poster.post(delivery.entry.signedPayload, to: url)
                attempts.record(delivery)
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
#endif
