public import Foundation

/// Durations written as people write them: `30d`, `12h`, `90m`, `45s`, `2w`, `1d12h`, `1.5h`.
public enum DurationText {
    /// The longest duration read: 100 years.
    public static let maximum: TimeInterval = 100 * 366 * 86_400

    /// The seconds `text` stands for, or nil when it is not a duration of at most ``maximum``.
    public static func seconds(_ text: String) -> TimeInterval? {
        let units: [Character: TimeInterval] = ["w": 604_800, "d": 86_400, "h": 3_600, "m": 60, "s": 1]
        var total: TimeInterval = 0
        var digits = ""
        for character in text {
            if character.isASCII && (character.isNumber || character == ".") {
                digits.append(character)
            } else if let unit = units[character], let value = Double(digits), value.isFinite {
                total += value * unit
                digits = ""
            } else {
                return nil
            }
        }
        guard digits.isEmpty, !text.isEmpty, total.isFinite, total <= maximum else { return nil }
        return total
    }
}
