#if Server
public import Foundation
import NIOConcurrencyHelpers

/// ``SessionStore`` in memory, forgetting revocations that have expired as the SQL one does: for services'
/// tests that need no database.
public final class MemorySessionStore: SessionStore {
    private let revoked = NIOLockedValueBox<[String: Date]>([:])

    public init() {}

    public func revokeSession(_ id: String, until expires: Date, now: Date) async throws(StorageError) {
        revoked.withLockedValue { revoked in
            revoked = revoked.filter { $0.value >= now }
            if revoked[id] == nil { revoked[id] = expires }
        }
    }

    public func isSessionRevoked(_ id: String) async throws(StorageError) -> Bool { revoked.withLockedValue { $0[id] != nil } }
}
#endif
