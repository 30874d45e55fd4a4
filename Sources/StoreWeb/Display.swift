#if Server
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

    /// `text` with every character a person cannot see written out as `\u{200B}`: controls, format characters (Cf),
    /// separators other than the space, and noncharacters, so two ids that look alike never read alike.
    public static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            let hidden: Bool =
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: true
                case .spaceSeparator: scalar != " "
                default: false
                }
            if hidden {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// `text` safe inside HTML text and quoted attributes (`&`, `<`, `>`, `"` escaped).
    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
#endif
