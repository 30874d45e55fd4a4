import Crypto
import Foundation

/// A compact JWS as the database keeps it. The header segment of a token the App Store signs is mostly
/// its certificate chain (`x5c`, 3 to 5 KB of base64), the same in every token one key signs: it is kept
/// once in `jws_headers`, under the SHA-256 of its text, and the row keeps the rest, from the first dot
/// on. A row whose `header_id` is NULL keeps its whole token (rows written before schema version 4, and
/// tokens whose header is too small to be worth a row of its own). Reads put the two back together
/// byte for byte (``sql(_:of:)``).
struct StoredJWS: Sendable {
    /// The header segment's id, when it is kept apart.
    let headerId: String?
    /// The header segment, when it is kept apart.
    let header: String?
    /// What the row keeps: the token from its first dot on, or the whole token.
    let rest: String

    /// Header segments shorter than this stay in the row.
    static let smallestSeparateHeader = 256

    init(_ jws: String) {
        let bytes = jws.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), bytes.distance(from: bytes.startIndex, to: dot) >= Self.smallestSeparateHeader
        else {
            headerId = nil
            header = nil
            rest = jws
            return
        }
        let header = String(jws[..<dot])
        self.header = header
        headerId = Data(SHA256.hash(data: Data(header.utf8))).base64EncodedString()
        rest = String(jws[dot...])
    }

    /// The SQL expression that gives the whole token back from `column` of the row aliased `table`, joined
    /// with its header as `h` (`LEFT JOIN jws_headers h ON h.header_id = table.header_id`); NULL, and so a
    /// decoding error, should a header the row names be missing.
    static func sql(_ column: String, of table: String) -> String {
        "CASE WHEN \(table).header_id IS NULL THEN \(table).\(column) ELSE h.header || \(table).\(column) END AS \(column)"
    }
}
