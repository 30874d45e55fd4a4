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
enum AppUserId {
    /// Throws unless `id` is 1 to 128 bytes of NFC text without control characters.
    static func check(_ id: String) throws(ServerError) {
        try TextInput.check(id, "an app user id")
        guard id.precomposedStringWithCanonicalMapping.utf8.elementsEqual(id.utf8) else {
            throw .badRequest("an app user id must be in Unicode Normalization Form C (NFC); normalize it where the app makes it")
        }
    }
}
