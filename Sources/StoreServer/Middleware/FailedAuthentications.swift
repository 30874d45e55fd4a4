import AppStoreModels
import Foundation
import NIOConcurrencyHelpers

/// Wrong keys counted per client (its address, or the one a trusted proxy forwards): past ``limit`` failures in a
/// ``window``, that client's wrong keys are answered 429 (`too-many-attempts`, with `Retry-After`) until the window
/// ends, which keeps the log and the server quiet under a guesser. A right key is never refused: clients behind one
/// proxy or one carrier's address share a counter, and one guesser among them must not lock the others out. What
/// makes a key unguessable is its length (16 characters at least; `storehelper server keys` makes 128-bit ones).
/// Successes are not counted.
final class FailedAuthentications: Sendable {
    /// Failures a client may make in one window.
    let limit: Int
    let window: TimeInterval
    private let clock: any ServiceClock
    private let clients = NIOLockedValueBox<[String: (started: Date, failures: Int)]>([:])
    /// Clients remembered at most (the oldest windows are forgotten first, past it).
    static let mostClients = 10_000

    init(limit: Int = 10, window: TimeInterval = 60, clock: any ServiceClock = SystemClock()) {
        self.limit = limit
        self.window = window
        self.clock = clock
    }

    /// Whether `instant` falls in the window that began at `started` (a clock set back starts a new one).
    private func within(_ instant: Date, windowFrom started: Date) -> Bool {
        instant >= started && instant < started.addingTimeInterval(window)
    }

    /// Throws when `client` has used up its failures in the current window.
    func check(_ client: String) throws(ServerError) {
        let instant = clock.now
        let wait: TimeInterval? = clients.withLockedValue { clients in
            guard let entry = clients[client], within(instant, windowFrom: entry.started), entry.failures >= limit else { return nil }
            return entry.started.addingTimeInterval(window).timeIntervalSince(instant)
        }
        if let wait {
            let seconds = max(1, Int(wait) + 1)
            throw ServerError(
                .tooManyAttempts,
                "too many wrong keys from this client: try again in \(seconds) s",
                retryAfterSeconds: seconds
            )
        }
    }

    /// Counts a failure of `client`.
    func record(_ client: String) {
        let instant = clock.now
        clients.withLockedValue { clients in
            if let entry = clients[client], within(instant, windowFrom: entry.started) {
                clients[client] = (entry.started, entry.failures + 1)
                return
            }
            if clients.count >= Self.mostClients {
                clients = clients.filter { within(instant, windowFrom: $0.value.started) }
                if clients.count >= Self.mostClients, let oldest = clients.min(by: { $0.value.started < $1.value.started })?.key {
                    clients[oldest] = nil
                }
            }
            clients[client] = (instant, 1)
        }
    }
}
