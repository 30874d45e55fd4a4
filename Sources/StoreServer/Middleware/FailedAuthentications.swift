#if Server
import AppStoreModels
import Foundation

/// Wrong keys counted per client (its address, or the one a trusted proxy forwards): past ``limit`` failures in a
/// ``window``, that client's wrong keys are answered 429 (`too-many-attempts`, with `Retry-After`) until the window
/// ends, which keeps the log and the server quiet under a guesser. A right key is never refused: clients behind one
/// proxy or one carrier's address share a counter, and one guesser among them must not lock the others out. What
/// makes a key unguessable is its length (16 characters at least; `storehelper server keys` makes 128-bit ones).
/// Successes are not counted.
final class FailedAuthentications: Sendable {
    private let counter: FixedWindowCounter

    /// At most `limit` failures a client in a `window` of seconds.
    init(limit: Int = 10, window: TimeInterval = 60, clock: any ServiceClock = SystemClock()) {
        counter = FixedWindowCounter(limit: limit, window: window, clock: clock)
    }

    /// Throws when `client` has used up its failures in the current window.
    func check(_ client: String) throws(ServerError) {
        if let seconds = counter.wait(client) {
            throw ServerError(
                .tooManyAttempts,
                "too many wrong keys from this client: try again in \(seconds) s",
                retryAfterSeconds: seconds
            )
        }
    }

    /// Counts a failure of `client`.
    func record(_ client: String) {
        counter.record(client)
    }
}
#endif
