#if Server
import AppStoreModels
import Foundation
import NIOConcurrencyHelpers
import StoreHelperJSON

/// Customer infos already computed, each kept for as long as it is right: until the user's revision in
/// the database moves (anything stored for them changed, by this server or another on the same database)
/// or the server's clock reaches the instant the answer would turn by itself (an expiry, a grace end).
/// Each is kept with its JSON, so answering it again costs no encoding.
final class CustomerInfoCache: Sendable {
    /// A computed answer and its JSON.
    struct Answer: Sendable {
        let info: CustomerInfo
        let body: CustomerInfoBody?

        /// The answer at `requestDate`.
        func at(_ requestDate: MillisecondDate) -> (info: CustomerInfo, body: Data) {
            var info = info
            info.requestDate = requestDate
            return (info, body?.body(at: requestDate) ?? SortedJSON.encode(info))
        }
    }

    private struct Entry {
        let revision: Int64
        let computedAt: Date
        let validUntil: Date?
        let answer: Answer
    }

    /// At most this many users are kept; when full, the cache starts over.
    let capacity: Int
    private let entries = NIOLockedValueBox<[String: Entry]>([:])

    init(capacity: Int = 50_000) { self.capacity = capacity }

    /// The answer kept for `appUserId` at `revision`, if it is still right at `now`.
    func answer(_ appUserId: String, revision: Int64, at now: Date) -> Answer? {
        guard let entry = entries.withLockedValue({ $0[appUserId] }), entry.revision == revision, entry.computedAt <= now,
            entry.validUntil.map({ now < $0 }) ?? true
        else { return nil }
        return entry.answer
    }

    /// Keeps `answer`, computed at `computedAt` from records read at `revision` or later, until `validUntil`.
    func keep(_ answer: Answer, revision: Int64, computedAt: Date, validUntil: Date?) {
        let entry = Entry(revision: revision, computedAt: computedAt, validUntil: validUntil, answer: answer)
        entries.withLockedValue { entries in
            if entries.count >= capacity, entries[answer.info.appUserId] == nil { entries.removeAll(keepingCapacity: true) }
            entries[answer.info.appUserId] = entry
        }
    }
}
#endif
