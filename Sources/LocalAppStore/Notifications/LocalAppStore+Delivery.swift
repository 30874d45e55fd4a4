public import AppStoreModels
import Foundation

/// A notification to deliver, with its place in the outbox.
public struct PendingDelivery: Hashable, Sendable {
    /// Its index in the outbox (0 is the oldest).
    public var index: Int
    public var entry: OutboxEntry

    public init(index: Int, entry: OutboxEntry) {
        self.index = index
        self.entry = entry
    }
}

extension LocalAppStore {
    /// Where notifications are POSTed, if anywhere.
    public var notificationURL: String? { state.notificationURL }

    /// Sets (or, with nil, clears) the URL notifications are POSTed to. Setting a URL where there was
    /// none delivers the notifications made from then on, not the ones already in the outbox.
    public mutating func setNotificationURL(_ text: String?) throws(StoreError) {
        if let text {
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil,
                text.utf8.count <= 2048
            else { throw StoreError.invalidSetting(key: "notify-url", reason: "'\(text.prefix(80))' is not an http or https URL") }
        }
        if state.notificationURL == nil, text != nil { state.deliveryCursor = state.outbox.count }
        state.notificationURL = text
    }

    /// The notifications whose next attempt is due at the store's clock, oldest first (none without a
    /// notification URL).
    public func deliveriesDue(schedule: RetrySchedule) -> [PendingDelivery] {
        deliveriesPending(schedule: schedule).filter { schedule.nextAttemptDate($0.entry).map { $0 <= state.now } ?? false }
    }

    /// The notifications that still need an attempt, due or not, oldest first (none without a notification URL).
    public func deliveriesPending(schedule: RetrySchedule) -> [PendingDelivery] {
        guard state.notificationURL != nil else { return [] }
        let cursor = min(state.deliveryCursor ?? 0, state.outbox.count)
        return state.outbox.entries(from: cursor).enumerated().compactMap { offset, entry in
            schedule.isSettled(entry) ? nil : PendingDelivery(index: cursor + offset, entry: entry)
        }
    }

    /// Records an attempt to deliver the `index`th notification, dated now on the store's clock.
    /// Ignored when that notification is no longer there (the outbox was cleared).
    public mutating func recordAttempt(_ delivery: PendingDelivery, result: SendAttemptResult, schedule: RetrySchedule) {
        guard var entry = state.outbox.entries(from: delivery.index).first, entry.notificationUUID == delivery.entry.notificationUUID else { return }
        var attempt = SendAttemptItem()
        attempt.attemptDate = MillisecondDate(state.now)
        attempt.sendAttemptResult = result
        entry.sendAttempts = (entry.sendAttempts ?? []) + [attempt]
        state.outbox.replace(at: delivery.index, with: entry)
        var cursor = min(state.deliveryCursor ?? 0, state.outbox.count)
        for pending in state.outbox.entries(from: cursor) {
            guard schedule.isSettled(pending) else { break }
            cursor += 1
        }
        state.deliveryCursor = cursor
    }
}
