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

/// App user ids: what the app calls its user.
enum AppUserId {
    /// Throws unless `id` is 1 to 128 bytes without control characters.
    static func check(_ id: String) throws(ServerError) {
        try TextInput.check(id, "an app user id")
    }
}
