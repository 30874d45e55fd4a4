/// A failure of the server's storage, with a stable kind.
public struct StorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable machine-readable kind.
    public enum Kind: String, Sendable {
        /// The database could not be opened or reached.
        case unavailable
        /// The database's schema is newer than this build knows.
        case schemaTooNew
        /// A query failed.
        case queryFailed
        /// A stored row could not be read back.
        case corruptRow
        /// The request itself is not valid (a quantity below 1, an empty id).
        case invalidRequest
        /// A purchase belongs to another app user: its app account token is bound to them, or the claim's
        /// policy keeps it with its owner.
        case ownedByAnotherUser
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}
