import Foundation
import StoreHelperJSON
import Synchronization

/// Customer infos already computed, each kept for as long as it is right: until the user's revision in
/// the database moves (anything stored for them changed, by this server or another on the same database)
/// or the server's clock reaches the instant the answer would turn by itself (an expiry, a grace end).
final class CustomerInfoCache: Sendable {
    private struct Entry {
        let revision: Int64
        let computedAt: Date
        let validUntil: Date?
        let info: CustomerInfo
    }

    /// At most this many users are kept; when full, the cache starts over.
    let capacity: Int
    private let entries = Mutex<[String: Entry]>([:])

    init(capacity: Int = 50_000) { self.capacity = capacity }

    /// The info kept for `appUserId` at `revision`, if it is still right at `now`, answered for `now`.
    func info(_ appUserId: String, revision: Int64, at now: Date) -> CustomerInfo? {
        guard let entry = entries.withLock({ $0[appUserId] }), entry.revision == revision, entry.computedAt <= now,
            entry.validUntil.map({ now < $0 }) ?? true
        else { return nil }
        var info = entry.info
        info.requestDate = .init(now)
        return info
    }

    /// Keeps `info`, computed at `computedAt` from records read at `revision` or later, until `validUntil`.
    func keep(_ info: CustomerInfo, revision: Int64, computedAt: Date, validUntil: Date?) {
        let entry = Entry(revision: revision, computedAt: computedAt, validUntil: validUntil, info: info)
        entries.withLock { entries in
            if entries.count >= capacity, entries[info.appUserId] == nil { entries.removeAll(keepingCapacity: true) }
            entries[info.appUserId] = entry
        }
    }
}
