#if Server
import Foundation

/// JSON as the server writes it: keys sorted, so the same value is always the same bytes.
enum SortedJSON {
    /// The JSON of `value` (`{}` for a value that cannot be encoded, which the server's types never are).
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
#endif
