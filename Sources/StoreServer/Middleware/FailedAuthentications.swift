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
    let window: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let clients = NIOLockedValueBox<[String: (started: ContinuousClock.Instant, failures: Int)]>([:])
    /// Clients remembered at most (the oldest windows are forgotten first, past it).
    static let mostClients = 10_000

    init(limit: Int = 10, window: Duration = .seconds(60), now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.limit = limit
        self.window = window
        self.now = now
    }

    /// Throws when `client` has used up its failures in the current window.
    func check(_ client: String) throws(ServerError) {
        let instant = now()
        let wait: Duration? = clients.withLockedValue { clients in
            guard let entry = clients[client], instant < entry.started.advanced(by: window), entry.failures >= limit else { return nil }
            return entry.started.advanced(by: window) - instant
        }
        if let wait {
            let seconds = max(1, Int(wait.components.seconds) + 1)
            throw ServerError(
                .tooManyAttempts,
                "too many wrong keys from this client: try again in \(seconds) s",
                retryAfterSeconds: seconds
            )
        }
    }

    /// Counts a failure of `client`.
    func record(_ client: String) {
        let instant = now()
        clients.withLockedValue { clients in
            if let entry = clients[client], instant < entry.started.advanced(by: window) {
                clients[client] = (entry.started, entry.failures + 1)
                return
            }
            if clients.count >= Self.mostClients {
                clients = clients.filter { instant < $0.value.started.advanced(by: window) }
                if clients.count >= Self.mostClients, let oldest = clients.min(by: { $0.value.started < $1.value.started })?.key {
                    clients[oldest] = nil
                }
            }
            clients[client] = (instant, 1)
        }
    }
}
