public import Foundation

/// How the pages write values, the same on every page.
public enum Display {
    /// An instant as `2026-11-23 16:02:57` (UTC).
    public static func instant(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle().year().month().day().time(includingFractionalSeconds: false)).replacingOccurrences(
            of: "T",
            with: " "
        )
    }

    /// An amount in milliunits (as Apple sends prices) as `9.99`.
    public static func milliunits(_ amount: Int64) -> String { String(format: "%.2f", Double(amount) / 1000) }

    /// `text` safe inside HTML text and quoted attributes (`&`, `<`, `>`, `"` escaped).
    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
