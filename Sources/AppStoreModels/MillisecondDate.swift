public import Foundation

/// An instant as the App Store sends it: milliseconds since 1970-01-01T00:00:00Z.
///
/// The App Store and Server API send whole milliseconds; Xcode's StoreKit testing sends fractional
/// ones (`1697679936049.7297`). Both decode, and both encode back to the same JSON number.
public struct MillisecondDate: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970, possibly fractional.
    public var millisecondsSince1970: Double

    /// Wraps a raw millisecond value.
    public init(millisecondsSince1970: Double) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// Wraps a whole number of milliseconds.
    public init(milliseconds: Int64) {
        self.millisecondsSince1970 = Double(milliseconds)
    }

    /// The instant of `date`, truncated to whole milliseconds as the App Store reports them.
    public init(_ date: Date) {
        self.millisecondsSince1970 = (date.timeIntervalSince1970 * 1000).rounded(.down)
    }

    /// The `Date` view of this instant.
    public var date: Date { Date(timeIntervalSince1970: millisecondsSince1970 / 1000) }

    /// Whole milliseconds (fractions truncated toward negative infinity).
    public var wholeMilliseconds: Int64 { Int64(millisecondsSince1970.rounded(.down)) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }

    public var description: String { date.formatted(.iso8601) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let whole = try? container.decode(Int64.self) {
            millisecondsSince1970 = Double(whole)
        } else {
            millisecondsSince1970 = try container.decode(Double.self)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let value = millisecondsSince1970
        if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 {
            try container.encode(Int64(value))
        } else {
            try container.encode(value)
        }
    }
}
