/// Every notification the store produced, oldest first: those saved in its ``SavedState`` (read only
/// when asked for) and those added since. Encoded as a plain array of every notification.
package struct Outbox: Codable, Sendable {
    /// The saved notifications this outbox starts from.
    private(set) package var saved: (any SavedState)?
    /// Notifications added since, oldest first.
    private(set) package var added: [OutboxEntry]
    /// Saved notifications changed since (their delivery attempts), by index (0 is the oldest).
    private(set) package var revised: [Int: OutboxEntry] = [:]

    package init(_ entries: [OutboxEntry] = []) {
        added = entries
    }

    /// The notifications saved in `snapshot`.
    package init(saved snapshot: any SavedState) {
        saved = snapshot
        added = []
    }

    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([OutboxEntry].self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entries(from: 0))
    }

    /// How many notifications there are.
    var count: Int { (saved?.outboxCount ?? 0) + added.count }

    /// The notifications from the `index`th (0 is the oldest) on.
    package func entries(from index: Int) -> [OutboxEntry] {
        let savedCount = saved?.outboxCount ?? 0
        var fromSaved = index < savedCount ? saved?.outbox(from: index) ?? [] : []
        for (position, entry) in revised where position >= index && position - index < fromSaved.count {
            fromSaved[position - index] = entry
        }
        return fromSaved + added.dropFirst(max(0, index - savedCount))
    }

    /// Adds a notification at the end.
    mutating func append(_ entry: OutboxEntry) {
        added.append(entry)
    }

    /// Replaces the `index`th notification (0 is the oldest) with `entry`.
    mutating func replace(at index: Int, with entry: OutboxEntry) {
        let savedCount = saved?.outboxCount ?? 0
        if index < savedCount {
            revised[index] = entry
        } else if index - savedCount < added.count {
            added[index - savedCount] = entry
        }
    }
}
