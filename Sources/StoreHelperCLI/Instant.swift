import Foundation

/// Parses the instants the tool's options take: ISO 8601 (`2026-01-31T12:00:00Z` or `2026-01-31`).
enum Instant {
    static func parse(_ text: String, option: String) throws -> Date {
        if let instant = try? Date.ISO8601FormatStyle().parse(text) { return instant }
        if let day = try? Date.ISO8601FormatStyle().year().month().day().parse(text) { return day }
        throw CommandFailure(.invalidOptions, "\(option) takes an ISO 8601 instant (2026-01-31T12:00:00Z), not '\(text)'")
    }
}
