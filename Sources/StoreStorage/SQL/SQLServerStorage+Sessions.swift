#if Server
public import Foundation
import SQLKit

/// Dashboard sessions ended before their time (`revoked_sessions`): every server process on the database sees
/// a sign-out at once.
extension SQLServerStorage {
    public func revokeSession(_ id: String, until expires: Date, now: Date) async throws(StorageError) {
        try await write { db in
            try await db.raw("DELETE FROM revoked_sessions WHERE expires_date < \(bind: Self.milliseconds(now))").run()
            try await db.raw(
                """
                INSERT INTO revoked_sessions (session_id, expires_date) VALUES (\(bind: id), \(bind: Self.milliseconds(expires)))
                ON CONFLICT (session_id) DO NOTHING
                """
            ).run()
        }
    }

    public func isSessionRevoked(_ id: String) async throws(StorageError) -> Bool {
        try await read { db in !(try await db.raw("SELECT 1 AS present FROM revoked_sessions WHERE session_id = \(bind: id)").all().isEmpty) }
    }
}
#endif
