#if Server
import Crypto
import Foundation

/// A compact JWS as the database keeps it. The header segment of a token the App Store signs is mostly
/// its certificate chain (`x5c`, 3 to 5 KB of base64), the same in every token one key signs: it is kept
/// once in `jws_headers`, under the SHA-256 of its text, and the row keeps the rest, from the first dot
/// on. A row whose `header_id` is NULL keeps its whole token (rows written before schema version 4, and
/// tokens whose header is too small to be worth a row of its own). Reads put the two back together
/// byte for byte (``from(_:as:)`` and ``select(_:of:)``).
struct StoredJWS: Sendable {
    /// A header segment kept apart, and its id.
    struct Header: Sendable {
        let id: String
        let segment: String
    }

    /// The header, when it is kept apart.
    let header: Header?
    /// What the row keeps: the token from its first dot on, or the whole token.
    let rest: String

    /// Header segments shorter than this stay in the row.
    static let smallestSeparateHeader = 256

    init(_ jws: String) {
        let bytes = jws.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), bytes.distance(from: bytes.startIndex, to: dot) >= Self.smallestSeparateHeader
        else {
            header = nil
            rest = jws
            return
        }
        let segment = String(jws[..<dot])
        header = Header(id: Data(SHA256.hash(data: Data(segment.utf8))).base64EncodedString(), segment: segment)
        rest = String(jws[dot...])
    }

    /// `table` under `alias`, joined with the header its rows name as `h`: the FROM clause ``select(_:of:)`` reads.
    static func from(_ table: String, as alias: String) -> String {
        "\(table) \(alias) LEFT JOIN jws_headers h ON h.header_id = \(alias).header_id"
    }

    /// The SQL expression that gives the whole token back from `column` of the row aliased `alias`, in a
    /// query ``from(_:as:)`` joins; NULL, and so a decoding error, should a header the row names be missing.
    static func select(_ column: String, of alias: String) -> String {
        "CASE WHEN \(alias).header_id IS NULL THEN \(alias).\(column) ELSE h.header || \(alias).\(column) END AS \(column)"
    }
}
#endif
