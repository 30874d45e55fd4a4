#if Server
import NIOConcurrencyHelpers

/// Request identifiers being worked on in this process: a request whose identifier is already on its way waits until
/// the first is done (and then finds what the first kept), so a double submit is never sent twice at once.
final class RequestIdentifiers: Sendable {
    private let waiting = NIOLockedValueBox<[String: [CheckedContinuation<Void, Never>]]>([:])

    /// Returns once no other request with `identifier` is being worked on; call ``release(_:)`` when done.
    func acquire(_ identifier: String) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = waiting.withLockedValue { waiting -> Bool in
                guard waiting[identifier] != nil else {
                    waiting[identifier] = []
                    return true
                }
                waiting[identifier]?.append(continuation)
                return false
            }
            if free { continuation.resume() }
        }
    }

    /// Lets the next request with `identifier` go on.
    func release(_ identifier: String) {
        let next = waiting.withLockedValue { waiting -> CheckedContinuation<Void, Never>? in
            guard var queue = waiting[identifier], !queue.isEmpty else {
                waiting[identifier] = nil
                return nil
            }
            let first = queue.removeFirst()
            waiting[identifier] = queue
            return first
        }
        next?.resume()
    }
}
#endif
