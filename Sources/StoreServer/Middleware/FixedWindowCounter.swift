#if Server
import AppStoreModels
import Foundation
import NIOConcurrencyHelpers

/// Counts events per key (a client's address, an app user) in fixed windows: a key's window starts at its first event
/// and lasts ``window``; past ``limit`` events in it, ``wait(_:)`` says how long until it ends. At most ``mostKeys``
/// keys are remembered (the ended windows are forgotten first, then the oldest), so no sender grows it without bound.
final class FixedWindowCounter: Sendable {
    /// Events a key may have in one window.
    let limit: Int
    let window: TimeInterval
    private let clock: any ServiceClock
    private let keys = NIOLockedValueBox<[String: (started: Date, count: Int)]>([:])
    /// Keys remembered at most.
    static let mostKeys = 10_000

    init(limit: Int, window: TimeInterval, clock: any ServiceClock) {
        self.limit = limit
        self.window = window
        self.clock = clock
    }

    /// Whether `instant` falls in the window that began at `started` (a clock set back starts a new one).
    private func within(_ instant: Date, windowFrom started: Date) -> Bool {
        instant >= started && instant < started.addingTimeInterval(window)
    }

    /// Whole seconds (at least 1) until `key`'s window ends, when it has used up its events; nil while it has not.
    func wait(_ key: String) -> Int? {
        let instant = clock.now
        let wait: TimeInterval? = keys.withLockedValue { keys in
            guard let entry = keys[key], within(instant, windowFrom: entry.started), entry.count >= limit else { return nil }
            return entry.started.addingTimeInterval(window).timeIntervalSince(instant)
        }
        return wait.map { max(1, Int($0) + 1) }
    }

    /// Counts an event of `key`.
    func record(_ key: String) {
        let instant = clock.now
        keys.withLockedValue { keys in
            if let entry = keys[key], within(instant, windowFrom: entry.started) {
                keys[key] = (entry.started, entry.count + 1)
                return
            }
            if keys.count >= Self.mostKeys {
                keys = keys.filter { within(instant, windowFrom: $0.value.started) }
                if keys.count >= Self.mostKeys, let oldest = keys.min(by: { $0.value.started < $1.value.started })?.key {
                    keys[oldest] = nil
                }
            }
            keys[key] = (instant, 1)
        }
    }
}
#endif
