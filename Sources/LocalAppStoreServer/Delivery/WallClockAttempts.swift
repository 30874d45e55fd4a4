#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import NIOConcurrencyHelpers

/// When this server last tried each notification, on the wall clock: what a ``RetrySchedule/fast`` retry
/// waits for when the store's clock does not move (a manual clock). Kept in memory: after a restart, a
/// notification waiting for a retry is tried at once.
final class WallClockAttempts: Sendable {
    private let clock: any ServiceClock
    private let lastAttempts = NIOLockedValueBox<[String: Date]>([:])

    init(clock: any ServiceClock = SystemClock()) {
        self.clock = clock
    }

    /// Whether `delivery`'s next attempt is due by the wall clock under `schedule`.
    func isDue(_ delivery: PendingDelivery, schedule: RetrySchedule) -> Bool {
        guard schedule.followsWallClock else { return false }
        let attempts = delivery.entry.sendAttempts?.count ?? 0
        guard attempts > 0, attempts <= schedule.delays.count else { return attempts == 0 }
        guard let last = lastAttempts.withLockedValue({ $0[delivery.entry.notificationUUID] }) else { return true }
        return clock.now >= last.addingTimeInterval(schedule.delays[attempts - 1])
    }

    /// Notes an attempt at `delivery` now.
    func record(_ delivery: PendingDelivery) {
        let instant = clock.now
        lastAttempts.withLockedValue { $0[delivery.entry.notificationUUID] = instant }
    }
}
#endif
