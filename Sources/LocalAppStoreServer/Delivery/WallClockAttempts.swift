import LocalAppStore
import NIOConcurrencyHelpers

/// When this server last tried each notification, on the wall clock: what a ``RetrySchedule/fast`` retry
/// waits for when the store's clock does not move (a manual clock). Kept in memory: after a restart, a
/// notification waiting for a retry is tried at once.
final class WallClockAttempts: Sendable {
    private let now: @Sendable () -> ContinuousClock.Instant
    private let lastAttempts = NIOLockedValueBox<[String: ContinuousClock.Instant]>([:])

    init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    /// Whether `delivery`'s next attempt is due by the wall clock under `schedule`.
    func isDue(_ delivery: PendingDelivery, schedule: RetrySchedule) -> Bool {
        guard schedule.followsWallClock else { return false }
        let attempts = delivery.entry.sendAttempts?.count ?? 0
        guard attempts > 0, attempts <= schedule.delays.count else { return attempts == 0 }
        guard let last = lastAttempts.withLockedValue({ $0[delivery.entry.notificationUUID] }) else { return true }
        return now() >= last.advanced(by: .milliseconds(Int64(schedule.delays[attempts - 1] * 1000)))
    }

    /// Notes an attempt at `delivery` now.
    func record(_ delivery: PendingDelivery) {
        let instant = now()
        lastAttempts.withLockedValue { $0[delivery.entry.notificationUUID] = instant }
    }
}
