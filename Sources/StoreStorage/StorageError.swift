#if Server
public import AppStoreModels
import Foundation

/// A failure of the server's storage, with a stable kind.
public struct StorageError: KindedError, Hashable, Sendable {
    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

extension ErrorKind<StorageError> {
    /// The database could not be opened or reached.
    public static let unavailable = Self(rawValue: "unavailable")
    /// The database's schema is newer than this build knows.
    public static let schemaTooNew = Self(rawValue: "schema-too-new")
    /// A query failed.
    public static let queryFailed = Self(rawValue: "query-failed")
    /// A stored row could not be read back.
    public static let corruptRow = Self(rawValue: "corrupt-row")
    /// The request itself is not valid (a quantity below 1, an empty id).
    public static let invalidRequest = Self(rawValue: "invalid-request")
    /// A purchase belongs to another app user: its app account token is bound to them, or the claim's
    /// policy keeps it with its owner.
    public static let ownedByAnotherUser = Self(rawValue: "owned-by-another-user")
}
#endif
