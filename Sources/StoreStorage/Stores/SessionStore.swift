#if Server
import AppStoreModels
public import Foundation

/// Dashboard sessions signed out before they expired.
public protocol SessionStore: Sendable {
    /// Revokes dashboard session `id` until it would have expired (signing out); forgets sessions revoked
    /// that have expired by `now`.
    func revokeSession(_ id: String, until expires: Date, now: Date) async throws(StorageError)

    /// Whether dashboard session `id` was revoked.
    func isSessionRevoked(_ id: String) async throws(StorageError) -> Bool
}
#endif
