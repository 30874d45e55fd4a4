#if Server
import Foundation

/// Text a client sends that reaches the database (ids, cursors, search terms, filters): checked here, once, the
/// same way whichever database is behind (PostgreSQL refuses a NUL that SQLite would keep, and would answer
/// 503 for the client's mistake).
enum TextInput {
    /// `text` when it is 1 to `maximumBytes` bytes of UTF-8 without control characters; a 400 naming `field`
    /// otherwise.
    @discardableResult
    static func check(_ text: String, _ field: String, maximumBytes: Int = 128) throws(ServerError) -> String {
        guard !text.isEmpty, text.utf8.count <= maximumBytes, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .badRequest("\(field) is 1 to \(maximumBytes) bytes without control characters")
        }
        return text
    }
}

/// App user ids: what the app calls its user. Swift compares strings by canonical equivalence, so `Zoé` written
/// with U+00E9 and with `e` + U+0301, or `KATE` with a Kelvin sign (U+212A), would be one key in a dictionary
/// though the database and the app hold two users. Only ids in Unicode Normalization Form C are taken: two of
/// them are equivalent exactly when their bytes are equal, so every layer (caches, batches, storage, signed
/// answers) sees one user per byte sequence. Anything else is refused, never normalized: normalizing would
/// merge two users the app keeps apart.
///
/// Nor are ids with characters a person cannot see or that change how text around them is shown: format characters
/// (Unicode category Cf: U+200B zero width space, U+202E right-to-left override, U+FEFF, U+00AD soft hyphen, the tag
/// characters U+E0000–U+E007F), line and paragraph separators, and noncharacters. `alice\u{200B}` and
/// `\u{202E}ecila` look like `alice` on a page, so a refund or an extension meant for one customer could be aimed at
/// another.
enum AppUserId {
    /// Throws unless `id` is 1 to 128 bytes of NFC text without control, format or separator characters or
    /// noncharacters: what the server takes as a new id.
    static func check(_ id: String) throws(ServerError) {
        try checkStored(id)
        if let scalar = id.unicodeScalars.first(where: isInvisible) {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            throw .badRequest(
                "an app user id may not hold \(code): format characters, line and paragraph separators and noncharacters are invisible, so one user could pass for another"
            )
        }
    }

    /// Throws unless `id` is 1 to 128 bytes of NFC text without control characters: the rule before invisible
    /// characters were refused, so an id stored then can still be looked up (the dashboard shows them escaped).
    static func checkStored(_ id: String) throws(ServerError) {
        try TextInput.check(id, "an app user id")
        guard id.precomposedStringWithCanonicalMapping.utf8.elementsEqual(id.utf8) else {
            throw .badRequest("an app user id must be in Unicode Normalization Form C (NFC); normalize it where the app makes it")
        }
    }

    /// Whether `scalar` is a format character (Cf), a line or paragraph separator, or a noncharacter.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: true
        default: scalar.properties.isNoncharacterCodePoint
        }
    }
}

extension String {
    /// The text with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
#endif
